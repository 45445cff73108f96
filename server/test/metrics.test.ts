/**
 * GET /metrics as an operator's Prometheus sees it, and the request log as an operator reads it: the app is
 * built with the real process context (createAppContext: counted mailer writing to an outbox directory, its
 * own metrics) and a logger whose lines the test reads back.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import WebSocket from 'ws';
import { DetailBody } from '@contracts/common';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { startJobs, type Job } from '../src/lib/jobs';
import { AppMetrics } from '../src/lib/metrics';
import { PairingRefused, runPairing } from '../src/modules/pairing/service';
import { openWeekStart } from '../src/modules/pairing/weeks';
import { createAppContext, createLogger } from '../src/runtime/context';
import { poolMember, seedQueues, TWO_PAIRS_AND_A_LONER } from './helpers/pairing-fixtures';
import { pairForRoom, RoomTestClient } from './helpers/room-client';
import { signedInMember, type TestApp, type TestClient } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

jest.setTimeout(60_000);

const TOKEN = 'a-metrics-token-for-the-test';

interface LoggedApp extends TestApp {
  /** Every JSON line the app logged, oldest first. */
  logLines: Array<Record<string, unknown>>;
}

/** The app as `npm start` builds it, on this file's test database, with METRICS_TOKEN as given. */
async function processApp(metricsToken: string | undefined): Promise<LoggedApp> {
  const { database, url } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-metrics-'));
  const env = { DATA_DIR: dataDir, ...(url === 'memory://' ? {} : { DATABASE_URL: url }), ...(metricsToken ? { METRICS_TOKEN: metricsToken } : {}) };
  const config = loadConfig(env, { runJobs: false, serveSpa: false });
  const logLines: Array<Record<string, unknown>> = [];
  const logger = createLogger('info', { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
  const ctx = createAppContext(config, database.db, logger);
  const app = await buildApp(ctx, { sessionSecret: 'a-test-session-secret-that-is-long-enough' });
  // A route that fails, to see a 500 counted and its error logged beside the request's line.
  app.get('/test-only/fails/', { config: { access: 'public' }, schema: { response: { 200: DetailBody } } }, async () => {
    throw new Error('the database went away');
  });
  await app.ready();
  return {
    app,
    ctx,
    sentMail: [],
    databaseUrl: url,
    logLines,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const test = {} as LoggedApp;
beforeAll(async () => {
  Object.assign(test, await processApp(TOKEN));
});
afterAll(() => test.close());

async function scrape(app: TestApp = test): Promise<string> {
  const response = await app.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one series, e.g. `name{a="1",b="2"}`; undefined when the scrape has no such line. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The app's address, listening from the first test that needs a real socket on. */
async function listening(): Promise<string> {
  const address = test.app.server.address() as AddressInfo | null;
  return address ? `http://127.0.0.1:${address.port}` : test.app.listen({ port: 0, host: '127.0.0.1' });
}

/** A signed-in tab's live notification channel, open. */
function openNotificationSocket(baseUrl: string, member: TestClient): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/notifications/socket/`, { headers: { cookie: member.cookieHeader, origin: baseUrl } });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Waits (at most 5 s) for a scraped value to settle: a closed socket is counted down when the server sees the close. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await condition()).toBe(true);
}

describe('GET /metrics', () => {
  it('answers only the bearer of METRICS_TOKEN: 401 without it or with another, 200 text/plain with it', async () => {
    const missing = await test.app.inject({ method: 'GET', url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: 'A valid metrics token is required.' });
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');

    const wrong = await test.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);

    const right = await test.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    // No session or CSRF cookie is handed to a scraper.
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('is not served at all without METRICS_TOKEN, not even to loopback (a local reverse proxy makes everyone loopback)', async () => {
    const untokened = await processApp(undefined);
    try {
      const response = await untokened.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { authorization: 'Bearer anything' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    } finally {
      await untokened.close();
    }
  });

  it('is in the OpenAPI document as text/plain behind the metrics bearer scheme', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { security: unknown; responses: Record<string, { content: Record<string, unknown> }> } }>;
    }>();
    const operation = document.paths['/metrics'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/plain']);
    expect(operation.security).toEqual([{ metrics: [] }]);
  });

  it('times requests per method, route pattern and status, never per raw URL', async () => {
    const { member, client } = await signedInMember(test);
    await client.get(`/directory/${member.id}/`);
    await client.get('/directory/987654/');
    await test.app.inject({ method: 'GET', url: '/no/such/path/raw-path-marker' });
    await test.app.inject({ method: 'GET', url: '/test-only/fails/' });

    const text = await scrape();
    const count = (labels: string) => valueOf(text, `mockprep_http_request_duration_seconds_count{${labels}}`);
    expect(count('method="GET",route="/directory/:id/",status_code="200"')).toBe(1);
    expect(count('method="GET",route="/directory/:id/",status_code="404"')).toBe(1);
    expect(count('method="POST",route="/auth/login/",status_code="200"')).toBe(1);
    expect(count('method="GET",route="unmatched",status_code="404"')).toBe(1);
    expect(count('method="GET",route="/test-only/fails/",status_code="500"')).toBe(1);
    const seconds = valueOf(text, 'mockprep_http_request_duration_seconds_sum{method="GET",route="/directory/:id/",status_code="200"}')!;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(10);
    expect(text).not.toContain(`/directory/${member.id}/"`);
    // A word no metric contains (a number could turn up inside a process figure such as memory in bytes).
    expect(text).not.toContain('raw-path-marker');
  });

  it('reports pairing runs: time, outcome, and the pairs and pool size of the last applied run', async () => {
    await seedQueues(test, { technical: 4, behavioral: 4 });
    for (const grid of Object.values(TWO_PAIRS_AND_A_LONER)) await poolMember(test, grid);
    const weekStart = openWeekStart(test.ctx.clock.now(), test.ctx.config.communityTimeZone);
    await runPairing(test.ctx, { weekStart, dryRun: false });
    await expect(runPairing(test.ctx, { weekStart: '2020-01-05', dryRun: false })).rejects.toBeInstanceOf(PairingRefused);

    const text = await scrape();
    expect(valueOf(text, 'mockprep_pairing_runs_total{mode="apply",outcome="paired"}')).toBe(1);
    expect(valueOf(text, 'mockprep_pairing_runs_total{mode="apply",outcome="refused"}')).toBe(1);
    expect(valueOf(text, 'mockprep_pairing_run_duration_seconds_count{mode="apply"}')).toBe(2);
    expect(valueOf(text, 'mockprep_pairing_last_run_pairs')).toBe(2);
    expect(valueOf(text, 'mockprep_pairing_last_run_pool_size')).toBe(5);
    expect(valueOf(text, 'mockprep_pairing_last_run_timestamp_seconds')).toBeCloseTo(Date.now() / 1000, -2);
  });

  it('counts job ticks by job and outcome, and times the ones that ran', async () => {
    const jobs: Job[] = [
      { name: 'fine', lockKey: 9_100_001, everyMs: 3_600_000, runAtStart: true, run: async () => {} },
      { name: 'broken', lockKey: 9_100_002, everyMs: 3_600_000, runAtStart: true, run: async () => Promise.reject(new Error('no luck')) },
    ];
    await startJobs(test.ctx, jobs)();

    const text = await scrape();
    expect(valueOf(text, 'mockprep_job_runs_total{job="fine",outcome="completed"}')).toBe(1);
    expect(valueOf(text, 'mockprep_job_runs_total{job="broken",outcome="failed"}')).toBe(1);
    expect(valueOf(text, 'mockprep_job_duration_seconds_count{job="fine"}')).toBe(1);
    expect(valueOf(text, 'mockprep_job_duration_seconds_count{job="broken"}')).toBe(1);
  });

  it('counts a tick as skipped when another runner holds the job\'s lock', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const exclusive: Job = { name: 'exclusive', lockKey: 9_100_003, everyMs: 3_600_000, runAtStart: true, run: () => gate };
    // Two schedulers, as two processes would run them: one takes the lock and waits, the other finds it taken.
    const stops = [startJobs(test.ctx, [exclusive]), startJobs(test.ctx, [exclusive])];
    const deadline = Date.now() + 5000;
    while (valueOf(await scrape(), 'mockprep_job_runs_total{job="exclusive",outcome="skipped"}') !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    release();
    await Promise.all(stops.map((stop) => stop()));

    const text = await scrape();
    expect(valueOf(text, 'mockprep_job_runs_total{job="exclusive",outcome="skipped"}')).toBe(1);
    expect(valueOf(text, 'mockprep_job_runs_total{job="exclusive",outcome="completed"}')).toBe(1);
    expect(valueOf(text, 'mockprep_job_duration_seconds_count{job="exclusive"}')).toBe(1);
  });

  it("counts the context's mail as sent, and a mailer's failure as failed", async () => {
    const before = valueOf(await scrape(), 'mockprep_mail_sent_total') ?? 0;
    await test.ctx.mailer.send({ to: 'ada@example.edu', subject: 'Hello', text: 'Hi' });
    expect(valueOf(await scrape(), 'mockprep_mail_sent_total')).toBe(before + 1);

    const metrics = new AppMetrics();
    const failing = metrics.countingMailer({ send: () => Promise.reject(new Error('SMTP is down')) });
    await expect(failing.send({ to: 'ada@example.edu', subject: 'Hello', text: 'Hi' })).rejects.toThrow('SMTP is down');
    const text = await metrics.registry.metrics();
    expect(valueOf(text, 'mockprep_mail_failed_total')).toBe(1);
    expect(valueOf(text, 'mockprep_mail_sent_total')).toBe(0);
  });

  it('counts open room connections while they are open', async () => {
    const baseUrl = await listening();
    const ada = await signedInMember(test, { firstName: 'Ada' });
    const bob = await signedInMember(test, { firstName: 'Bob' });
    const [roomId] = await pairForRoom(test, ada.member, bob.member);
    const tab = await RoomTestClient.open(baseUrl, roomId, { member: ada.client });
    await tab.until(() => tab.received.some((message) => message.type === 'sync'));
    expect(valueOf(await scrape(), 'mockprep_room_connections')).toBe(1);

    await tab.close();
    await until(async () => valueOf(await scrape(), 'mockprep_room_connections') === 0);
  });

  it('counts open notification sockets while they are open', async () => {
    const baseUrl = await listening();
    const ada = await signedInMember(test, { firstName: 'Ada' });
    const tabs = await Promise.all([0, 1].map(() => openNotificationSocket(baseUrl, ada.client)));
    expect(valueOf(await scrape(), 'mockprep_notification_sockets')).toBe(2);

    tabs[0].close();
    await until(async () => valueOf(await scrape(), 'mockprep_notification_sockets') === 1);
    tabs[1].close();
    await until(async () => valueOf(await scrape(), 'mockprep_notification_sockets') === 0);
  });

  it("includes the process's memory, CPU and event-loop lag", async () => {
    const text = await scrape();
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(1024 * 1024);
    expect(valueOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('the request log', () => {
  it('writes one line per request, with its id, route, URL, status and time; a failure also logs its error under the same id', async () => {
    test.logLines.length = 0;
    await test.app.inject({ method: 'GET', url: '/auth/session/' });
    await test.app.inject({ method: 'GET', url: '/auth/csrf/?from=test' });
    await test.app.inject({ method: 'GET', url: '/test-only/fails/' });

    const requestLines = test.logLines.filter((line) => line.reqId !== undefined && line.msg !== 'request failed');
    expect(requestLines.map((line) => line.msg)).toEqual(['request completed', 'request completed', 'request completed']);
    expect(new Set(requestLines.map((line) => line.reqId)).size).toBe(3);
    expect(requestLines[1]).toMatchObject({ level: 30, method: 'GET', route: '/auth/csrf/', url: '/auth/csrf/?from=test', statusCode: 200 });
    expect(requestLines[1].responseTime).toEqual(expect.any(Number));
    expect(requestLines[2]).toMatchObject({ route: '/test-only/fails/', statusCode: 500 });

    const failure = test.logLines.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({ level: 50, reqId: requestLines[2].reqId, err: expect.objectContaining({ message: 'the database went away' }) });
  });
});
