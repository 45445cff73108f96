import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { readLiveLock } from '../src/runtime/data-dir-lock';
import { cliEnv, PROCESS_TIMEOUT_MS, runManage, startServerProcess, type StartedServer } from './helpers/cli-processes';
import { givePreparedDatabase } from './helpers/test-database';

// `npm run manage -- backup|restore` as an operator runs them, next to a real `npm start` (server/test/cli.test.ts).
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-backup-cli-'));
const distDir = path.join(scratch, 'dist');
const servedDir = path.join(scratch, 'served');
const freshDir = path.join(scratch, 'fresh');
const backupFile = path.join(scratch, 'mockprep.backup');

const manageOn = (dataDir: string, args: string[], extra: Record<string, string> = {}) => runManage(args, cliEnv(dataDir, distDir, extra));
let server: StartedServer;

beforeAll(async () => {
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>MockPrep</title>');
  givePreparedDatabase(servedDir);
  const admin = await manageOn(servedDir, ['create_admin', 'alice', 'alice@example.edu'], { MANAGE_PASSWORD: 'a long enough secret' });
  expect(admin.code).toBe(0);
  server = await startServerProcess(cliEnv(servedDir, distDir));
}, 2 * PROCESS_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
}, PROCESS_TIMEOUT_MS);

describe('npm run manage -- backup', () => {
  it('has the running server make the copy, and writes it owner-only', async () => {
    const made = await manageOn(servedDir, ['backup', backupFile]);
    expect(made.stderr).toMatch(/\(copy made by the running server, process \d+\)/);
    expect(made).toMatchObject({ code: 0, stdout: expect.stringContaining(`to ${backupFile} (`) });
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(scratch).filter((name) => name.includes('.partial'))).toEqual([]);
  }, PROCESS_TIMEOUT_MS);

  it('does not overwrite an existing file unless --force is given', async () => {
    const before = fs.readFileSync(backupFile);
    const refused = await manageOn(servedDir, ['backup', backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${backupFile} exists; add --force to overwrite it.`);
    expect(fs.readFileSync(backupFile).equals(before)).toBe(true);

    const forced = await manageOn(servedDir, ['backup', backupFile, '--force']);
    expect(forced.code).toBe(0);
  }, 2 * PROCESS_TIMEOUT_MS);

  it('points to pg_dump and pg_restore when DATABASE_URL is a PostgreSQL server', async () => {
    const postgres = { DATABASE_URL: 'postgres://mockprep@db.example/mockprep' };
    const backup = await manageOn(freshDir, ['backup', path.join(scratch, 'pg.backup')], postgres);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump --format=custom --file=<file> "$DATABASE_URL"');
    const restore = await manageOn(freshDir, ['restore', backupFile], postgres);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" <file>');
  }, 2 * PROCESS_TIMEOUT_MS);
});

describe('npm run manage -- restore', () => {
  it('refuses while a server holds the data directory', async () => {
    const refused = await manageOn(servedDir, ['restore', backupFile, '--force']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${servedDir} is in use by process ${readLiveLock(servedDir)?.pid}`);
    expect(refused.stderr).toContain('Stop the server, then restore');
  }, PROCESS_TIMEOUT_MS);

  it('refuses files that are not a backup, whatever their name', async () => {
    const text = path.join(scratch, 'notes.tar.gz');
    fs.writeFileSync(text, 'not a backup at all');
    const notGzip = await manageOn(freshDir, ['restore', text]);
    expect(notGzip.code).toBe(1);
    expect(notGzip.stderr).toContain(`${text} is not a MockPrep backup: it is not gzip data, or it was cut short.`);

    const otherArchive = path.join(scratch, 'other.backup');
    fs.writeFileSync(otherArchive, zlib.gzipSync(Buffer.alloc(2048)));
    const noDatabase = await manageOn(freshDir, ['restore', otherArchive]);
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toContain('is not a MockPrep backup: it holds no PostgreSQL data directory.');

    const truncated = path.join(scratch, 'truncated.backup');
    fs.writeFileSync(truncated, fs.readFileSync(backupFile).subarray(0, 100_000));
    const cut = await manageOn(freshDir, ['restore', truncated]);
    expect(cut.code).toBe(1);
    expect(cut.stderr).toContain('it is not gzip data, or it was cut short');
    expect(fs.existsSync(path.join(freshDir, 'pgdata'))).toBe(false);
  }, 3 * PROCESS_TIMEOUT_MS);

  it('restores into a fresh DATA_DIR, whose members are all there', async () => {
    const restored = await manageOn(freshDir, ['restore', backupFile]);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${backupFile} into ${freshDir}`);
    expect(restored.stdout).toContain('(members: 1, pictures: 0)');

    const listed = await manageOn(freshDir, ['list_users']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('alice@example.edu');
  }, 2 * PROCESS_TIMEOUT_MS);

  it('replaces an existing database only with --force, and a backup made without a server restores too', async () => {
    const refused = await manageOn(freshDir, ['restore', backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${freshDir} already holds a database.`);
    expect(refused.stderr).toContain('add --force');

    const offline = path.join(scratch, 'offline.backup');
    const madeHere = await manageOn(freshDir, ['backup', offline]);
    expect(madeHere.code).toBe(0);
    expect(madeHere.stderr).not.toContain('copy made by the running server');

    const replaced = await manageOn(freshDir, ['restore', offline, '--force']);
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toContain('(members: 1, pictures: 0)');
  }, 3 * PROCESS_TIMEOUT_MS);
});
