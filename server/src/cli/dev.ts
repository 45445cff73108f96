import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/**
 * `npm run dev`: the API under `tsx watch` (restarts when a server/ or contracts/ file it imports changes) and
 * webpack's dev server with React Fast Refresh on http://localhost:3000, which proxies every other path to the API.
 * Output is prefixed [api] / [web]; one Ctrl-C stops both, and if either program exits the other is stopped.
 *
 * A script rather than `concurrently`: concurrently passes a signal to every process of each command's tree, and
 * again for every copy of the signal it gets (a terminal's Ctrl-C also reaches it through npm). `tsx watch`
 * force-kills the server when it gets a second signal, in the middle of closing the embedded database. Here each
 * program runs in its own process group, out of the terminal's reach, and gets exactly one SIGTERM.
 * package.json starts this with `exec` so that npm waits for it: the shell would otherwise exit at the Ctrl-C and
 * give the prompt back while the programs are still stopping.
 */

const projectRoot = path.resolve(__dirname, '../../..');

/** Where the API listens; webpack.config.ts's devServer.proxy sends requests there. */
const API_HOST = '127.0.0.1';
const API_PORT = '8000';
/** Where the browser opens the app (webpack.config.ts's devServer.port): emailed links and picture URLs point there. */
const WEB_URL = 'http://localhost:3000';

/** Repeats of one Ctrl-C (relayed by npm and tsx) arrive within this time; a later one means "stop now". */
const SAME_SIGNAL_MS = 1000;

const color = process.stdout.isTTY && !process.env.NO_COLOR;

interface Program {
  name: string;
  /** ANSI color of the prefix. */
  tint: number;
  script: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

const programs: Program[] = [
  {
    name: 'api',
    tint: 36,
    script: require.resolve('tsx/cli'),
    args: ['watch', 'server/src/cli/start.ts'],
    env: {
      // No production build: webpack's dev server serves the app. A DIST_DIR that cannot exist keeps the API
      // from serving a leftover ./dist on its own port. DATA_DIR and DATABASE_URL come from the shell or .env as usual.
      SKIP_BUILD: '1',
      DIST_DIR: '/dev/null/dist',
      HOST: API_HOST,
      PORT: API_PORT,
      PUBLIC_URL: WEB_URL,
    },
  },
  {
    name: 'web',
    tint: 35,
    script: require.resolve('webpack-cli/bin/cli.js'),
    args: ['serve', '--mode', 'development'],
    env: {},
  },
];

function prefixLines(stream: NodeJS.ReadableStream, out: NodeJS.WritableStream, prefix: string): void {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

function start(program: Program): ChildProcess {
  const child = spawn(process.execPath, [program.script, ...program.args], {
    cwd: projectRoot,
    env: { ...(color ? { FORCE_COLOR: '1' } : {}), ...process.env, ...program.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches only this script, which passes it on once.
    detached: process.platform !== 'win32',
  });
  const prefix = color ? `\x1b[${program.tint}m[${program.name}]\x1b[0m` : `[${program.name}]`;
  prefixLines(child.stdout!, process.stdout, prefix);
  prefixLines(child.stderr!, process.stderr, prefix);
  return child;
}

function main(): void {
  const children = programs.map((program) => ({ program, child: start(program) }));
  let stoppingSince: number | undefined;
  let exitCode = 0;

  const stopAll = () => {
    stoppingSince ??= Date.now();
    for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  const killAll = () => {
    for (const { child } of children) {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  const onSignal = () => {
    if (stoppingSince === undefined) return stopAll();
    if (Date.now() - stoppingSince > SAME_SIGNAL_MS) killAll();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);

  let running = children.length;
  for (const { program, child } of children) {
    let ended = false;
    const end = (how: string, code: number) => {
      if (ended) return;
      ended = true;
      if (stoppingSince === undefined) {
        console.error(`[${program.name}] ${how}; stopping the others`);
        exitCode = code;
        stopAll();
      }
      running -= 1;
      if (running === 0) process.exit(exitCode);
    };
    child.on('error', (error) => end(`could not start: ${error.message}`, 1));
    // 'close' rather than 'exit': it comes once the program's output has been read to the end.
    child.on('close', (code, signal) => end(`exited (${signal ?? `code ${code}`})`, code ?? 1));
  }
}

main();
