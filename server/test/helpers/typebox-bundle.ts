import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * TypeBox ships as ~680 small ES modules; jest loads each afresh in every test file, which took ~0.5 s of each server
 * test file's start. The global setup bundles its three entry points (shared code split into common chunks, so
 * the three keep one copy of TypeBox between them) and jest.config.ts maps `typebox`, `typebox/compile` and
 * `typebox/value` to these files. Rebuilt when the installed version changes.
 */
const TYPEBOX_BUNDLE_DIR = path.resolve(__dirname, '../../../node_modules/.cache/mockprep/typebox');
const ENTRY_POINTS = { index: 'typebox', compile: 'typebox/compile', value: 'typebox/value' };

export function bundleTypeboxOnce(): void {
  const manifest = path.join(path.dirname(require.resolve('typebox')), '../package.json');
  const version = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  const stamp = path.join(TYPEBOX_BUNDLE_DIR, 'version');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === version) return;
  fs.rmSync(TYPEBOX_BUNDLE_DIR, { recursive: true, force: true });
  buildSync({
    entryPoints: Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, specifier]) => [name, require.resolve(specifier)])),
    outdir: TYPEBOX_BUNDLE_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  fs.writeFileSync(stamp, version);
}
