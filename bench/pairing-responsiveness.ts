/**
 * Does the server keep answering while a pool is paired? The real app on an embedded database, one signed-in
 * member, and autocannon on `GET /auth/session/` (10 connections) while the same process pairs a synthetic
 * 10,000-member pool again and again: once with the matching on the main thread (how pairing ran before
 * issue 11), once through `runMatchingInWorker` (what the pairing service calls). The pool comes from the
 * pairing bench's generator rather than the database, so the figure isolates the matching itself. A first
 * row with no pairing shows what the machine answers anyway (on a shared CI box that dominates).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { members } from '../server/src/db/schema';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { pairPool } from '../server/src/modules/pairing/matching';
import { runMatchingInWorker } from '../server/src/modules/pairing/matching-worker';
import { createAppContext } from '../server/src/runtime/context';
import { PASSWORD, signIn } from './server-load';
import { syntheticPool } from './pairing';

const POOL_SIZE = 10_000;
const CONNECTIONS = 10;
const DURATION_SECONDS = 6;
const TARGET_P99_MS = 50;

type Row = Record<string, string | number>;

export async function benchPairingResponsiveness(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-bench-pairing-'));
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', RUN_JOBS: 'false' }, { serveSpa: false });
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  // Migrated first, as the server does: building the app reads the database (pictures left on disk are imported).
  await database.migrate();
  const app = await buildApp(createAppContext(config, database.db, pino({ level: 'warn' })), { sessionSecret: 'bench-session-secret-that-is-long-enough', logger: false });
  try {
    await database.db.insert(members).values({
      username: 'bench_user0',
      email: 'bench_user0@bench.example',
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Ada',
      lastName: 'Lovelace',
      isVerified: true,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cookie = await signIn(baseUrl);
    const pool = { ...syntheticPool(POOL_SIZE, 20_240_901 + POOL_SIZE), seed: 7 };

    const rows: Row[] = [];
    for (const [where, pair] of [
      // The same load with nothing paired: what this machine answers anyway, for comparison.
      ['no pairing (baseline)', null],
      ['main thread (before)', async () => pairPool(pool)],
      ['worker thread (runMatchingInWorker)', () => runMatchingInWorker(pool)],
    ] as const) {
      let pairingsDone = 0;
      let running = true;
      const pairing = (async () => {
        // Let autocannon open its connections first, then pair until it stops.
        await new Promise((resolve) => setTimeout(resolve, 200));
        while (running && pair !== null) {
          await pair();
          pairingsDone++;
          // A macrotask turn between runs: awaiting an already-settled promise alone would never let timers run.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const result = await autocannon({ url: `${baseUrl}/auth/session/`, connections: CONNECTIONS, duration: DURATION_SECONDS, headers: { cookie } });
      running = false;
      await pairing;
      rows.push({
        measure: pair === null ? `GET /auth/session/, ${where}` : `GET /auth/session/ while pairing ${POOL_SIZE.toLocaleString('en-US')} members, ${where}`,
        target: `p99 <= ${TARGET_P99_MS} ms`,
        'p50 (ms)': result.latency.p50,
        'p99 (ms)': result.latency.p99,
        'max (ms)': result.latency.max,
        'req/s': Number(result.requests.average.toFixed(1)),
        pairingsDone,
        errors: result.errors + result.timeouts,
        'non-2xx': result.non2xx,
      });
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
