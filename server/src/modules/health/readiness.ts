import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../../db/client';

/** A database that has not answered within this is as good as down for a probe (which has its own timeout, often 1-5 s). */
export const READINESS_QUERY_TIMEOUT_MS = 2_000;

/** The newest migration this build ships, as drizzle records it (`created_at` is the journal's `when`). */
function latestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

const expectedMigration = latestMigrationMillis();

const NOT_MIGRATED = 'The database is not migrated to this version of the server yet.';

/** PostgreSQL's "undefined table" and "invalid schema name": an empty database (drizzle wraps the driver's error). */
function isMissingTable(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.cause?.code ?? (error as { code?: string } | null)?.code;
  return code === '42P01' || code === '3F000';
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Why the database cannot serve this build yet, or null when it answers and has every migration applied. */
export async function databaseNotReady(db: Db): Promise<string | null> {
  let latest: number | null;
  try {
    const result = await withTimeout(db.execute<{ latest: string | null }>(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`), READINESS_QUERY_TIMEOUT_MS);
    const value = (result as unknown as { rows: Array<{ latest: string | number | null }> }).rows[0]?.latest;
    latest = value === null || value === undefined ? null : Number(value);
  } catch (error) {
    return isMissingTable(error) ? NOT_MIGRATED : 'The database does not answer.';
  }
  // A newer build may have migrated further during a rolling deploy: its additions are compatible with this one.
  if (latest === null || latest < expectedMigration) return NOT_MIGRATED;
  return null;
}
