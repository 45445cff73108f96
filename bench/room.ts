/**
 * The interview room under load (issue 19; 500 rooms since issue 31): ROOMS pairs (two verified members each, the
 * pair's two interviews and a seeded session per member) in a fresh database, then two simulated browser tabs per room, each on a real
 * WebSocket with its member's session cookie and the app's origin, keeping a Yjs document in step with the
 * room as the SPA does (`sync` first, then `update`s; contracts/room.ts). Every tab types a short string into
 * `round-1` 5 times a second (jittered) for BENCH_ROOM_SECONDS (default 30). Each string carries
 * its edit number, so the partner tab sees which edit arrived and when: edit → partner latency (p50/p95/p99/max;
 * both tabs of a room live in the same thread). Server CPU per edit has a target (0.2 ms, issue 31). Afterwards every room's two documents must be identical,
 * nothing may be lost, and the document stored in room_updates must read back as the tabs' text.
 *
 * The server runs as real `npm start` processes (its bundle and V8 flags; not in this process: the tabs' Yjs and JSON
 * work would be counted as the server's and would delay it), preloaded with `room-server-probe.ts`, which
 * reports the process's CPU time and memory over IPC. Modes:
 *  - embedded: one process on the embedded database (PGlite in a fresh DATA_DIR);
 *  - postgres: two processes on a PostgreSQL database created for the run, each room's two tabs on different
 *    processes (the edit goes through room_updates and NOTIFY). The database is made next to the one named by
 *    BENCH_DATABASE_URL, else TEST_DATABASE_URL (CI sets it), else DATABASE_URL, as `<that name>_room_bench`,
 *    and dropped afterwards; the named database itself is not touched. The role needs CREATEDB. Without any
 *    URL, a row says the mode was skipped.
 *
 *  - whiteboard (issue 29): one process on the embedded database, BENCH_ROOM_WHITEBOARD_ROOMS (default 100) rooms
 *    whose two tabs add and move shapes on `whiteboard-1` 2 times a second each (room-workloads.ts).
 *
 * Latency and memory rows print their target and whether it is met; a MISS fails nothing. Lost edits,
 * documents that differ or a stored document that differs make the section fail.
 * The tabs run in BENCH_ROOM_TAB_THREADS (default 2) worker threads (room-tabs-worker.ts), both tabs of a room in
 * the same one. BENCH_ROOM_ROOMS (default 500) and BENCH_ROOM_SECONDS change the load, BENCH_ROOM_MODES=embedded (or postgres,
 * or whiteboard, or a comma-separated list) runs those modes; BENCH_ROOM_CURSORS=1 sends each tab's cursor (awareness)
 * with each edit, as the SPA's editor does; BENCH_ROOM_CPU_PROF=<dir> has every server process write a V8 CPU profile there (Chrome DevTools).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Signer } from '@fastify/cookie';
import { count } from 'drizzle-orm';
import pg from 'pg';
import * as Y from 'yjs';
import { openDatabase, type Database } from '../server/src/db/client';
import { interviews, members, roomSnapshots, roomUpdates, sessions } from '../server/src/db/schema';
import { sessionIdHash } from '../server/src/modules/auth/session-store';
import { loadDocument } from '../server/src/modules/room/persistence';
import type { ProbeSample } from './room-server-probe';
import { now } from './room-tab';
import type { FromTabThread, TabRoom, TabThreadData, TabThreadResults, ToTabThread } from './room-tabs-worker';
import { codeWorkload, whiteboardWorkload, type Workload } from './room-workloads';
import { bundleServerOnce, npmStart } from '../e2e/support/npm-start';
import { writeDist } from './server-load';

function positiveNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const ROOMS = Math.round(positiveNumber('BENCH_ROOM_ROOMS', 500));
const WHITEBOARD_ROOMS = Math.round(positiveNumber('BENCH_ROOM_WHITEBOARD_ROOMS', 100));
const SECONDS = positiveNumber('BENCH_ROOM_SECONDS', 30);
/** BENCH_ROOM_MODES: which of the three runs (default all). */
const MODES = new Set((process.env.BENCH_ROOM_MODES || 'embedded,postgres,whiteboard').split(',').map((mode) => mode.trim()));
const TARGET_P99_MS = { embedded: 50, postgres: 150, whiteboard: 100 };
const TARGET_MB_PER_ROOM = 1;
/** Issue 31: 500 rooms at 5 edits/s per tab are 5,000 edits/s, so a core is 0.2 ms an edit. */
const TARGET_CPU_MS_PER_EDIT = 0.2;
/** Threads the simulated tabs run in (BENCH_ROOM_TAB_THREADS): 1,000 tabs' Yjs and JSON work is about a core. */
const TAB_THREADS = Math.round(positiveNumber('BENCH_ROOM_TAB_THREADS', 2));
/** BENCH_ROOM_CURSORS=1: each edit also sends the tab's cursor (an awareness update), as the SPA's editor does: twice the messages. */
const WITH_CURSORS = process.env.BENCH_ROOM_CURSORS === '1';
const SESSION_SECRET = 'bench-room-session-secret-that-is-long-enough';
const SESSION_MAX_AGE_MS = 14 * 86_400_000;
/** Upgrades under way at once while the tabs connect (a class opening the room at the hour, not all at once). */
const CONNECT_CONCURRENCY = 20;
/** After the typing stops: how long edits still in flight may take to arrive before they count as lost. */
const DRAIN_TIMEOUT_MS = 15_000;
const ROOT = path.resolve(__dirname, '..');
const PROBE = pathToFileURL(path.join(__dirname, 'room-server-probe.ts')).href;

type Row = Record<string, string | number>;
type Mode = 'embedded' | 'postgres' | 'whiteboard';

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

// ---- the database ---------------------------------------------------------------------------------------

/** A pair's room: the lead interview (lower interviewer id: the room id), the other one, and each member's Cookie header. */
interface Pair {
  lead: string;
  reverse: string;
  /** [the lead interviewer's, the partner's] */
  cookies: [string, string];
}

/**
 * Members, interviews and sessions straight into the tables. Signing 400 members in through the login route
 * would hash 400 passwords (scrypt) and run into the login rate limits, and measure neither. The sessions are
 * what @fastify/session stores after a sign-in (DatabaseSessionStore: the row id is sha-256 of the session id,
 * the cookie is the id signed with SESSION_SECRET), with `touchedAt` now so that opening the room writes nothing.
 */
async function seedRooms(database: Database, rooms: number): Promise<Pair[]> {
  const { db } = database;
  const now = Date.now();
  const weekStart = new Date(now - new Date(now).getUTCDay() * 86_400_000).toISOString().slice(0, 10);
  const memberIds: number[] = [];
  for (let start = 0; start < rooms * 2; start += 500) {
    const batch = Array.from({ length: Math.min(500, rooms * 2 - start) }, (_, offset) => {
      const index = start + offset;
      return {
        username: `room_bench${index}`,
        email: `room_bench${index}@bench.example`,
        // Never checked: these members are signed in by their seeded sessions.
        passwordHash: 'bench: no password',
        firstName: index % 2 === 0 ? 'Ada' : 'Grace',
        lastName: `Bench${index}`,
        isVerified: true,
      };
    });
    memberIds.push(...(await db.insert(members).values(batch).returning({ id: members.id })).map(({ id }) => id));
  }
  memberIds.sort((a, b) => a - b);

  const signer = new Signer(SESSION_SECRET, 'sha256');
  const cookieOf = new Map<number, string>();
  const sessionRows = memberIds.map((memberId) => {
    const sessionId = randomBytes(24).toString('base64url');
    cookieOf.set(memberId, `sessionid=${encodeURIComponent(signer.sign(sessionId))}`);
    const expires = new Date(now + SESSION_MAX_AGE_MS);
    const cookie = { expires: expires.toISOString(), originalMaxAge: SESSION_MAX_AGE_MS, sameSite: 'lax', secure: false, path: '/', httpOnly: true, domain: null };
    return { id: sessionIdHash(sessionId), memberId, data: { cookie, memberId, touchedAt: now }, expiresAt: expires };
  });
  for (let start = 0; start < sessionRows.length; start += 500) await db.insert(sessions).values(sessionRows.slice(start, start + 500));

  const pairs: Pair[] = [];
  for (let start = 0; start < rooms; start += 250) {
    const values = [];
    for (let room = start; room < Math.min(rooms, start + 250); room++) {
      const [lead, partner] = [memberIds[2 * room], memberIds[2 * room + 1]];
      // Now: the room is open until the end of the interview's week (in the community's time zone).
      const dateEffective = new Date(now);
      values.push({ weekStart, interviewerId: lead, intervieweeId: partner, dateEffective }, { weekStart, interviewerId: partner, intervieweeId: lead, dateEffective });
    }
    const rows = await db.insert(interviews).values(values).returning({ id: interviews.id, interviewerId: interviews.interviewerId, intervieweeId: interviews.intervieweeId });
    const byInterviewer = new Map(rows.map((row) => [row.interviewerId, row]));
    for (let room = start; room < Math.min(rooms, start + 250); room++) {
      const [lead, partner] = [memberIds[2 * room], memberIds[2 * room + 1]];
      pairs.push({ lead: byInterviewer.get(lead)!.id, reverse: byInterviewer.get(partner)!.id, cookies: [cookieOf.get(lead)!, cookieOf.get(partner)!] });
    }
  }
  return pairs;
}

/** What was stored: room_updates and room_snapshots rows, and how many rooms read back as the tabs' final content. */
async function storedFigures(database: Database, pairs: Pair[], workload: Workload, contents: string[]): Promise<{ updateRows: number; snapshots: number; matching: number }> {
  const [{ updateRows }] = await database.db.select({ updateRows: count() }).from(roomUpdates);
  const [{ snapshots }] = await database.db.select({ snapshots: count() }).from(roomSnapshots);
  let matching = 0;
  for (let room = 0; room < pairs.length; room++) {
    const stored = await loadDocument(database.db, pairs[room].lead);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, stored.state);
    if (workload.content(doc) === contents[room]) matching += 1;
    doc.destroy();
  }
  return { updateRows: Number(updateRows), snapshots: Number(snapshots), matching };
}

// ---- server processes -------------------------------------------------------------------------------------

interface ServerProcess {
  url: string;
  probe(gc: boolean): Promise<ProbeSample>;
  stop(): Promise<void>;
}

/**
 * A real server process on the given data directory and database: `npm start`'s bundle and V8 flags without the
 * SPA's build, plus tsx for the probe (a TypeScript file; the bundle itself is plain JavaScript).
 */
async function startServerProcess(dataDir: string, distDir: string, databaseUrl: string): Promise<ServerProcess> {
  const profileDir = process.env.BENCH_ROOM_CPU_PROF;
  bundleServerOnce();
  const start = npmStart();
  const child = spawn(
    process.execPath,
    [...start.nodeFlags, '--expose-gc', '--import', 'tsx', '--import', PROBE, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []), start.entry],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DIST_DIR: distDir,
        DATABASE_URL: databaseUrl,
        SESSION_SECRET,
        SKIP_BUILD: '1',
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: '',
        CORS_ORIGINS: '',
        RUN_JOBS: 'false',
        DISCORD_BOT_TOKEN: '',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  // With an IPC channel in `stdio` the types no longer know these are pipes.
  const stdout = child.stdout!;
  const stderr = child.stderr!;
  // The last few KB of its output, for the error when it fails.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  stdout.on('data', keep);
  stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 120 s:\n${output}`)), 120_000);
    const onData = () => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      stdout.off('data', onData);
      resolve(match[1]);
    };
    stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it started:\n${output}`));
    });
  });
  let url: string;
  try {
    url = await started;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    probe: (gc) =>
      new Promise<ProbeSample>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the server did not answer the probe')), 30_000);
        child.once('message', (sample) => {
          clearTimeout(timer);
          resolve(sample as ProbeSample);
        });
        child.send({ probe: true, gc });
      }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

/** Fails early, with a clear message, when a seeded session does not sign its member in. */
async function checkSession(baseUrl: string, cookie: string): Promise<void> {
  const response = await fetch(`${baseUrl}/auth/session/`, { headers: { cookie } });
  const body = await response.text();
  if (!response.ok) throw new Error(`a seeded session does not sign in (${response.status} ${body}): has the session format changed? (bench/room.ts seedRooms)`);
}

/** Clock ticks a second, for /proc/<pid>/stat. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds the processes named `postgres` on this machine have used (the PostgreSQL server: postmaster and
 * backends), from /proc; null when there are none (a server elsewhere, or no /proc). Other users of the same
 * cluster count too.
 */
function localPostgresCpuSeconds(): number | null {
  let ticks = 0;
  let found = false;
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const nameEnd = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, nameEnd) !== 'postgres') continue;
      // After the name: state is field 3; utime and stime are fields 14 and 15.
      const fields = stat.slice(nameEnd + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // The process ended meanwhile.
    }
  }
  return found ? ticks / CLOCK_TICKS : null;
}

// ---- simulated tabs ---------------------------------------------------------------------------------------

// ---- one run ----------------------------------------------------------------------------------------------

interface RunFigures {
  connectSeconds: number;
  sent: number;
  received: number;
  lost: number;
  identical: number;
  /** Each room's final content (the first tab's). */
  contents: string[];
  latencies: Float64Array;
  /** Median latency in each third of the typing: growing means the server falls behind. */
  p50ByThird: number[];
  serverErrors: string;
  /** Per server process: CPU time over the typing, as % of one core. */
  serverCpuPct: number[];
  /** Per server process over the typing: event loop busy (% of wall time, CPU or blocked) and its delay p99 (ms). */
  serverLoopBusyPct: number[];
  serverLoopDelayP99Ms: number[];
  /** Per server process: resident and live-heap (heap + external) growth from before the rooms opened to after the typing, bytes. */
  rssGrowth: number[];
  heapGrowth: number[];
  clientCpuPct: number;
  clientLoopP99Ms: number;
  /** The local PostgreSQL server's CPU over the typing, % of one core (PostgreSQL mode, when it runs here). */
  databaseCpuPct: number | null;
  /** The machine's 1-minute load average when the typing started and when it ended. */
  loadAverage: [number, number];
}

/** A tab thread (room-tabs-worker.ts), started through tsx like this process, and its messages as promises. */
class TabThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<FromTabThread['type'], (message: FromTabThread) => void>();
  private failure: Error | null = null;

  constructor(data: TabThreadData) {
    this.worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(path.join(__dirname, 'room-tabs-worker.ts'))});`, { eval: true, workerData: data });
    this.worker.on('message', (message: FromTabThread) => {
      if (message.type === 'failed') this.fail(new Error(message.message));
      else this.waiting.get(message.type)?.(message);
    });
    this.worker.on('error', (error) => this.fail(error));
  }

  private fail(error: Error): void {
    this.failure = error;
    for (const settle of this.waiting.values()) settle({ type: 'failed', message: error.message });
  }

  /** The thread's next message of that type (after `send`, when given). */
  async next<T extends FromTabThread['type']>(type: T, send?: ToTabThread): Promise<Extract<FromTabThread, { type: T }>> {
    const message = await new Promise<FromTabThread>((resolve) => {
      if (this.failure) return resolve({ type: 'failed', message: this.failure.message });
      this.waiting.set(type, resolve);
      if (send) this.worker.postMessage(send);
    });
    this.waiting.delete(type);
    if (message.type === 'failed') throw new Error(message.message);
    return message as Extract<FromTabThread, { type: T }>;
  }

  send(message: ToTabThread): void {
    this.worker.postMessage(message);
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

/** Opens every room's two tabs (a on the first server, b on the last) in TAB_THREADS threads, types, waits for delivery, closes. */
async function runRooms(servers: ServerProcess[], pairs: Pair[], workload: Workload, measurePostgres: boolean): Promise<RunFigures> {
  const before = await Promise.all(servers.map((server) => server.probe(true)));
  const first = servers[0];
  const last = servers[servers.length - 1];
  const rooms: TabRoom[] = pairs.map((pair) => ({
    a: { url: first.url, interviewId: pair.lead, cookie: pair.cookies[0] },
    b: { url: last.url, interviewId: pair.reverse, cookie: pair.cookies[1] },
  }));
  const threadCount = Math.min(TAB_THREADS, rooms.length);
  // Room i in thread i % threadCount; its figures are put back in room order below.
  const shares = Array.from({ length: threadCount }, (_, thread) => rooms.filter((_, room) => room % threadCount === thread));
  const connectStarted = performance.now();
  const threads = shares.map((share) => new TabThread({ workload: workload.name, rooms: share, connectConcurrency: Math.ceil(CONNECT_CONCURRENCY / threadCount), withCursor: WITH_CURSORS }));
  try {
    await Promise.all(threads.map((thread) => thread.next('synced')));
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    await sleep(1_000);

    const loadAverage = os.loadavg()[0];
    const cpuStart = await Promise.all(servers.map((server) => server.probe(false)));
    const clientCpuStart = process.cpuUsage();
    const databaseCpuStart = measurePostgres ? localPostgresCpuSeconds() : null;
    const typingStarted = now();
    const until = typingStarted + SECONDS * 1000;
    for (const thread of threads) thread.send({ type: 'type', until });
    await sleep(SECONDS * 1000 + 300);
    const cpuEnd = await Promise.all(servers.map((server) => server.probe(false)));
    const clientCpu = process.cpuUsage(clientCpuStart);
    const databaseCpuEnd = databaseCpuStart === null ? null : localPostgresCpuSeconds();
    const typingMs = now() - typingStarted;
    const loadAverageAfter = os.loadavg()[0];

    const results = await Promise.all(threads.map((thread) => thread.next('results', { type: 'drain', deadline: now() + DRAIN_TIMEOUT_MS })));
    const after = await Promise.all(servers.map((server) => server.probe(true)));

    const contents: string[] = new Array(rooms.length);
    results.forEach((result, thread) => result.contents.forEach((content, index) => (contents[index * threadCount + thread] = content)));
    const latencies = results.flatMap((result) => [...result.latencies]);
    const arrivals = results.flatMap((result) => [...result.arrivals]);
    const thirds = [0, 1, 2].map((third) => {
      const from = typingStarted + (third * SECONDS * 1000) / 3;
      const to = from + (SECONDS * 1000) / 3;
      return Float64Array.from(latencies.filter((_, index) => arrivals[index] >= from && (third === 2 || arrivals[index] < to))).sort();
    });
    const serverErrors = new Map<string, number>();
    for (const [code, times] of results.flatMap((result) => result.serverErrors)) serverErrors.set(code, (serverErrors.get(code) ?? 0) + times);
    const sum = (pick: (result: TabThreadResults) => number) => results.reduce((total, result) => total + pick(result), 0);
    return {
      connectSeconds,
      sent: sum((result) => result.sent),
      received: sum((result) => result.received),
      lost: sum((result) => result.lost),
      identical: sum((result) => result.identical),
      contents,
      latencies: Float64Array.from(latencies).sort(),
      p50ByThird: thirds.map((third) => percentile(third, 0.5)),
      serverErrors: [...serverErrors].map(([code, times]) => `${code} x${times}`).join(', ') || 'none',
      serverCpuPct: servers.map((_, index) => ((cpuEnd[index].cpuMicros - cpuStart[index].cpuMicros) / 1000 / (cpuEnd[index].wallMs - cpuStart[index].wallMs)) * 100),
      serverLoopBusyPct: servers.map((_, index) => ((cpuEnd[index].loopActiveMs - cpuStart[index].loopActiveMs) / (cpuEnd[index].wallMs - cpuStart[index].wallMs)) * 100),
      serverLoopDelayP99Ms: cpuEnd.map((sample) => sample.loopDelayP99Ms),
      rssGrowth: servers.map((_, index) => after[index].rss - before[index].rss),
      heapGrowth: servers.map((_, index) => after[index].heapUsed + after[index].external - (before[index].heapUsed + before[index].external)),
      clientCpuPct: ((clientCpu.user + clientCpu.system) / 1000 / typingMs) * 100,
      clientLoopP99Ms: Math.max(...results.map((result) => result.loopDelayP99Ms)),
      databaseCpuPct: databaseCpuStart === null || databaseCpuEnd === null ? null : ((databaseCpuEnd - databaseCpuStart) * 1000 * 100) / typingMs,
      loadAverage: [loadAverage, loadAverageAfter],
    };
  } finally {
    await Promise.all(threads.map((thread) => thread.next('closed', { type: 'close' }).catch(() => undefined)));
    await Promise.all(threads.map((thread) => thread.stop()));
  }
}

function rowsFor(mode: Mode, label: string, run: RunFigures, stored: { updateRows: number; snapshots: number; matching: number }): Row[] {
  const rooms = run.contents.length;
  const p50 = percentile(run.latencies, 0.5);
  const p95 = percentile(run.latencies, 0.95);
  const p99 = percentile(run.latencies, 0.99);
  const max = run.latencies.at(-1) ?? NaN;
  const target = TARGET_P99_MS[mode];
  const mbPerRoom = Math.max(...run.rssGrowth) / rooms / 1024 / 1024;
  const heapKbPerRoom = Math.max(...run.heapGrowth) / rooms / 1024;
  const cpuTotal = run.serverCpuPct.reduce((sum, pct) => sum + pct, 0);
  const perProcess = run.serverCpuPct.length > 1 ? ` (${run.serverCpuPct.map((pct) => round(pct)).join(' + ')})` : '';
  const editsPerSecond = run.sent / SECONDS;
  const cpuMsPerEdit = (cpuTotal * 10) / editsPerSecond;
  const complete = run.lost === 0 && run.identical === rooms && stored.matching === rooms;
  return [
    {
      measure: `Edit to partner, ${label}`,
      target: `p99 <= ${target} ms`,
      measured: `p50 ${round(p50)}, p95 ${round(p95)}, p99 ${round(p99)}, max ${round(max)} ms (p50 by thirds of the run: ${run.p50ByThird.map((value) => round(value)).join(', ')})`,
      'ratio to target': round(p99 / target, 2),
      result: verdict(p99 <= target),
    },
    {
      measure: `Edits delivered and stored, ${label}`,
      target: 'none lost; both tabs and the store agree',
      measured:
        `${thousands(run.sent)} sent, ${thousands(run.received)} received, ${run.lost} lost; ${run.identical}/${rooms} rooms identical, ${stored.matching}/${rooms} stored = tabs; ` +
        `${thousands(stored.updateRows)} room_updates rows (${round(stored.updateRows / SECONDS)}/s for ${round(editsPerSecond)} edits/s), ${stored.snapshots} snapshots; ` +
        `server errors: ${run.serverErrors}; ${rooms * 2} tabs connected and synced in ${round(run.connectSeconds)} s`,
      'ratio to target': '',
      result: complete ? 'PASS' : 'FAIL',
    },
    {
      measure: `Server CPU per edit, ${label}`,
      target: mode === 'embedded' ? `<= ${TARGET_CPU_MS_PER_EDIT} ms` : '(reported)',
      measured:
        `${round(cpuMsPerEdit, 3)} ms (${round(cpuTotal)}% of one core${perProcess} for ${thousands(editsPerSecond)} edits/s); ` +
        `event loop busy ${run.serverLoopBusyPct.map((pct) => `${round(pct)}%`).join(' / ')}, delay p99 ${run.serverLoopDelayP99Ms.map((ms) => round(ms)).join(' / ')} ms` +
        (run.databaseCpuPct === null ? '' : `; PostgreSQL server ${round(run.databaseCpuPct)}%`) +
        `; the tabs (this process, ${TAB_THREADS} threads) ${round(run.clientCpuPct)}%, event-loop delay p99 ${round(run.clientLoopP99Ms)} ms; ` +
        `load average ${run.loadAverage.map((load) => round(load, 2)).join(' -> ')} over the typing`,
      'ratio to target': mode === 'embedded' ? round(cpuMsPerEdit / TARGET_CPU_MS_PER_EDIT, 2) : '',
      result: mode === 'embedded' ? verdict(cpuMsPerEdit <= TARGET_CPU_MS_PER_EDIT) : '',
    },
    {
      measure: `Server memory per open room, ${label}`,
      target: `<= ${TARGET_MB_PER_ROOM} MB`,
      measured: `${round(mbPerRoom, 3)} MB RSS (${run.rssGrowth.map((bytes) => `${bytes < 0 ? '' : '+'}${round(bytes / 1024 / 1024)} MB`).join(', ')} for ${rooms} rooms${run.rssGrowth.length > 1 ? ' each' : ''}); live heap ${round(heapKbPerRoom)} KB`,
      'ratio to target': round(mbPerRoom / TARGET_MB_PER_ROOM, 2),
      result: verdict(mbPerRoom <= TARGET_MB_PER_ROOM),
    },
  ];
}

// ---- the two modes ------------------------------------------------------------------------------------------

/** One process on the embedded database: the code (`embedded`) or the whiteboard (`whiteboard`) workload. */
async function embeddedMode(workDir: string, distDir: string, mode: 'embedded' | 'whiteboard'): Promise<{ rows: Row[]; complete: boolean }> {
  const [workload, rooms, label] =
    mode === 'whiteboard' ? [whiteboardWorkload, WHITEBOARD_ROOMS, 'whiteboard, embedded, 1 process'] : [codeWorkload, ROOMS, `embedded, 1 process${WITH_CURSORS ? ', with cursors' : ''}`];
  console.log(`${mode}: ${rooms} rooms x 2 tabs, ${workload.editsPerSecond} edits/s per tab for ${SECONDS} s`);
  const dataDir = path.join(workDir, mode);
  const seeding = await openDatabase({ databaseUrl: undefined, dataDir });
  let pairs: Pair[];
  try {
    await seeding.migrate();
    pairs = await seedRooms(seeding, rooms);
  } finally {
    await seeding.close();
  }
  const server = await startServerProcess(dataDir, distDir, '');
  let run: RunFigures;
  try {
    await checkSession(server.url, pairs[0].cookies[0]);
    run = await runRooms([server], pairs, workload, false);
  } finally {
    // Stopping stores what is pending (RoomHub.close) and releases the embedded database for the check below.
    await server.stop();
  }
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const stored = await storedFigures(database, pairs, workload, run.contents);
    return { rows: rowsFor(mode, label, run, stored), complete: stored.matching === rooms && run.lost === 0 && run.identical === rooms };
  } finally {
    await database.close();
  }
}

function postgresUrlGiven(): { url: string; from: string } | null {
  for (const name of ['BENCH_DATABASE_URL', 'TEST_DATABASE_URL', 'DATABASE_URL']) {
    const url = process.env[name];
    if (url && /^postgres(ql)?:\/\//.test(url)) return { url, from: name };
  }
  return null;
}

async function asAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function postgresMode(workDir: string, distDir: string, given: { url: string; from: string }): Promise<{ rows: Row[]; complete: boolean }> {
  const benchUrl = new URL(given.url);
  const name = `${decodeURIComponent(benchUrl.pathname.slice(1)) || benchUrl.username || 'postgres'}_room_bench`.slice(0, 63);
  const quoted = `"${name.replace(/"/g, '""')}"`;
  benchUrl.pathname = `/${encodeURIComponent(name)}`;
  await asAdmin(given.url, `DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
  await asAdmin(given.url, `CREATE DATABASE ${quoted}`);
  try {
    const seeding = await openDatabase({ databaseUrl: benchUrl.href, dataDir: workDir });
    let pairs: Pair[];
    try {
      await seeding.migrate();
      pairs = await seedRooms(seeding, ROOMS);
    } finally {
      await seeding.close();
    }
    const servers: ServerProcess[] = [];
    let run: RunFigures;
    try {
      for (const index of [1, 2]) servers.push(await startServerProcess(path.join(workDir, `postgres-${index}`), distDir, benchUrl.href));
      await checkSession(servers[1].url, pairs[0].cookies[1]);
      run = await runRooms(servers, pairs, codeWorkload, true);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
    const database = await openDatabase({ databaseUrl: benchUrl.href, dataDir: workDir });
    try {
      const stored = await storedFigures(database, pairs, codeWorkload, run.contents);
      const label = 'PostgreSQL, 2 processes, partners apart';
      return { rows: rowsFor('postgres', label, run, stored), complete: stored.matching === ROOMS && run.lost === 0 && run.identical === ROOMS };
    } finally {
      await database.close();
    }
  } finally {
    await asAdmin(given.url, `DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
  }
}

export async function benchRoom(): Promise<Row[]> {
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus.length} cores (${cpus[0]?.model ?? 'unknown CPU'}), load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`,
  );
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-bench-room-'));
  const distDir = path.join(workDir, 'dist');
  writeDist(distDir);
  const rows: Row[] = [];
  const failures: string[] = [];
  try {
    if (MODES.has('embedded')) {
      const embedded = await embeddedMode(workDir, distDir, 'embedded');
      rows.push(...embedded.rows);
      if (!embedded.complete) failures.push('embedded: edits lost or documents differ');
    }
    if (MODES.has('whiteboard')) {
      const whiteboard = await embeddedMode(workDir, distDir, 'whiteboard');
      rows.push(...whiteboard.rows);
      if (!whiteboard.complete) failures.push('whiteboard: shape edits lost or boards differ');
    }

    const given = postgresUrlGiven();
    if (!MODES.has('postgres')) {
      // Left out on purpose (BENCH_ROOM_MODES).
    } else if (given) {
      console.log(`PostgreSQL: a database made for the run beside the one in ${given.from}, dropped after it; ${ROOMS} rooms x 2 tabs, ${codeWorkload.editsPerSecond} edits/s per tab for ${SECONDS} s`);
      const postgres = await postgresMode(workDir, distDir, given);
      rows.push(...postgres.rows);
      if (!postgres.complete) failures.push('PostgreSQL: edits lost or documents differ');
    } else {
      rows.push({
        measure: 'Edit to partner, PostgreSQL, 2 processes',
        target: `p99 <= ${TARGET_P99_MS.postgres} ms`,
        measured: 'not run: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a postgres:// URL whose role may CREATE DATABASE',
        'ratio to target': '',
        result: '',
      });
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.table(rows);
    throw new Error(`the room lost edits: ${failures.join('; ')}`);
  }
  return rows;
}
