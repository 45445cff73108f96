import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MemoryFS, PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { copyPreparedData, prepareDataTemplate } from '../../../e2e/support/npm-start';
import { IGNORE_DOT_ENV } from '../../../e2e/support/server';
import { openDatabase, type Database } from '../../src/db/client';
import type { DataDirEntry } from '../../../jest/server-environment';

/**
 * Each server test file gets a database of its own, already migrated, cloned from a template instead of
 * created and migrated anew (docs/testing.md):
 * - embedded (default): PGlite's initdb takes ~2.3 s; a start on the files of a migrated database ~0.2 s
 *   (TemplateMemoryFS). Their dump is made once and kept in node_modules/.cache, named by a hash of the migrations and
 *   the PGlite version, and each jest worker unpacks it once.
 * - TEST_DATABASE_URL: jest's global setup migrates `<db>_template` once per run and every file gets
 *   `CREATE DATABASE … TEMPLATE` of it, so files run in parallel instead of in band wiping one database.
 */

const projectRoot = path.resolve(__dirname, '../../..');
const migrationsFolder = path.join(projectRoot, 'server/src/db/migrations');
const cacheDir = path.join(projectRoot, 'node_modules/.cache/mockprep');

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  const pgliteVersion = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
  hash.update(pgliteVersion);
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

const pgliteTemplatePath = () => path.join(cacheDir, `pglite-migrated-${migrationsHash()}.tar`);

/** Makes the migrated embedded database's dump if this set of migrations has none yet. */
export async function ensurePgliteTemplate(): Promise<string> {
  const target = pgliteTemplatePath();
  if (fs.existsSync(target)) return target;
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    fs.mkdirSync(cacheDir, { recursive: true });
    // Another jest run may write the same file at once: write aside, then rename (atomic) into place.
    const partial = `${target}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, target);
  } finally {
    await client.close();
  }
  return target;
}

/**
 * A data directory's migrated embedded database (`pgdata`), made by the server's own `--prepare-database` step once per
 * set of migrations and PGlite version and kept in node_modules/.cache. The tests that start the real programs on a
 * data directory of their own copy it (`givePreparedDatabase`): a program's first start on an empty one spends
 * ~4.5 s of CPU on initdb and the migrations. cli.test.ts still starts on an empty one, as a new install does.
 */
export function ensurePreparedDataDir(): string {
  const target = path.join(cacheDir, `data-dir-migrated-${migrationsHash()}`);
  if (fs.existsSync(target)) return target;
  const made = prepareDataTemplate({ ...process.env, ...IGNORE_DOT_ENV });
  // Another jest run may make the same directory at once: copy aside, then rename (atomic) into place.
  const partial = `${target}.${process.pid}.partial`;
  fs.cpSync(made, partial, { recursive: true });
  fs.rmSync(made, { recursive: true, force: true });
  try {
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(target)) throw error;
  }
  return target;
}

/** Gives a new data directory the migrated embedded database a first start would have made (ensurePreparedDataDir). */
export function givePreparedDatabase(dataDir: string): void {
  copyPreparedData(ensurePreparedDataDir(), dataDir);
}

function postgresNames(url: string): { base: string; template: string; filePrefix: string } {
  const base = decodeURIComponent(new URL(url).pathname.slice(1));
  return { base, template: `${base}_template`, filePrefix: `${base}_file_` };
}

function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(database)}`;
  return next.toString();
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL's insufficient_privilege: what DROP DATABASE ... WITH (FORCE) raises for a session it may not end. */
const INSUFFICIENT_PRIVILEGE = '42501';
const DROP_ATTEMPTS = 20;

/**
 * Drops a test database, ending its sessions. PostgreSQL 15 refuses the FORCE drop of a database an autovacuum
 * worker is visiting (the worker has no role the test role could be a member of: "must be a member of the role
 * whose process is being terminated"); the worker finishes within moments, so the drop is tried again.
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE || attempt === DROP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Global setup on PostgreSQL: drops what an interrupted run left, then migrates a fresh template. */
export async function preparePostgresTemplate(url: string): Promise<void> {
  const { template, filePrefix } = postgresNames(url);
  await withAdminClient(url, async (admin) => {
    const leftovers = await admin.query<{ datname: string }>('select datname from pg_database where datname = $1 or starts_with(datname, $2)', [template, filePrefix]);
    for (const { datname } of leftovers.rows) await dropDatabase(admin, datname);
    try {
      await admin.query(`CREATE DATABASE ${quoteIdentifier(template)}`);
    } catch (error) {
      throw new Error(`TEST_DATABASE_URL's role must be allowed to create databases (CREATEDB): each test file runs on a copy of a migrated template. ${(error as Error).message}`);
    }
  });
  const database = await openDatabase({ databaseUrl: databaseUrl(url, template), dataDir: '/tmp/mockprep-test' });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/**
 * A name of its own for each copy: jest loads this module afresh for every test file, so a counter alone repeats
 * across the files one worker runs, and a copy a failed drop left behind would fail every later file.
 */
const copyName = (filePrefix: string, suffix = '') => `${filePrefix}${process.pid}_${crypto.randomBytes(4).toString('hex')}${suffix}`;

/** Where PGlite keeps its data directory in its in-memory filesystem (PGlite's PGDATA, which it does not export). */
const PGLITE_DATA_DIR = '/pglite/data';

/**
 * PGlite's in-memory filesystem, holding the migrated template's files before PostgreSQL starts, which then finds
 * its database there. PGlite's own `loadDataDir` read the 42 MB dump, copied and unpacked it for each file; the
 * worker unpacks it once (jest/server-environment.ts) and this copies each file once (docs/testing.md).
 */
class TemplateMemoryFS extends MemoryFS {
  constructor(private readonly entries: DataDirEntry[]) {
    super();
  }

  override async init(...args: Parameters<MemoryFS['init']>): ReturnType<MemoryFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const writeTemplate = (mod: { FS: { mkdirTree(path: string): void; writeFile(path: string, data: Uint8Array, options: { canOwn: boolean }): void } }) => {
      mod.FS.mkdirTree(PGLITE_DATA_DIR);
      for (const entry of this.entries) {
        const target = path.posix.join(PGLITE_DATA_DIR, entry.path);
        // A copy of this file's own (the worker's copy stays as it is), which the filesystem then keeps as it is.
        if (entry.data) mod.FS.writeFile(target, new Uint8Array(entry.data), { canOwn: true });
        else mod.FS.mkdirTree(target);
      }
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), writeTemplate] } };
  }
}

/** A migrated database for one test app: a copy of the template; closing it drops a PostgreSQL copy. */
export async function openTestDatabase(): Promise<{ database: Database; url: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { embeddedDatabaseBuild, embeddedDatabaseDump } = globalThis;
    if (!embeddedDatabaseBuild || !embeddedDatabaseDump) throw new Error('The server tests run in jest/server-environment.ts (the server project).');
    const memoryFs = new TemplateMemoryFS(embeddedDatabaseDump(await ensurePgliteTemplate()));
    const database = await openDatabase({ databaseUrl: 'memory://', dataDir: '/tmp/mockprep-test', memoryFs, embeddedBuild: await embeddedDatabaseBuild() });
    return { database, url: 'memory://' };
  }
  const { template, filePrefix } = postgresNames(serverUrl);
  const name = copyName(filePrefix);
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`));
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '/tmp/mockprep-test' });
  return {
    url,
    database: {
      ...database,
      async close() {
        await database.close();
        await withAdminClient(serverUrl, (admin) => dropDatabase(admin, name));
      },
    },
  };
}

/** An empty database (no migrations) on TEST_DATABASE_URL's server, as a new deployment starts with; `drop` removes it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('An empty PostgreSQL database needs TEST_DATABASE_URL.');
  const { filePrefix } = postgresNames(serverUrl);
  // Named like the files' copies, so the global setup drops it if this run is interrupted.
  const name = copyName(filePrefix, '_empty');
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${quoteIdentifier(name)}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withAdminClient(serverUrl, (admin) => dropDatabase(admin, name)),
  };
}

/** Another connection pool on a test app's PostgreSQL database, as a second server process would have; closing it leaves the database. */
export async function openSharedDatabase(url: string): Promise<{ database: Database; url: string }> {
  if (!url.startsWith('postgres')) throw new Error('Only a PostgreSQL test database can be shared by two apps.');
  return { url, database: await openDatabase({ databaseUrl: url, dataDir: '/tmp/mockprep-test' }) };
}
