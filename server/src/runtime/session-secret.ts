import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 32;

/**
 * SESSION_SECRET when set; otherwise a secret generated on first start and kept in
 * `<dataDir>/session-secret` (owner-only), so sessions survive restarts without any setup.
 * Several server processes must share SESSION_SECRET, since each data directory would get its own.
 */
export function resolveSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) {
    if (fromEnv.length < MIN_LENGTH) throw new Error(`SESSION_SECRET must be at least ${MIN_LENGTH} characters long.`);
    return fromEnv;
  }
  const file = path.join(dataDir, 'session-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (stored.length < MIN_LENGTH) throw new Error(`${file} holds a secret shorter than ${MIN_LENGTH} characters; delete it to get a new one.`);
  return stored;
}
