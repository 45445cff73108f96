import fs from 'node:fs';

/** Removes the run's template database (global-setup.ts). */
export default function globalTeardown(): void {
  if (process.env.E2E_DATA_TEMPLATE) fs.rmSync(process.env.E2E_DATA_TEMPLATE, { recursive: true, force: true });
}
