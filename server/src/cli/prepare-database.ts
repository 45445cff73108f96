import { spawnSync } from 'node:child_process';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { acquireDataDirLock, DataDirLockedError } from '../runtime/data-dir-lock';

/** The argument that makes `server/src/cli/start.ts` prepare the embedded database and exit instead of serving. */
export const PREPARE_DATABASE_ARG = '--prepare-database';

/**
 * Creates (initdb) and migrates the embedded database in a short-lived child process, before the serving
 * process opens it: PGlite's WebAssembly heap only grows, and initdb alone left about 150 MB in the server for
 * as long as it ran (docs/decisions.md). Nothing to do for an external PostgreSQL or an in-memory database.
 * Returns false when the child failed (it printed why).
 */
export function prepareEmbeddedDatabaseInChild(config: AppConfig): boolean {
  if (config.databaseUrl) return true;
  // The same entry point and loader flags as this process (tsx in development, none for a build).
  const result = spawnSync(process.execPath, [...process.execArgv, process.argv[1], PREPARE_DATABASE_ARG], { stdio: 'inherit' });
  return result.status === 0;
}

/** The child's side: under the data directory's lock, so a server already running on it is never touched. */
export async function prepareEmbeddedDatabase(config: AppConfig): Promise<void> {
  let lock;
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch (error) {
    // The serving process takes the same lock next and says who holds it.
    if (error instanceof DataDirLockedError) return;
    throw error;
  }
  try {
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}
