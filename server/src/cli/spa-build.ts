import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const projectRoot = path.resolve(__dirname, '../../..');
/** Where webpack writes the SPA (webpack.config.ts). */
const webpackOutput = path.join(projectRoot, 'dist');

function newestModification(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  // Directories count too: deleting or renaming a file changes only its directory's time.
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((newest, entry) => Math.max(newest, fs.statSync(path.join(dir, entry)).mtimeMs), 0);
}

function isStale(distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return true;
  const sources = Math.max(newestModification(path.join(projectRoot, 'src')), newestModification(path.join(projectRoot, 'public')));
  return fs.statSync(index).mtimeMs < sources;
}

/**
 * Builds the SPA with webpack when `dist/index.html` is missing or older than any file under src/ or
 * public/. A DIST_DIR other than webpack's output is a build someone made elsewhere: it is served as is.
 * Returns false when the build failed.
 */
export function buildSpaIfStale(distDir: string, log: (message: string) => void): boolean {
  if (path.resolve(distDir) !== webpackOutput || !isStale(distDir)) return true;
  log('Building the web app (webpack, production mode); this takes a minute the first time.');
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: projectRoot, stdio: 'inherit', shell: process.platform === 'win32' });
  return result.status === 0;
}
