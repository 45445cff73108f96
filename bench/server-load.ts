/**
 * The server at community scale (issue 11): 20,000 verified members (half with a saved availability grid)
 * in a fresh file-backed embedded database, the real app listening on loopback, signed in as one of them.
 * Rows: Discover (one request at a time), directory search and listing under load (autocannon, 10
 * connections), a static file requested while the slowest API request runs, and the idle memory of a
 * real server process started as `npm start` starts it: after a first start (a new database) and after a
 * restart on the seeded one, with its heap and PGlite's share. With TEST_DATABASE_URL set (as CI sets it), search and listing
 * run again on that PostgreSQL database, which is WIPED first (as the server tests do).
 * Every row prints its target and whether the measured figure meets it; nothing here fails a build.
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { EMBEDDED_SHARED_BUFFERS, openDatabase, type Database, type Db } from '../server/src/db/client';
import { availabilities, members } from '../server/src/db/schema';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { bundleServerOnce, npmStart } from '../e2e/support/npm-start';
import { createAppContext } from '../server/src/runtime/context';

const MEMBER_COUNT = 20_000;
const INSERT_BATCH = 1_000;
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const DISCOVER_REQUESTS = 20;
const STATIC_SAMPLES = 10;
export const PASSWORD = 'bench password 1';
const DAY_MS = 86_400_000;

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Barbara', 'Donald', 'Edsger', 'Frances', 'Guido', 'Hedy', 'Ivan', 'John', 'Katherine', 'Linus', 'Margaret', 'Niklaus', 'Radia', 'Ken', 'Dennis', 'Shafi', 'Tim'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Turing', 'Liskov', 'Knuth', 'Dijkstra', 'Allen', 'Rossum', 'Lamarr', 'Sutherland', 'McCarthy', 'Johnson', 'Torvalds', 'Hamilton', 'Wirth', 'Perlman', 'Thompson', 'Ritchie', 'Goldwasser', 'Berners-Lee'];
const MAJORS = ['Computer Science', 'Software Engineering', 'Computer Engineering', 'Mathematics', 'Statistics', 'Physics', 'Electrical Engineering', 'Data Science', 'Economics', 'Cognitive Science'];
const QUERIES = ['ada', 'lovelace', 'grace hopper', 'computer', 'math', 'bench_user1234', 'an', 'son', 'engineering', 'turing', 'data sci', 'nobody-matches-this'];

type Row = Record<string, string | number>;

/** A pseudo-random but fixed week: evenings on some days, a few mornings, about a quarter of the slots. */
function gridOf(index: number): boolean[][] {
  return Array.from({ length: 7 }, (_, day) => Array.from({ length: 48 }, (_, slot) => (index * 31 + day * 17 + slot * 7) % 11 < 3));
}

/** One scrypt hash shared by every seeded member: hashing 20,000 times would take minutes and measure nothing. */
export async function seedMembers(db: Db, now: Date): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  for (let start = 0; start < MEMBER_COUNT; start += INSERT_BATCH) {
    const batch = Array.from({ length: Math.min(INSERT_BATCH, MEMBER_COUNT - start) }, (_, offset) => {
      const index = start + offset;
      return {
        username: `bench_user${index}`,
        email: `bench_user${index}@bench.example`,
        passwordHash,
        firstName: FIRST_NAMES[index % FIRST_NAMES.length],
        lastName: LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length],
        major: MAJORS[index % MAJORS.length],
        gradDate: `${2025 + (index % 6)}-06-01`,
        isVerified: true,
      };
    });
    const ids = await db.insert(members).values(batch).returning({ id: members.id });
    // Every other member saved a grid, some this week, some up to eight weeks ago.
    await db.insert(availabilities).values(ids.filter((_, offset) => offset % 2 === 0).map(({ id }, offset) => ({
      memberId: id, grid: gridOf(start + offset), updated: new Date(now.getTime() - ((start + offset) % 56) * DAY_MS),
    })));
  }
}

/** Signs in like the SPA (CSRF token first) and returns the Cookie header carrying the session. */
export async function signIn(baseUrl: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/auth/csrf/`);
  const token = csrf.headers.get('x-csrftoken') ?? '';
  const cookies = new Map(csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0].split('=') as [string, string]));
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const login = await fetch(`${baseUrl}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: cookieHeader() },
    body: JSON.stringify({ username: 'bench_user0', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`bench sign-in failed: ${login.status} ${await login.text()}`);
  for (const cookie of login.headers.getSetCookie()) {
    const [name, value] = cookie.split(';')[0].split('=');
    cookies.set(name, value);
  }
  return cookieHeader();
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

function targetRow(measure: string, target: string, measured: string, ratio: number, ok: boolean, extra: Row = {}): Row {
  return { measure, target, measured, 'ratio to target': round(ratio, 2), result: verdict(ok), ...extra };
}

/** The directory search as members type it: a rotation of names, majors, partial words and a query matching nobody. */
export const searchPath = (request: number) => `/directory/search/?q=${encodeURIComponent(QUERIES[request % QUERIES.length])}&page=1&page_size=20`;

export async function load(baseUrl: string, cookie: string, pathFor: (request: number) => string, connections = CONNECTIONS, seconds = DURATION_SECONDS): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: { cookie },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathFor(next++) }) }],
  });
}

interface LoadFigures { searchRps: number; searchP99: number; listingRps: number; failures: number }

export async function searchAndListing(baseUrl: string, cookie: string): Promise<LoadFigures> {
  const search = await load(baseUrl, cookie, searchPath);
  const listing = await load(baseUrl, cookie, (request) => `/directory/search/?page=${1 + (request % 50)}&page_size=20`);
  return {
    searchRps: search.requests.average,
    searchP99: search.latency.p99,
    listingRps: listing.requests.average,
    failures: search.errors + search.timeouts + search.non2xx + listing.errors + listing.timeouts + listing.non2xx,
  };
}

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`bench request failed: ${response.status}`);
  return performance.now() - started;
}

/** A served app on `database`, with a small built-app directory so static files can be measured. */
export async function serve(database: Database, dataDir: string, distDir: string): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: distDir, HOST: '127.0.0.1', PORT: '0', RUN_JOBS: 'false' }, { serveSpa: true });
  const app = await buildApp(createAppContext(config, database.db, pino({ level: 'warn' })), { sessionSecret: 'bench-session-secret-that-is-long-enough', logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

export function writeDist(distDir: string): string {
  fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>bench</title>');
  const asset = 'assets/vendor.0123abcd.js';
  fs.writeFileSync(path.join(distDir, asset), `/* bench */${'x'.repeat(200_000)}`);
  return `/${asset}`;
}

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const projectRoot = path.resolve(__dirname, '..');
const MEMORY_PROBE = pathToFileURL(path.join(__dirname, 'server-memory-probe.mjs')).href;

/** A real server process (`npm start` without the SPA's build) with `env` added; resolves once it listens. */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const start = npmStart();
  bundleServerOnce();
  const child = spawn(process.execPath, [...start.nodeFlags, '--import', MEMORY_PROBE, start.entry], {
    cwd: projectRoot,
    env: { ...process.env, SKIP_BUILD: '1', PORT: '0', HOST: '127.0.0.1', RUN_JOBS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its log is read (a full pipe would stall the server) and kept only until it listens.
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    if (output.length < 100_000) output += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return {
    url,
    pid: child.pid as number,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface IdleMemory {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  /** PGlite's WebAssembly memory: its size, and how much of it is resident. */
  wasmMemoryMb: number;
  wasmResidentMb: number;
}

const MB = 1024 * 1024;

/** Memory of a real server process on the embedded database in `dataDir` (created if new), 5 s after one request. */
async function idleMemory(dataDir: string, distDir: string): Promise<IdleMemory> {
  const out = path.join(dataDir, 'memory-probe.json');
  fs.rmSync(out, { force: true });
  const server = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: distDir, DATABASE_URL: '', MEMORY_PROBE_OUT: out });
  try {
    await (await fetch(`${server.url}/auth/csrf/`)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    process.kill(server.pid, 'SIGUSR2');
    for (let wait = 0; !fs.existsSync(out) && wait < 100; wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    const probe = JSON.parse(fs.readFileSync(out, 'utf8')) as { rss: number; heapUsed: number; heapTotal: number; wasmMemoryBytes: number; wasmMemoryResidentMb: number };
    return { rssMb: probe.rss / MB, heapUsedMb: probe.heapUsed / MB, heapTotalMb: probe.heapTotal / MB, wasmMemoryMb: probe.wasmMemoryBytes / MB, wasmResidentMb: probe.wasmMemoryResidentMb };
  } finally {
    await server.stop();
  }
}

/**
 * PGlite's share of the server's memory: the resident memory a process with `npm start`'s node flags gains by
 * opening the database as the server does (server/src/db/client.ts) and counting the members, nothing else loaded.
 */
function pgliteShareMb(dataDir: string): number {
  const script = `
    import fs from 'node:fs';
    import { PGlite } from '@electric-sql/pglite';
    import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
    const rss = () => Number(/VmRSS:\\s+(\\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
    const before = rss();
    const client = await PGlite.create(${JSON.stringify(path.join(dataDir, 'pgdata'))}, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=${EMBEDDED_SHARED_BUFFERS}'],
    });
    await client.query('select count(*) from members');
    await new Promise((resolve) => setTimeout(resolve, 5000));
    console.log(rss() - before);
    await client.close();`;
  const node = [process.execPath, ...npmStart().nodeFlags, '--input-type=module', '-e', script].map((word) => `'${word.replaceAll("'", "'\\''")}'`);
  return Number(execSync(node.join(' '), { cwd: projectRoot, encoding: 'utf8' }).trim());
}

function memoryRow(measure: string, memory: IdleMemory, pgliteMb?: number): Row {
  const pglite = pgliteMb === undefined ? '' : `PGlite ${round(pgliteMb)} MB of it, `;
  const detail = `${pglite}its WebAssembly memory ${round(memory.wasmResidentMb)} of ${round(memory.wasmMemoryMb)} MB resident; JS heap ${round(memory.heapUsedMb)} MB live of ${round(memory.heapTotalMb)}`;
  return targetRow(measure, '<= 200 MB', `${round(memory.rssMb)} MB (${detail})`, memory.rssMb / 200, memory.rssMb <= 200);
}

export async function benchServerLoad(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-bench-server-'));
  const distDir = path.join(dataDir, 'dist');
  const assetPath = writeDist(distDir);
  const now = new Date();
  const rows: Row[] = [];
  // The server creates the database itself (in a child process, then serves): the first start's memory.
  const firstStart = await idleMemory(dataDir, distDir);
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  let embedded: LoadFigures;
  try {
    await database.migrate();
    const seedStarted = performance.now();
    await seedMembers(database.db, now);
    console.log(`seeded ${MEMBER_COUNT} members in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const { app, baseUrl } = await serve(database, dataDir, distDir);
    try {
      const cookie = await signIn(baseUrl);
      const discover = () => fetch(`${baseUrl}/directory/recommended/`, { headers: { cookie } });
      await timed(discover);
      const discoverTimes: number[] = [];
      for (let request = 0; request < DISCOVER_REQUESTS; request += 1) discoverTimes.push(await timed(discover));
      const discoverP50 = percentile(discoverTimes, 0.5);
      rows.push(targetRow('Discover, 20,000 members, embedded, one request (p50)', '<= 50 ms', `${round(discoverP50)} ms (max ${round(Math.max(...discoverTimes))})`, discoverP50 / 50, discoverP50 <= 50));

      // The slowest API request is Discover; the static file is asked for while it runs.
      const staticTimes: number[] = [];
      for (let sample = 0; sample < STATIC_SAMPLES; sample += 1) {
        const slow = timed(discover);
        await new Promise((resolve) => setImmediate(resolve));
        staticTimes.push(await timed(() => fetch(`${baseUrl}${assetPath}`)));
        await slow;
      }
      const staticP50 = percentile(staticTimes, 0.5);
      const staticMax = Math.max(...staticTimes);
      rows.push(targetRow('Static file while Discover runs (max of 10)', '<= 50 ms', `${round(staticMax)} ms (p50 ${round(staticP50)})`, staticMax / 50, staticMax <= 50));

      embedded = await searchAndListing(baseUrl, cookie);
      rows.push(targetRow('Directory search, embedded, 10 connections', '>= 1,000 req/s, p99 <= 50 ms', `${round(embedded.searchRps)} req/s, p99 ${embedded.searchP99} ms`, embedded.searchRps / 1000, embedded.searchRps >= 1000 && embedded.searchP99 <= 50, { failures: embedded.failures }));
      rows.push(targetRow('Directory listing, embedded, 10 connections', '>= 2,000 req/s', `${round(embedded.listingRps)} req/s`, embedded.listingRps / 2000, embedded.listingRps >= 2000));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }

  rows.push(memoryRow('Server idle RSS, embedded, first start (new database)', firstStart));
  rows.push(memoryRow('Server idle RSS, embedded, restart at 20,000 members', await idleMemory(dataDir, distDir), pgliteShareMb(dataDir)));

  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const postgres = await openDatabase({ databaseUrl: postgresUrl, dataDir });
    try {
      // The server tests' database: wiped like they wipe it, then migrated and seeded the same way.
      await postgres.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
      await postgres.db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
      await postgres.db.execute(sql.raw('CREATE SCHEMA public'));
      await postgres.migrate();
      await seedMembers(postgres.db, now);
      await postgres.db.execute(sql.raw('ANALYZE'));
      const { app, baseUrl } = await serve(postgres, dataDir, distDir);
      try {
        const figures = await searchAndListing(baseUrl, await signIn(baseUrl));
        rows.push(targetRow('Directory search, PostgreSQL, 10 connections', '>= 2x embedded', `${round(figures.searchRps)} req/s, p99 ${figures.searchP99} ms`, figures.searchRps / (2 * embedded.searchRps), figures.searchRps >= 2 * embedded.searchRps, { failures: figures.failures }));
        rows.push(targetRow('Directory listing, PostgreSQL, 10 connections', '>= 2x embedded', `${round(figures.listingRps)} req/s`, figures.listingRps / (2 * embedded.listingRps), figures.listingRps >= 2 * embedded.listingRps));
      } finally {
        await app.close();
      }
    } finally {
      await postgres.close();
    }
  } else {
    rows.push({ measure: 'Directory search and listing, PostgreSQL', target: '>= 2x embedded', measured: 'not run: set TEST_DATABASE_URL', 'ratio to target': '', result: '' });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return rows;
}
