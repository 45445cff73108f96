import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copyPreparedData, npmStartArgs } from './npm-start';
import { artifactsDir, repoRoot } from './paths';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The environment the server runs with; the management CLI needs the same DATA_DIR to reach it. */
  env: NodeJS.ProcessEnv;
  /**
   * Stops the server as a deploy would (SIGTERM) and starts it again on the same port and data; `whileDown` runs
   * in between (e.g. typing while the room is offline).
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 90_000;

/**
 * The server reads a developer's .env, but never overrides a variable that is set, even to ''. Blanking
 * these keeps the suite on its own embedded database, outbox, uploads, build and URLs whatever .env says.
 */
export const IGNORE_DOT_ENV = { DATABASE_URL: '', SMTP_URL: '', PUBLIC_URL: '', CORS_ORIGINS: '', UPLOAD_DIR: '', DIST_DIR: '', DISCORD_BOT_TOKEN: '' };
const SHUTDOWN_TIMEOUT_MS = 10_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function tail(file: string, lines = 40): string {
  return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

async function waitUntilAnswering(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before answering. Log tail:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`The server did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s. Log tail:\n${tail(logFile)}`);
}

/** Signals the server and anything it started together: the child leads its own process group. */
function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM (the server shuts down gracefully), SIGKILL whatever is left after the grace period. */
async function stop(child: ChildProcess): Promise<void> {
  const group = child.pid as number;
  signalGroup(group, 'SIGTERM');
  const killAt = Date.now() + SHUTDOWN_TIMEOUT_MS;
  // Bounded: an exited process that nobody reaps still answers signal 0.
  const giveUpAt = killAt + 5_000;
  while (signalGroup(group, 0) && Date.now() < giveUpAt) {
    if (Date.now() > killAt) signalGroup(group, 'SIGKILL');
    await delay(100);
  }
}

/**
 * One real server per test file, on a free port with a fresh data directory (so an embedded
 * database of its own, copied from the run's migrated one, and a clean outbox, and no rate-limit counts left
 * over from another file).
 * Its output goes to e2e/.artifacts/<name>-server.log. `extraEnv` (read when the server starts) adds settings.
 */
export function serverForThisFile(name: string, options: { extraEnv?: () => NodeJS.ProcessEnv } = {}): RunningServer {
  let child: ChildProcess | undefined;
  let logFile = '';
  const start = async (append: boolean) => {
    const log = fs.openSync(logFile, append ? 'a' : 'w');
    // What `npm start` runs after its build step (the global setup bundled the server): node itself, so it leads the group.
    child = spawn(process.execPath, npmStartArgs(), { cwd: repoRoot, env: server.env, stdio: ['ignore', log, log], detached: true });
    fs.closeSync(log);
    await waitUntilAnswering(`${server.baseUrl}/`, child, logFile);
  };
  const server: RunningServer = {
    baseUrl: '',
    dataDir: '',
    env: {},
    async restart(whileDown) {
      if (child) await stop(child);
      await whileDown?.();
      await start(true);
    },
  };

  beforeAll(async () => {
    const port = await freePort();
    server.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-e2e-'));
    // The run's migrated database (global-setup.ts), so the first start does not wait for initdb.
    if (process.env.E2E_DATA_TEMPLATE) copyPreparedData(process.env.E2E_DATA_TEMPLATE, server.dataDir);
    server.baseUrl = `http://127.0.0.1:${port}`;
    server.env = { ...process.env, ...IGNORE_DOT_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: server.dataDir, SKIP_BUILD: '1', RUN_JOBS: 'false',
      // Test setup registers dozens of members through the API from one address; the limit itself has server tests.
      REGISTER_RATE_LIMIT: '1000', ...options.extraEnv?.() };
    logFile = path.join(artifactsDir, `${name}-server.log`);
    fs.mkdirSync(artifactsDir, { recursive: true });
    await start(false);
  }, STARTUP_TIMEOUT_MS + 5_000);

  afterAll(async () => {
    if (child) await stop(child);
    if (server.dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
  }, SHUTDOWN_TIMEOUT_MS + 10_000);

  return server;
}
