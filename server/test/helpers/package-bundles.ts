import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Packages the server project's jest loads from bundles made by the global setup (jest.config.ts maps them here),
 * rebuilt when an installed version changes:
 * - TypeBox ships as ~680 small ES modules, which jest loads afresh in every test file (~0.5 s of each server test
 *   file's start): its three entry points become a few files (shared code split into common chunks, so the three
 *   keep one copy of TypeBox between them).
 * - `cookie` 2 and `content-disposition` 3 (Fastify's cookie and static plugins) are published as ES modules only.
 *   Jest loads an ES module through `vm.SourceTextModule`, and Node keeps each one alive for the worker's lifetime;
 *   its evaluation promise holds the async context of the hook that loaded it (jest-circus's test context), and with
 *   it the test file's app and every module of the file: each file leaked ~19 MB, a worker's heap reached 800 MB
 *   and its later files ran slower. As CommonJS bundles they are plain modules, dropped with the file.
 */
const PACKAGE_BUNDLE_DIR = path.resolve(__dirname, '../../../node_modules/.cache/mockprep/packages');

const TYPEBOX_ENTRY_POINTS = { index: 'typebox', compile: 'typebox/compile', value: 'typebox/value' };
const COMMONJS_ENTRY_POINTS = { cookie: 'cookie', 'content-disposition': 'content-disposition' };

function installedVersion(specifier: string): string {
  let dir = path.dirname(require.resolve(specifier));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function bundlePackagesOnce(): void {
  const versions = ['typebox', ...Object.values(COMMONJS_ENTRY_POINTS)].map((name) => `${name}@${installedVersion(name)}`).join(' ');
  const stamp = path.join(PACKAGE_BUNDLE_DIR, 'versions');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === versions) return;
  fs.rmSync(PACKAGE_BUNDLE_DIR, { recursive: true, force: true });
  const common = { bundle: true, platform: 'node', target: 'node20', logLevel: 'warning' } as const;
  buildSync({
    ...common,
    entryPoints: Object.fromEntries(Object.entries(TYPEBOX_ENTRY_POINTS).map(([name, specifier]) => [name, require.resolve(specifier)])),
    outdir: path.join(PACKAGE_BUNDLE_DIR, 'typebox'),
    outExtension: { '.js': '.mjs' },
    splitting: true,
    format: 'esm',
  });
  buildSync({
    ...common,
    entryPoints: Object.fromEntries(Object.entries(COMMONJS_ENTRY_POINTS).map(([name, specifier]) => [name, require.resolve(specifier)])),
    outdir: PACKAGE_BUNDLE_DIR,
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
  });
  fs.writeFileSync(stamp, versions);
}
