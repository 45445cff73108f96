import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfig } from '../config';
import { acquireDataDirLock, DataDirLockedError, lockPathFor, readLiveLock, type HeldLock, type LockInfo } from '../runtime/data-dir-lock';

// A server that is starting holds the lock before it listens; a concurrent manage run holds it briefly.
const BUSY_WAIT_MS = 30_000;
const BUSY_POLL_MS = 250;

export interface DataDirWork<T> {
  /** A running server holds the directory (and the embedded database in it): ask it through its local channel. */
  viaServer(holder: LockInfo): Promise<T>;
  /** Nobody holds it: do it in this process, under the directory's lock (null with DATABASE_URL, nothing embedded to guard). */
  here(lock: HeldLock | null): Promise<T>;
}

/** The directory's lock, or null when another process took it between our look and our grab (then we wait for it like for any holder). */
function grab(dataDir: string): HeldLock | null {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return null;
    throw error;
  }
}

/** Through the running server when there is one (it owns the embedded database), else in this process. */
export async function withDataDir<T>(config: AppConfig, work: DataDirWork<T>): Promise<T> {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const holder = readLiveLock(config.dataDir);
    if (holder?.port) return work.viaServer(holder);
    if (!holder && config.databaseUrl) return work.here(null);
    const lock = holder ? null : grab(config.dataDir);
    if (lock) {
      try {
        return await work.here(lock);
      } finally {
        lock.release();
      }
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${lockPathFor(config.dataDir)} is held by process ${holder?.pid ?? 'unknown'}: a server still starting or another manage command. ` +
          'Try again; if that process is not MockPrep, delete the lock file.',
      );
    }
    await sleep(BUSY_POLL_MS);
  }
}
