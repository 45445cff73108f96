import fs from 'node:fs';
import { prepareDataTemplate } from './npm-start';
import { artifactsDir } from './paths';
import { IGNORE_DOT_ENV } from './server';
import { ensureSpaBuilt } from './spa-build';

/**
 * Once per run: the server only serves dist/, so build it here rather than in every test file's server; bundle the
 * server as `npm start` does; create and migrate one embedded database that every file's server starts from a copy
 * of (E2E_DATA_TEMPLATE, read by support/server.ts in the test files, which inherit this process's environment).
 */
export default function globalSetup(): void {
  fs.rmSync(artifactsDir, { recursive: true, force: true });
  fs.mkdirSync(artifactsDir, { recursive: true });
  ensureSpaBuilt();
  process.env.E2E_DATA_TEMPLATE = prepareDataTemplate({ ...process.env, ...IGNORE_DOT_ENV });
}
