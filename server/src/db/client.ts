import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { dumpEmbeddedDatabase } from './embedded-backup';
import * as schema from './schema';
import { countWrites } from './write-generation';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction(async (tx) => ...)` hands over; services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database only: a consistent copy of its files while it runs (embedded-backup.ts). */
  dump?: () => Promise<Readable>;
}

export const migrationsFolder = path.join(__dirname, 'migrations');

/** The PostgreSQL advisory lock key that serializes `migrate()` across processes (jobs use 730_001 and up). */
export const MIGRATIONS_LOCK_KEY = 730_000;

/**
 * On a PostgreSQL server a statement running longer than this is cancelled, so a query whose client gave up
 * cannot keep a connection and the server busy. Migrations run on a connection of their own, without it.
 * PGlite has no timer to cancel a statement with (it ignores statement_timeout): see docs/benchmarks.md.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * The embedded database's buffer pool. PGlite reserves (and touches) all of it in this process's memory at
 * start: PostgreSQL's default of 128MB was a third of the server's resident memory, for a database of about
 * 40MB at 20,000 members whose other pages stay in the operating system's file cache (docs/benchmarks.md).
 * 8MB rather than 16MB: 14 MB less at idle and ~55 MB less after the directory bench's load, with the same
 * search and listing throughput at 20,000 members (docs/decisions.md, issue 31 idle memory).
 */
export const EMBEDDED_SHARED_BUFFERS = '8MB';

/**
 * `databaseUrl` picks the driver: a postgres:// URL uses `pg`, `memory://` an in-memory PGlite (tests),
 * anything else (unset) an embedded PGlite stored in `<dataDir>/pgdata`. `memoryFs` starts an in-memory PGlite
 * on a filesystem that already holds a database instead of an empty cluster: the tests' migrated template.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  memoryFs?: PGliteOptions['fs'];
  /** PGlite's compiled WebAssembly and files, when the caller already has them (the server tests share one per worker). */
  embeddedBuild?: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };
}): Promise<Database> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10, statement_timeout: STATEMENT_TIMEOUT_MS });
    // An idle connection the server ended (a restart, a terminated backend) is dropped by the pool, which opens a new
    // one for the next query; without a listener that 'error' event would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Processes starting at once on an empty database would each run `CREATE EXTENSION`/`CREATE SCHEMA`
        // and all but one fail on a unique index: one connection holds a session lock around the migrator, the
        // others wait for it, then find every migration recorded and run none.
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          // Ending the session releases its lock too, also when the migrator failed.
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  let location = 'memory://';
  if (url !== 'memory://') {
    location = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, {
    extensions: { pg_trgm },
    fs: location === 'memory://' ? options.memoryFs : undefined,
    ...options.embeddedBuild,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  const pgliteDb = drizzlePglite({ client, schema });
  // This process is the embedded database's only user: caches may trust "nothing written since" (write-generation.ts).
  countWrites(client, pgliteDb);
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
    // In memory (tests) there are no files to copy.
    dump: location === 'memory://' ? undefined : () => dumpEmbeddedDatabase(client, location),
  };
}
