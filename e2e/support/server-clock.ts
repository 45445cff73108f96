import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const DAY_MS = 86_400_000;

/**
 * A server clock a test can move: `extraEnv` for serverForThisFile, starting `initialOffsetMs` away from the real
 * time. The server (and the CLI run against it) read their offset from a file (shifted-clock-preload.mjs).
 * Sessions last 60 days so that a sign-in made weeks "ago" still holds once the clock is back to the present.
 */
export function movableServerClock(initialOffsetMs: number): { extraEnv: () => NodeJS.ProcessEnv; setOffset: (ms: number) => Promise<void> } {
  const offsetFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-e2e-clock-')), 'offset');
  fs.writeFileSync(offsetFile, String(initialOffsetMs));
  const preload = pathToFileURL(path.join(__dirname, 'shifted-clock-preload.mjs')).href;
  return {
    extraEnv: () => ({
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${preload}`].filter(Boolean).join(' '),
      E2E_CLOCK_OFFSET_FILE: offsetFile,
      SESSION_MAX_AGE_DAYS: '60',
    }),
    async setOffset(ms: number) {
      fs.writeFileSync(offsetFile, String(ms));
      // The server reads the file again at most every 50 ms.
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
  };
}
