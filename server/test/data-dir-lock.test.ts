import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, lockPathFor, readLiveLock, type LockInfo } from '../src/runtime/data-dir-lock';

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-lock-'));
});

afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function writeLock(info: Partial<LockInfo>): void {
  const lock: LockInfo = { pid: 0, port: 8000, host: '127.0.0.1', secret: 'someone-elses-secret', startedAt: new Date().toISOString(), ...info };
  fs.writeFileSync(lockPathFor(dataDir), JSON.stringify(lock));
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (!child.pid) throw new Error('could not spawn');
  return child.pid;
}

const readLock = () => JSON.parse(fs.readFileSync(lockPathFor(dataDir), 'utf8')) as LockInfo;

it('creates an owner-only lock file with this process, a fresh secret and no port yet', () => {
  const lock = acquireDataDirLock(dataDir);
  expect(readLock()).toEqual({ pid: process.pid, port: null, host: null, secret: lock.info.secret, startedAt: expect.any(String) });
  expect(lock.info.secret).toMatch(/^[0-9a-f]{64}$/);
  expect(fs.statSync(lockPathFor(dataDir)).mode & 0o777).toBe(0o600);
  lock.release();
});

it('refuses a directory held by a live process', () => {
  writeLock({ pid: process.ppid });
  expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
  expect(() => acquireDataDirLock(dataDir)).toThrow(`in use by process ${process.ppid}`);
  expect(readLiveLock(dataDir)).toMatchObject({ pid: process.ppid, port: 8000 });
  expect(readLock().secret).toBe('someone-elses-secret');
});

it('refuses a second lock from the same process', () => {
  const lock = acquireDataDirLock(dataDir);
  expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
  lock.release();
});

it('takes over the lock of a process that died without releasing it', () => {
  writeLock({ pid: deadPid() });
  expect(readLiveLock(dataDir)).toBeNull();
  const lock = acquireDataDirLock(dataDir);
  expect(readLock()).toMatchObject({ pid: process.pid, secret: lock.info.secret });
  expect(fs.readdirSync(dataDir)).toEqual(['server.lock']);
  lock.release();
});

it('takes over an unreadable lock file once it is old, but not while it may still be being written', () => {
  fs.writeFileSync(lockPathFor(dataDir), '');
  expect(() => acquireDataDirLock(dataDir)).toThrow('in use by another process');
  const aMinuteAgo = new Date(Date.now() - 60_000);
  fs.utimesSync(lockPathFor(dataDir), aMinuteAgo, aMinuteAgo);
  const lock = acquireDataDirLock(dataDir);
  expect(readLock().pid).toBe(process.pid);
  lock.release();
});

it('advertises the port atomically and removes the file on release', () => {
  const lock = acquireDataDirLock(dataDir);
  lock.advertise({ host: '127.0.0.1', port: 43210 });
  expect(readLiveLock(dataDir)).toMatchObject({ pid: process.pid, port: 43210, host: '127.0.0.1', secret: lock.info.secret });
  lock.release();
  expect(fs.existsSync(lockPathFor(dataDir))).toBe(false);
  expect(readLiveLock(dataDir)).toBeNull();
});

it('leaves alone a lock that is no longer its own', () => {
  const lock = acquireDataDirLock(dataDir);
  writeLock({ pid: process.ppid });
  lock.release();
  expect(readLock().secret).toBe('someone-elses-secret');
});
