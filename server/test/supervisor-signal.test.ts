import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliEnv, freePort, PROCESS_TIMEOUT_MS } from './helpers/cli-processes';
import { givePreparedDatabase } from './helpers/test-database';

// `npm start` as a supervisor runs it (its own process group, npm at the top), stopped the ways one stops it: a
// signal to npm's pid alone (what `kill -TERM <pid>`, a container runtime or systemd's KillMode=mixed does), to the
// whole group (systemd's default, `docker stop` on a process-group init), or Ctrl-C at a terminal.
const root = path.resolve(__dirname, '../..');
const DRAIN_SECONDS = 1;
const TIMEOUT_SECONDS = 5;
/** The grace period the README tells supervisors to give: drain + timeout + 5 s; after it they send SIGKILL. */
const GRACE_MS = (DRAIN_SECONDS + TIMEOUT_SECONDS + 5) * 1000;

let dataDir: string;
let distDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-supervisor-'));
  givePreparedDatabase(dataDir);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>MockPrep</title>');
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
});

interface NpmStart {
  npm: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<number | null>;
}

async function npmStart(): Promise<NpmStart> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = cliEnv(dataDir, distDir, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
  });
  const npm = spawn('npm', ['start'], { cwd: root, env, detached: true });
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + PROCESS_TIMEOUT_MS;
  while (!output.includes(`MockPrep is running at ${baseUrl}`)) {
    if (Date.now() > deadline || npm.exitCode !== null) {
      killGroup(npm, 'SIGKILL');
      throw new Error(`npm start did not start the server:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { npm, baseUrl, output: () => output, exited };
}

function killGroup(npm: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-npm.pid!, signal);
  } catch {
    // The group is gone already.
  }
}

/** The processes of npm's group still running (an exited one waiting for init to reap it, a zombie, is not). */
function stillRunning(npm: ChildProcess): string[] {
  const { stdout } = spawnSync('ps', ['-o', 'stat=,args=', '-g', String(npm.pid)], { encoding: 'utf8' });
  return stdout.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('Z'));
}

/** npm's exit code, or 'killed after the grace period' when the supervisor would have had to SIGKILL the group. */
async function exitWithinGrace(started: NpmStart): Promise<number | null | string> {
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('killed after the grace period'), GRACE_MS)));
  const outcome = await Promise.race([started.exited, graceOver]);
  clearTimeout(timer);
  if (typeof outcome === 'string') killGroup(started.npm, 'SIGKILL');
  return outcome;
}

async function readiness(baseUrl: string): Promise<number | string> {
  try {
    return (await fetch(`${baseUrl}/readyz`)).status;
  } catch (error) {
    return ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code ?? 'failed';
  }
}

/** /readyz's answers from the signal until the port refuses connections. */
async function readinessUntilClosed(baseUrl: string): Promise<Array<number | string>> {
  const seen: Array<number | string> = [];
  for (;;) {
    const status = await readiness(baseUrl);
    if (seen.at(-1) !== status) seen.push(status);
    if (typeof status === 'string') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('stopping npm start', () => {
  it('SIGTERM to the npm process alone drains the server, closes its port and ends every process with exit 0', async () => {
    const started = await npmStart();
    expect(await readiness(started.baseUrl)).toBe(200);

    process.kill(started.npm.pid!, 'SIGTERM');
    const seen = readinessUntilClosed(started.baseUrl);

    expect(await exitWithinGrace(started)).toBe(0);
    // "Not ready" while it drains, then nothing listens.
    expect((await seen).slice(-2)).toEqual([503, 'ECONNREFUSED']);
    expect(stillRunning(started.npm)).toEqual([]);
    expect(started.output()).toContain('"signal":"SIGTERM","msg":"shutting down"');
  }, 2 * PROCESS_TIMEOUT_MS);

  it('SIGTERM to the whole process group (the signal arrives twice) still drains to the end and exits 0', async () => {
    const started = await npmStart();

    killGroup(started.npm, 'SIGTERM');
    const seen = await readinessUntilClosed(started.baseUrl);

    expect(await exitWithinGrace(started)).toBe(0);
    expect(seen).toContain(503);
    expect(stillRunning(started.npm)).toEqual([]);
  }, 2 * PROCESS_TIMEOUT_MS);

  it('Ctrl-C at a terminal (SIGINT to the group, and again from npm) stops the server gracefully: exit 0', async () => {
    const started = await npmStart();

    killGroup(started.npm, 'SIGINT');

    expect(await exitWithinGrace(started)).toBe(0);
    expect(stillRunning(started.npm)).toEqual([]);
    expect(await readiness(started.baseUrl)).toBe('ECONNREFUSED');
  }, 2 * PROCESS_TIMEOUT_MS);
});
