import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What `<dataDir>/server.lock` says about the process that holds the directory. */
export interface LockInfo {
  pid: number;
  /** Where the holder answers `POST /internal/command`; null while it starts, and for a CLI run. */
  port: number | null;
  host: string | null;
  /** Sent by the CLI in `X-Manage-Secret` to prove it can read this file. */
  secret: string;
  startedAt: string;
}

export interface HeldLock {
  readonly info: LockInfo;
  /** Records where the holder's local command channel listens, once it does. */
  advertise(address: { port: number; host: string }): void;
  /** Deletes the lock file if it is still ours. */
  release(): void;
}

export class DataDirLockedError extends Error {
  /** `holder` is null when another process is writing the lock file at this very moment. */
  constructor(readonly holder: LockInfo | null, readonly lockPath: string) {
    super(`The data directory is in use by ${holder ? `process ${holder.pid}` : 'another process'} (lock file ${lockPath}).`);
  }
}

// A file with no parseable content is taken to be mid-write for this long before it counts as a crash leftover.
const HALF_WRITTEN_GRACE_MS = 5000;

export function lockPathFor(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseLock(text: string): LockInfo | null {
  try {
    const value = JSON.parse(text) as Partial<LockInfo>;
    return typeof value.pid === 'number' && typeof value.secret === 'string' ? (value as LockInfo) : null;
  } catch {
    return null;
  }
}

type LockState = { kind: 'free' } | { kind: 'held'; info: LockInfo } | { kind: 'stale' } | { kind: 'being-written' };

function inspect(lockPath: string): LockState {
  let text: string;
  let modifiedMs: number;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
    modifiedMs = fs.statSync(lockPath).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'free' };
    throw error;
  }
  const info = parseLock(text);
  if (!info) return Date.now() - modifiedMs < HALF_WRITTEN_GRACE_MS ? { kind: 'being-written' } : { kind: 'stale' };
  return isProcessAlive(info.pid) ? { kind: 'held', info } : { kind: 'stale' };
}

/** The holder of the directory if its process is alive; null when the directory is free (or its lock is stale). */
export function readLiveLock(dataDir: string): LockInfo | null {
  const state = inspect(lockPathFor(dataDir));
  return state.kind === 'held' ? state.info : null;
}

/**
 * Moves a stale lock out of the way. Renaming is atomic, so of several processes clearing the same
 * stale file only one moves it; if what we moved turns out to be a fresh lock that replaced the stale
 * one in between, it is put back.
 */
function clearStaleLock(lockPath: string): void {
  const claimed = `${lockPath}.${process.pid}.stale`;
  try {
    fs.renameSync(lockPath, claimed);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = parseLock(fs.readFileSync(claimed, 'utf8'));
  if (moved && isProcessAlive(moved.pid)) {
    try {
      fs.linkSync(claimed, lockPath);
    } catch {
      // Someone created a newer lock meanwhile; theirs stands.
    }
  }
  fs.rmSync(claimed, { force: true });
}

function writeExclusively(lockPath: string, info: LockInfo): boolean {
  let fd: number;
  try {
    fd = fs.openSync(lockPath, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, JSON.stringify(info));
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/**
 * Takes `<dataDir>/server.lock` (created with O_EXCL) so that no second process opens the same embedded
 * database. A lock whose process is gone is a crash leftover and is taken over. Throws DataDirLockedError
 * when a live process holds it.
 */
export function acquireDataDirLock(dataDir: string): HeldLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = lockPathFor(dataDir);
  const info: LockInfo = { pid: process.pid, port: null, host: null, secret: randomBytes(32).toString('hex'), startedAt: new Date().toISOString() };
  for (;;) {
    if (writeExclusively(lockPath, info)) break;
    const state = inspect(lockPath);
    if (state.kind === 'held') throw new DataDirLockedError(state.info, lockPath);
    if (state.kind === 'being-written') throw new DataDirLockedError(null, lockPath);
    if (state.kind === 'stale') clearStaleLock(lockPath);
  }
  return heldLock(lockPath, info);
}

function heldLock(lockPath: string, initial: LockInfo): HeldLock {
  let info = initial;
  const isStillOurs = () => parseLock(readOrEmpty(lockPath))?.secret === info.secret;
  return {
    get info() {
      return info;
    },
    advertise({ port, host }) {
      info = { ...info, port, host };
      // Write beside it, then rename over it: a reader never sees half a file.
      const temporary = `${lockPath}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify(info), { mode: 0o600 });
      fs.renameSync(temporary, lockPath);
    },
    release() {
      if (isStillOurs()) fs.rmSync(lockPath, { force: true });
    },
  };
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
