import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import { ServiceLifecycle } from '../src/modules/health/lifecycle';
import { buildApp } from '../src/app';
import { pairForRoom } from './helpers/room-client';
import { appForThisFile, createTestApp, signedInMember } from './helpers/test-app';

const test = appForThisFile();

describe('GET /healthz and GET /readyz', () => {
  it('answer 200 {status: "ok"} at the root paths, without a cookie, to anyone', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 200, body: { status: 'ok' } });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('are in the API document as public routes', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, { get: { description: string; responses: Record<string, unknown> } }> }>();
    expect(document.paths['/healthz'].get.description).toContain('Access: public.');
    expect(document.paths['/readyz'].get.description).toContain('Access: public.');
    expect(Object.keys(document.paths['/readyz'].get.responses)).toEqual(expect.arrayContaining(['200', '503']));
  });

  it('readyz answers 503 {detail} while the newest migration is not recorded, and 200 again once it is', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await test.ctx.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`);
    try {
      const response = await test.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: 'The database is not migrated to this version of the server yet.' });
      expect((await test.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await test.ctx.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`);
    }
    expect((await test.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('a process starting and draining', () => {
  it('is not ready while starting, ready once started, and not ready again once draining, while alive throughout', async () => {
    const lifecycle = new ServiceLifecycle('starting');
    const app = await buildApp(test.ctx, { sessionSecret: 'a-test-session-secret-that-is-long-enough', lifecycle });
    try {
      const probe = async () => {
        const [ready, alive] = await Promise.all(['/readyz', '/healthz'].map((url) => app.inject({ method: 'GET', url })));
        return { ready: ready.statusCode, detail: (ready.json() as { detail?: string }).detail, alive: alive.statusCode };
      };
      expect(await probe()).toEqual({ ready: 503, detail: 'The server is starting.', alive: 200 });
      lifecycle.markReady();
      expect(await probe()).toEqual({ ready: 200, detail: undefined, alive: 200 });
      lifecycle.startDraining();
      expect(await probe()).toEqual({ ready: 503, detail: 'The server is shutting down.', alive: 200 });
    } finally {
      await app.close();
    }
  });

  it('keeps answering every route while draining, each answer with Connection: close', async () => {
    const draining = await createTestApp();
    try {
      const before = await draining.app.inject({ method: 'GET', url: '/config/' });
      expect(before.headers.connection).not.toBe('close');
      draining.app.lifecycle.startDraining();
      for (const url of ['/config/', '/auth/csrf/', '/no-such-route']) {
        const response = await draining.app.inject({ method: 'GET', url });
        expect({ url, status: response.statusCode < 500, connection: response.headers.connection }).toEqual({ url, status: true, connection: 'close' });
      }
    } finally {
      await draining.close();
    }
  });

  it("closes the interview room's sockets with 1012 and the reason the browser shows when the app closes", async () => {
    const closing = await createTestApp();
    let closedApp = false;
    try {
      const baseUrl = await closing.app.listen({ port: 0, host: '127.0.0.1' });
      const ada = await signedInMember(closing, { firstName: 'Ada' });
      const bob = await signedInMember(closing, { firstName: 'Bob' });
      const [interviewId] = await pairForRoom(closing, ada.member, bob.member);
      const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/interview/${interviewId}/room/socket/`, { headers: { cookie: ada.client.cookieHeader, origin: baseUrl } });
      await new Promise<void>((resolve, reject) => {
        socket.once('message', () => resolve());
        socket.once('error', reject);
      });
      const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
      await closing.close();
      closedApp = true;
      expect(await closed).toEqual({ code: 1012, reason: 'server restarting, reconnecting' });
    } finally {
      if (!closedApp) await closing.close();
    }
  });
});
