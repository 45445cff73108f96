/**
 * Scaling out (issue 21): the directory search at community scale (20,000 members) served by one real server
 * process, then by two, on one PostgreSQL database (TEST_DATABASE_URL, WIPED first as the server tests do),
 * measured back to back with the same 10 connections (split 5 + 5 across the two processes, as a load balancer
 * would). On this 2-core machine the load generator, PostgreSQL and the servers share the cores, so the figure
 * says what a second process buys when the CPU is not already spent elsewhere, not what a second machine buys.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
import { load, searchPath, seedMembers, signIn, startServerProcess, writeDist, type ServerProcess } from './server-load';

type Row = Record<string, string | number>;

const CONNECTIONS = 10;
/** A fresh process answers its first requests slowly (JIT, caches, pool connections): each is warmed before it is measured. */
const WARM_UP_SECONDS = 3;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function wipeAndSeed(databaseUrl: string, dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
    await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
    await database.db.execute(sql.raw('CREATE SCHEMA public'));
    await database.migrate();
    await seedMembers(database.db, new Date());
    await database.db.execute(sql.raw('ANALYZE'));
  } finally {
    await database.close();
  }
}

/** Every process gets an equal share of the connections; the session cookie works on each (one SESSION_SECRET). */
async function searchAcross(servers: ServerProcess[], cookie: string): Promise<Row> {
  const results: autocannon.Result[] = await Promise.all(servers.map((server) => load(server.url, cookie, searchPath, CONNECTIONS / servers.length)));
  const requests = results.reduce((sum, result) => sum + result.requests.average, 0);
  // autocannon keeps one histogram per run: the slower process's p99 is the one members would feel.
  const p99 = Math.max(...results.map((result) => result.latency.p99));
  const failures = results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0);
  return { processes: servers.length, 'req/s': round(requests), 'p50 ms': Math.max(...results.map((result) => result.latency.p50)), 'p99 ms': p99, failures };
}

export async function benchScaleOut(): Promise<Row[]> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return [{ measure: 'Directory search, 1 and 2 processes on PostgreSQL', measured: 'not run: set TEST_DATABASE_URL' }];
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-bench-scale-'));
  const distDir = path.join(root, 'dist');
  writeDist(distDir);
  await wipeAndSeed(databaseUrl, root);
  const env = (name: string) => ({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(root, name), DIST_DIR: distDir, SESSION_SECRET: 'bench-scale-out-session-secret-long-enough' });
  const servers: ServerProcess[] = [];
  try {
    servers.push(await startServerProcess(env('a')));
    const cookie = await signIn(servers[0].url);
    await load(servers[0].url, cookie, searchPath, CONNECTIONS, WARM_UP_SECONDS);
    const rows: Row[] = [];
    rows.push({ measure: 'Directory search, 20,000 members, 10 connections', ...(await searchAcross(servers, cookie)) });
    servers.push(await startServerProcess(env('b')));
    await load(servers[1].url, cookie, searchPath, CONNECTIONS, WARM_UP_SECONDS);
    rows.push({ measure: 'Directory search, 20,000 members, 10 connections', ...(await searchAcross(servers, cookie)) });
    const [one, two] = rows;
    rows.push({ measure: 'Two processes / one', processes: '', 'req/s': round(Number(two['req/s']) / Number(one['req/s']), 2), 'p50 ms': '', 'p99 ms': round(Number(two['p99 ms']) / Number(one['p99 ms']), 2), failures: '' });
    return rows;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(root, { recursive: true, force: true });
  }
}
