import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

export const distDir = path.join(repoRoot, 'dist');
const builtMarker = path.join(distDir, 'index.html');
const bundleInputs = ['src', 'public', 'webpack.config.ts', 'package-lock.json'].map((entry) => path.join(repoRoot, entry));

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), 0);
}

/** A bundle older than its sources would test (or measure) code that is no longer there. */
function buildIsStale(): boolean {
  if (!fs.existsSync(builtMarker)) return true;
  const builtAt = fs.statSync(builtMarker).mtimeMs;
  return bundleInputs.some((input) => newestChange(input) > builtAt);
}

/** Runs the production webpack build unless dist/ is already up to date with the SPA's sources. */
export function ensureSpaBuilt(log: (line: string) => void = console.log): void {
  if (!buildIsStale()) return;
  log('Building the SPA (npx webpack --mode production)…');
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The SPA build failed (exit ${build.status ?? build.signal}).`);
  // webpack leaves an unchanged index.html unwritten, which would keep the build "stale" and rebuild it every run.
  const now = new Date();
  fs.utimesSync(builtMarker, now, now);
}

/** A production build into `outputDir` that calls the API at `apiUrl` (API_URL is read at build time). */
export function buildSpaFor(apiUrl: string, outputDir: string): void {
  const build = spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', outputDir], {
    cwd: repoRoot,
    env: { ...process.env, API_URL: apiUrl },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`The SPA build for ${apiUrl} failed (exit ${build.status ?? build.signal}).`);
}
