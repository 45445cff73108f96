import fs from 'node:fs';
import path from 'node:path';

/** Reads `.env` at the project root when there is one; variables already set in the shell win. */
export function loadDotEnv(): void {
  const file = path.resolve(__dirname, '../../..', '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
