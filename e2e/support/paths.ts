import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
/** Screenshots of failed tests and server logs; gitignored. */
export const artifactsDir = path.join(repoRoot, 'e2e', '.artifacts');
