/**
 * Lighthouse (12, mobile preset: simulated slow 4G and a 4× slower CPU) on /home, served by the real app
 * from the production build (built first if stale) on an embedded database, in Debian's Chromium
 * (`CHROME_PATH`, else /usr/bin/chromium) with `--headless --no-sandbox --disable-gpu`. Five runs, the row
 * being the median by score: a single run swings by up to 0.15 on a shared 2-core machine. Also reports the
 * JavaScript the page actually transferred (compressed, as the server sent it), which includes the lazily
 * loaded chunks the bundle section does not count as first load.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { createAppContext } from '../server/src/runtime/context';
import { ensureSpaBuilt } from '../e2e/support/spa-build';

const RUNS = 5;
const TARGET_SCORE = 0.95;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

type Row = Record<string, string | number>;

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

export async function benchLighthouse(): Promise<Row[]> {
  ensureSpaBuilt();
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-bench-lighthouse-'));
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', RUN_JOBS: 'false' });
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  // Migrated first, as the server does: building the app reads the database (pictures left on disk are imported).
  await database.migrate();
  const app = await buildApp(createAppContext(config, database.db, pino({ level: 'warn' })), { sessionSecret: 'bench-session-secret-that-is-long-enough', logger: false });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/#/home`;
    const runs: Row[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!result) throw new Error('lighthouse returned no result');
      const { lhr } = result;
      const requests = ((lhr.audits['network-requests'].details as { items?: NetworkRequest[] } | undefined)?.items ?? []) as NetworkRequest[];
      const scriptBytes = requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      runs.push({
        page: '/home (mobile)',
        target: `score >= ${TARGET_SCORE}`,
        score: lhr.categories.performance.score ?? 0,
        'LCP (ms)': Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
        'FCP (ms)': Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
        'TBT (ms)': Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        CLS: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        'JS transferred (KB)': Number((scriptBytes / 1024).toFixed(1)),
        'scores of all runs': '',
      });
    }
    const sorted = [...runs].sort((a, b) => Number(a.score) - Number(b.score));
    const median = { ...sorted[Math.floor(RUNS / 2)] };
    median['scores of all runs'] = runs.map((row) => row.score).join(', ');
    return [median];
  } finally {
    await chrome.kill();
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
