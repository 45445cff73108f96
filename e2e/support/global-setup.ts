import fs from 'node:fs';
import { artifactsDir } from './paths';
import { ensureSpaBuilt } from './spa-build';

/** Once per run: the server only serves dist/, so build it here rather than in every test file's server. */
export default function globalSetup(): void {
  fs.rmSync(artifactsDir, { recursive: true, force: true });
  fs.mkdirSync(artifactsDir, { recursive: true });
  ensureSpaBuilt();
}
