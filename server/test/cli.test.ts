import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockPathFor, type LockInfo } from '../src/runtime/data-dir-lock';
import { cliEnv, PROCESS_TIMEOUT_MS, runManage, runServerToExit, startServerProcess, type StartedServer } from './helpers/cli-processes';

let dataDir: string;
let distDir: string;

const childEnv = (extra: Record<string, string> = {}) => cliEnv(dataDir, distDir, extra);
const manage = (args: string[], extraEnv: Record<string, string> = {}) => runManage(args, childEnv(extraEnv));

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-cli-'));
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>MockPrep</title>');
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('npm run manage without a running server', () => {
  it('opens the data directory itself, runs the command and lets go of the directory', async () => {
    const empty = await manage(['list_users']);
    expect(empty).toMatchObject({ code: 0, stdout: 'No members.\n' });

    const created = await manage(['create_admin', 'alice', 'alice@example.edu'], { MANAGE_PASSWORD: 'a long enough secret' });
    expect(created).toMatchObject({ code: 0, stdout: 'Created admin alice (id 1).\n' });

    const listed = await manage(['list_users', '--admins']);
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n')[1].split(/\s+/)).toEqual(['1', 'alice', 'alice@example.edu', 'yes', 'yes']);
    expect(fs.existsSync(lockPathFor(dataDir))).toBe(false);
  }, 3 * PROCESS_TIMEOUT_MS);

  it('exits with 1 and explains a missing command or a refused one', async () => {
    const noCommand = await manage([]);
    expect(noCommand.code).toBe(1);
    expect(noCommand.stderr).toContain('Usage: npm run manage -- <command>');

    const refused = await manage(['revoke_admin', 'alice']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('alice is the last admin');
  }, 2 * PROCESS_TIMEOUT_MS);
});

describe('npm run manage with a running server', () => {
  let server: StartedServer;
  const serverOutput = () => server.output();

  beforeAll(async () => {
    server = await startServerProcess(childEnv());
  }, PROCESS_TIMEOUT_MS + 10_000);

  afterAll(() => server?.stop(), PROCESS_TIMEOUT_MS);

  it('holds the data directory: a second server is refused', async () => {
    const second = await runServerToExit(childEnv({ PORT: '0' }));
    expect(second.code).toBe(1);
    expect(second.output).toContain('The data directory is in use by process');
  }, PROCESS_TIMEOUT_MS);

  it('sends the command through the local channel to the server', async () => {
    const listed = await manage(['list_users']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('alice@example.edu');
    expect(listed.stderr).toMatch(/\(run by the server, process \d+\)/);
    expect(serverOutput()).toMatch(/"command":"list_users","source":"cli","memberId":null,"success":true/);

    const usage = await manage(['verify_member']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Missing argument <username>. Usage: verify_member <username>');

    const misspelt = await manage(['pair', '--dryrun']);
    expect(misspelt.code).toBe(1);
    expect(misspelt.stderr).toContain('Unknown option "--dryrun". Usage: pair [--dry-run] [--force-current-week]');
    expect(serverOutput()).toMatch(/"command":"pair","source":"cli","memberId":null,"success":false/);

    const unknown = await manage(['drop_everything']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "drop_everything"');
  }, 3 * PROCESS_TIMEOUT_MS);

  it('answers the channel only with the secret from the lock file', async () => {
    const lock = JSON.parse(fs.readFileSync(lockPathFor(dataDir), 'utf8')) as LockInfo;
    const send = (secret: string) =>
      fetch(`http://127.0.0.1:${lock.port}/internal/command`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-manage-secret': secret },
        body: JSON.stringify({ command: 'help', args: [], kwargs: {} }),
      });
    expect((await send('guessed')).status).toBe(403);
    const allowed = await send(lock.secret);
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as { output: string }).output).toContain('list_users [--admins]');
  });

  it('stops cleanly on SIGTERM and releases the data directory', async () => {
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(lockPathFor(dataDir))).toBe(false);
  }, PROCESS_TIMEOUT_MS);
});
