import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readTarEntries } from './tar';

/** The file is not what `dumpEmbeddedDatabase` writes (whatever its name says). */
export class NotABackupError extends Error {}

/**
 * Throws NotABackupError unless `bytes` is a gzipped tar of a PostgreSQL data directory. Cheap (no database
 * is opened), and gzip's checksum also catches a backup cut short.
 */
export function checkBackupBytes(bytes: Buffer): void {
  let tar: Buffer;
  try {
    tar = zlib.gunzipSync(bytes);
  } catch {
    throw new NotABackupError('it is not gzip data, or it was cut short');
  }
  const names = new Set(readTarEntries(tar).map(({ name }) => name.replace(/^\/+/, '')));
  if (!names.has('PG_VERSION') || !names.has('global/pg_control')) throw new NotABackupError('it holds no PostgreSQL data directory');
}

export function embeddedDatabasePath(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** Whether the data directory already holds an embedded database (a server has started on it once). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(embeddedDatabasePath(dataDir), 'PG_VERSION'));
}

export interface RestoreSummary {
  members: number;
  /** Null for a backup made before pictures moved into the database. */
  pictures: number | null;
}

async function summarize(client: PGlite): Promise<RestoreSummary> {
  const { rows } = await client.query<{ members: string | null; migrations: string | null; pictures: string | null }>(
    "select to_regclass('public.members') as members, to_regclass('drizzle.__drizzle_migrations') as migrations, to_regclass('public.stored_pictures') as pictures",
  );
  const tables = rows[0];
  if (!tables.members || !tables.migrations) throw new NotABackupError("it holds a PostgreSQL database, but not MockPrep's");
  const count = async (table: string) => Number((await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n);
  return { members: await count('members'), pictures: tables.pictures ? await count('stored_pictures') : null };
}

/**
 * Loads the backup into `<dataDir>/pgdata.restoring`, checks that it opens and is MockPrep's database, and
 * only then puts it in place of `<dataDir>/pgdata` (the previous database, if any, is deleted). The caller
 * holds the data directory's lock. A server started on it afterwards applies any newer migrations.
 */
export async function restoreEmbeddedDatabase(dataDir: string, backup: Buffer): Promise<RestoreSummary> {
  const target = embeddedDatabasePath(dataDir);
  const restoring = `${target}.restoring`;
  const replaced = `${target}.replaced`;
  // Leftovers of an interrupted restore: the lock we hold says no one else is using them.
  fs.rmSync(restoring, { recursive: true, force: true });
  fs.rmSync(replaced, { recursive: true, force: true });
  fs.mkdirSync(restoring, { recursive: true });
  try {
    let client: PGlite;
    try {
      client = await PGlite.create(restoring, { extensions: { pg_trgm }, loadDataDir: new Blob([new Uint8Array(backup)], { type: 'application/x-gzip' }) });
    } catch (error) {
      throw new NotABackupError(`its database does not open (${error instanceof Error ? error.message : String(error)})`);
    }
    let summary: RestoreSummary;
    try {
      summary = await summarize(client);
    } finally {
      await client.close();
    }
    // Two renames on one file system: the window without a database is two system calls long.
    if (fs.existsSync(target)) fs.renameSync(target, replaced);
    fs.renameSync(restoring, target);
    fs.rmSync(replaced, { recursive: true, force: true });
    return summary;
  } finally {
    fs.rmSync(restoring, { recursive: true, force: true });
  }
}
