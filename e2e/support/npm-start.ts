import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';

/**
 * What an npm script of the form `node server/src/cli/build-server.mjs && [exec] node <flags> <bundle>` runs: the
 * command that bundles the server, then node's flags and the bundle. The browser suite, the server tests' programs
 * and the benchmarks run them themselves, so that the program's pid is node's (and a probe can be preloaded):
 * what they test and measure is what ships.
 */
function bundledScript(name: 'start' | 'manage'): { build: string; nodeFlags: string[]; entry: string } {
  const script = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts[name];
  const [build, run] = script.split(' && ');
  const words = run.trim().split(/\s+/).filter((word) => word !== 'exec').slice(1); // after `node`
  return { build, nodeFlags: words.slice(0, -1), entry: words[words.length - 1] };
}

/** `npm start`: the build step, then node's flags and the server's bundle. */
export const npmStart = () => bundledScript('start');

/** `npm start`'s server as node's arguments, `args` after the bundle (the bundle must be built: bundleServerOnce). */
export const npmStartArgs = (...args: string[]): string[] => {
  const { nodeFlags, entry } = npmStart();
  return [...nodeFlags, entry, ...args];
};

/** `npm run manage -- <args>` as node's arguments (the bundle must be built: bundleServerOnce). */
export const npmManageArgs = (...args: string[]): string[] => {
  const { nodeFlags, entry } = bundledScript('manage');
  return [...nodeFlags, entry, ...args];
};

let bundled = false;

/** Bundles the server and the CLI as `npm start` does (nothing when the bundles are newer than their sources), once per process. */
export function bundleServerOnce(): void {
  if (!bundled) execSync(npmStart().build, { cwd: repoRoot, stdio: 'inherit' });
  bundled = true;
}

/**
 * A data directory whose embedded database is created and migrated, by the server's own `--prepare-database`
 * step (what every start runs first). Each test file's server starts on a copy of its `pgdata` (copyPreparedData):
 * initdb and the migrations once per run instead of once per file (~3.5 s each on a quiet 2-core machine).
 */
export function prepareDataTemplate(env: NodeJS.ProcessEnv): string {
  bundleServerOnce();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-e2e-template-'));
  execFileSync(process.execPath, npmStartArgs('--prepare-database'), { cwd: repoRoot, env: { ...env, DATA_DIR: dataDir }, stdio: 'inherit' });
  return dataDir;
}

/** Gives `dataDir` the template's database (no lock, session secret or outbox: those stay the server's own). */
export function copyPreparedData(template: string, dataDir: string): void {
  fs.cpSync(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
}
