import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { npmManageArgs, npmStartArgs } from '../../../e2e/support/npm-start';

// The real `npm start` and `npm run manage` programs, as separate processes on a temporary data directory.
// Opening a new embedded database takes several seconds (more on a busy machine), hence the long timeouts.
export const PROCESS_TIMEOUT_MS = 120_000;
const root = path.resolve(__dirname, '../../..');
// The programs run what `npm start` and `npm run manage` run: node on their bundles (the global setup builds them).

export interface ProcessOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment of a server or CLI on `dataDir`: embedded database, no jobs, a stand-in SPA build in `distDir`. */
export function cliEnv(dataDir: string, distDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SESSION_SECRET: '', RUN_JOBS: 'false', SKIP_BUILD: '1', DIST_DIR: distDir, ...extra };
}

/** `npm run manage -- <args>` to its end. */
export function runManage(args: string[], env: NodeJS.ProcessEnv): Promise<ProcessOutcome> {
  return new Promise((resolve) => {
    execFile(process.execPath, npmManageArgs(...args), { cwd: root, env, timeout: PROCESS_TIMEOUT_MS }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** `npm start` until it exits. */
export function runServerToExit(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, npmStartArgs(), { cwd: root, env, timeout: PROCESS_TIMEOUT_MS }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    );
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface StartedServer {
  process: ChildProcess;
  port: number;
  /** Everything the server printed so far. */
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM, as a supervisor stops the server. */
  stop(): Promise<number | null>;
}

/** `npm start` on a free port, resolved once it says it is running. */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<StartedServer> {
  const port = await freePort();
  const server = spawn(process.execPath, npmStartArgs(), { cwd: root, env: { ...env, PORT: String(port) } });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + PROCESS_TIMEOUT_MS;
  while (!output.includes(`MockPrep is running at http://127.0.0.1:${port}`)) {
    if (Date.now() > deadline || server.exitCode !== null) {
      if (server.exitCode === null) server.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    return exited;
  };
  return { process: server, port, output: () => output, exited, stop };
}
