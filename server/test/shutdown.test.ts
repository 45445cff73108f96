import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { npmStartArgs } from '../../e2e/support/npm-start';
import { openDatabase } from '../src/db/client';
import { interviews } from '../src/db/schema';
import { insertMember } from '../src/modules/members/repository';
import { roomWeek } from './helpers/room-client';
import { fixturePasswordHash } from './helpers/test-app';
import { givePreparedDatabase } from './helpers/test-database';

// A real `npm start` process on an embedded database of its own, stopped with SIGTERM as a deploy stops it, while a
// keep-alive client sends requests back to back and a member sits in the interview room.
const PROCESS_TIMEOUT_MS = 120_000;
const DRAIN_SECONDS = 2;
const root = path.resolve(__dirname, '../..');
const PASSWORD = 'correct horse battery';

let dataDir: string;
let distDir: string;
let baseUrl: string;
let server: ChildProcess;
let serverOutput = '';
let exited: Promise<number | null>;
let interviewId: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The data the room needs, written before the server owns the directory: a pair of verified members interviewing each other this week. */
async function seedPair(): Promise<string> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const passwordHash = await fixturePasswordHash(PASSWORD);
    const ada = await insertMember(database.db, { username: 'ada', email: 'ada@example.edu', firstName: 'Ada', isVerified: true, passwordHash });
    const bob = await insertMember(database.db, { username: 'bob', email: 'bob@example.edu', firstName: 'Bob', isVerified: true, passwordHash });
    const { weekStart, dateEffective } = roomWeek();
    const [adaInterviewsBob] = await database.db
      .insert(interviews)
      .values([
        { weekStart, interviewerId: ada.id, intervieweeId: bob.id, dateEffective },
        { weekStart, interviewerId: bob.id, intervieweeId: ada.id, dateEffective },
      ])
      .returning();
    return adaInterviewsBob.id;
  } finally {
    await database.close();
  }
}

/** Signs Ada in as the SPA does (CSRF token first) and returns her cookies. */
async function signInAda(): Promise<string> {
  const csrf = await fetch(`${baseUrl}/auth/csrf/`);
  const csrfCookie = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const login = await fetch(`${baseUrl}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf.headers.get('x-csrftoken') ?? '', cookie: csrfCookie.join('; ') },
    body: JSON.stringify({ username: 'ada', password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return [...csrfCookie, ...login.headers.getSetCookie().map((cookie) => cookie.split(';')[0])].join('; ');
}

interface Outcome {
  at: number;
  status?: number;
  connection?: string;
  error?: string;
}

/**
 * One keep-alive connection at a time (as a browser or a proxy keeps one), a request as soon as the last one
 * was answered, until the listener is gone (the connection is refused).
 */
async function sendBackToBack(url: string, outcomes: Outcome[]): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (;;) {
      const outcome = await new Promise<Outcome>((resolve) => {
        const request = http.get(url, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ at: Date.now(), status: response.statusCode, connection: response.headers.connection }));
          response.on('error', (error: NodeJS.ErrnoException) => resolve({ at: Date.now(), error: error.code ?? error.message }));
        });
        request.on('error', (error: NodeJS.ErrnoException) => resolve({ at: Date.now(), error: error.code ?? error.message }));
      });
      outcomes.push(outcome);
      if (outcome.error === 'ECONNREFUSED') return;
      if (outcome.error && server.exitCode !== null) return;
    }
  } finally {
    agent.destroy();
  }
}

/** A request whose body is still arriving when the listener closes: it must be answered, not cut. */
function slowRequest(firstHalfSentAt: () => void, secondHalfAfterMs: number): Promise<{ status?: number; error?: string }> {
  const body = JSON.stringify({ username: 'ada', password: 'not her password' });
  return new Promise((resolve) => {
    const request = http.request(`${baseUrl}/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.write(body.slice(0, 10));
    request.flushHeaders();
    firstHalfSentAt();
    setTimeout(() => request.end(body.slice(10)), secondHalfAfterMs);
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-shutdown-'));
  givePreparedDatabase(dataDir);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>MockPrep</title>');
  interviewId = await seedPair();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SESSION_SECRET: '',
    RUN_JOBS: 'false',
    SKIP_BUILD: '1',
    DIST_DIR: distDir,
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    SHUTDOWN_TIMEOUT_SECONDS: '10',
  };
  server = spawn(process.execPath, npmStartArgs(), { cwd: root, env });
  exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  const deadline = Date.now() + PROCESS_TIMEOUT_MS;
  while (!serverOutput.includes(`MockPrep is running at ${baseUrl}`)) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not start:\n${serverOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 2 * PROCESS_TIMEOUT_MS);

afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('drains: keep-alive requests answered (none reset, none 503), a slow request finished, the room told to reconnect, exit 0', async () => {
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    const cookie = await signInAda();
    const room = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/interview/${interviewId}/room/socket/`, { headers: { cookie, origin: baseUrl } });
    await new Promise<void>((resolve, reject) => {
      room.once('message', () => resolve());
      room.once('error', reject);
    });
    const roomClosed = new Promise<{ code: number; reason: string; at: number }>((resolve) => room.once('close', (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() })));

    const outcomes: Outcome[] = [];
    const load = sendBackToBack(`${baseUrl}/config/`, outcomes);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalAt = Date.now();
    server.kill('SIGTERM');

    // Early in the drain window: a request whose body ends only after the listener has closed.
    await new Promise((resolve) => setTimeout(resolve, 200));
    let slowStartedAt = 0;
    const slow = slowRequest(() => (slowStartedAt = Date.now()), DRAIN_SECONDS * 1000 + 500);
    // The probe says "not ready" as soon as the process has taken in the signal, while requests are still served.
    let readiness = await fetch(`${baseUrl}/readyz`);
    while (readiness.status === 200) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      readiness = await fetch(`${baseUrl}/readyz`);
    }

    expect(await exited).toBe(0);
    await load;

    expect({ status: readiness.status, body: await readiness.json() }).toEqual({ status: 503, body: { detail: 'The server is shutting down.' } });
    // Started before the listener closed, its body completed after: answered (CSRF refused), not cut.
    expect(await slow).toEqual({ status: 403 });
    expect(slowStartedAt).toBeLessThan(signalAt + DRAIN_SECONDS * 1000);

    const failures = outcomes.filter((outcome) => outcome.error !== undefined || (outcome.status ?? 0) >= 500);
    expect(failures).toEqual([{ at: expect.any(Number), error: 'ECONNREFUSED' }]);
    // Kept alive until the process takes in the signal; then answers close their connection, so a client behind a
    // load balancer reconnects to another process; the answer before the refusal told the client to close too.
    const answered = outcomes.filter((outcome) => outcome.status === 200);
    expect(answered.filter((outcome) => outcome.at < signalAt).every((outcome) => outcome.connection === 'keep-alive')).toBe(true);
    expect(answered.filter((outcome) => outcome.connection === 'close').length).toBeGreaterThan(10);
    expect(answered.at(-1)?.connection).toBe('close');

    const closed = await roomClosed;
    expect({ code: closed.code, reason: closed.reason }).toEqual({ code: 1012, reason: 'server restarting, reconnecting' });
    // Closed when the listener closed, not at the signal: during the drain the room kept working.
    expect(closed.at - signalAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000 - 100);
  }, PROCESS_TIMEOUT_MS);
});
