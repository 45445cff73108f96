/**
 * Directory search benchmark: 20,000 verified members in a fresh file-backed embedded database, the real
 * app listening on loopback, and autocannon (10 connections, 10 s) signed in as one of them, searching
 * with a rotating mix of queries (first and last names, full names, majors, usernames, short fragments,
 * a query that matches nobody). Reports throughput, latency and failures.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pino from 'pino';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase, type Db } from '../server/src/db/client';
import { members } from '../server/src/db/schema';
import { hashPassword } from '../server/src/modules/auth/passwords';
import { createAppContext } from '../server/src/runtime/context';

const MEMBER_COUNT = 20_000;
const INSERT_BATCH = 1_000;
const CONNECTIONS = 10;
const DURATION_SECONDS = 10;
const PASSWORD = 'bench password 1';

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Barbara', 'Donald', 'Edsger', 'Frances', 'Guido', 'Hedy', 'Ivan', 'John', 'Katherine', 'Linus', 'Margaret', 'Niklaus', 'Radia', 'Ken', 'Dennis', 'Shafi', 'Tim'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Turing', 'Liskov', 'Knuth', 'Dijkstra', 'Allen', 'Rossum', 'Lamarr', 'Sutherland', 'McCarthy', 'Johnson', 'Torvalds', 'Hamilton', 'Wirth', 'Perlman', 'Thompson', 'Ritchie', 'Goldwasser', 'Berners-Lee'];
const MAJORS = ['Computer Science', 'Software Engineering', 'Computer Engineering', 'Mathematics', 'Statistics', 'Physics', 'Electrical Engineering', 'Data Science', 'Economics', 'Cognitive Science'];
const QUERIES = ['ada', 'lovelace', 'grace hopper', 'computer', 'math', 'bench_user1234', 'an', 'son', 'engineering', 'turing', 'data sci', 'nobody-matches-this'];

/** One scrypt hash shared by every seeded member: hashing 20,000 times would take minutes and measure nothing. */
async function seedMembers(db: Db): Promise<void> {
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
        isVerified: true,
      };
    });
    await db.insert(members).values(batch);
  }
}

/** Signs in like the SPA (CSRF token first) and returns the Cookie header carrying the session. */
async function signIn(baseUrl: string): Promise<string> {
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

export async function benchDirectorySearch(): Promise<Array<Record<string, string | number>>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-bench-directory-'));
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', RUN_JOBS: 'false' }, { serveSpa: false });
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  const app = await buildApp(createAppContext(config, database.db, pino({ level: 'warn' })), { sessionSecret: 'bench-session-secret-that-is-long-enough', logger: false });
  try {
    await database.migrate();
    const seedStarted = performance.now();
    await seedMembers(database.db);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cookie = await signIn(baseUrl);
    let next = 0;
    const result = await autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: { cookie },
      requests: [{
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/directory/search/?q=${encodeURIComponent(QUERIES[next++ % QUERIES.length])}&page=1&page_size=20` }),
      }],
    });
    return [{
      members: MEMBER_COUNT,
      'seed (s)': Number(seedSeconds.toFixed(1)),
      connections: CONNECTIONS,
      'duration (s)': DURATION_SECONDS,
      requests: result.requests.total,
      'req/s': Number(result.requests.average.toFixed(1)),
      'p50 (ms)': result.latency.p50,
      'p99 (ms)': result.latency.p99,
      errors: result.errors + result.timeouts,
      'non-2xx': result.non2xx,
    }];
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
