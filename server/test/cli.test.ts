import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { lockPathFor, type LockInfo } from '../src/runtime/data-dir-lock';

// The real `npm start` and `npm run manage` programs, as separate processes on a temporary data directory.
// Opening a new embedded database takes several seconds (more on a busy machine), hence the long timeouts.
const PROCESS_TIMEOUT_MS = 120_000;
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

let dataDir: string;
let distDir: string;

function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SESSION_SECRET: '', RUN_JOBS: 'false', SKIP_BUILD: '1', DIST_DIR: distDir, ...extra };
}

function manage(args: string[], extraEnv: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(tsx, ['server/src/cli/manage.ts', ...args], { cwd: root, env: childEnv(extraEnv), timeout: PROCESS_TIMEOUT_MS }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

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
  let server: ChildProcess;
  let serverOutput = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    const port = await freePort();
    server = spawn(tsx, ['server/src/cli/start.ts'], { cwd: root, env: childEnv({ PORT: String(port) }) });
    exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    const deadline = Date.now() + PROCESS_TIMEOUT_MS;
    while (!serverOutput.includes(`MockPrep is running at http://127.0.0.1:${port}`)) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not start:\n${serverOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, PROCESS_TIMEOUT_MS + 10_000);

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  it('holds the data directory: a second server is refused', async () => {
    const second = await new Promise<{ code: number | null; output: string }>((resolve) => {
      execFile(tsx, ['server/src/cli/start.ts'], { cwd: root, env: childEnv({ PORT: '0' }), timeout: PROCESS_TIMEOUT_MS }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
      );
    });
    expect(second.code).toBe(1);
    expect(second.output).toContain('The data directory is in use by process');
  }, PROCESS_TIMEOUT_MS);

  it('sends the command through the local channel to the server', async () => {
    const listed = await manage(['list_users']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('alice@example.edu');
    expect(listed.stderr).toMatch(/\(run by the server, process \d+\)/);
    expect(serverOutput).toMatch(/"command":"list_users","source":"cli","memberId":null,"success":true/);

    const usage = await manage(['verify_member']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Missing argument <username>. Usage: verify_member <username>');

    const misspelt = await manage(['pair', '--dryrun']);
    expect(misspelt.code).toBe(1);
    expect(misspelt.stderr).toContain('Unknown option "--dryrun". Usage: pair [--dry-run] [--force-current-week]');
    expect(serverOutput).toMatch(/"command":"pair","source":"cli","memberId":null,"success":false/);

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
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(lockPathFor(dataDir))).toBe(false);
  }, PROCESS_TIMEOUT_MS);
});
