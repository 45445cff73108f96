// `npm start`'s first step (and `npm run manage`'s): bundles the server (server/src/cli/start.ts and what it
// imports, packages left to node_modules) into one CommonJS file that plain `node` runs, and the management CLI
// (manage.ts) into another; tsx took ~1.2 s more CPU to start each of them. Serving through tsx kept its loader thread, the
// transformed sources and their source maps in the server's memory: about 35 MB of the 200 MB budget
// (docs/decisions.md). Plain JavaScript, so this step itself needs no loader. Takes under a second, and nothing
// when the bundle is newer than every source (`npm run build` makes it too, for a server user who cannot write it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BUNDLE_DIR = path.join(projectRoot, 'node_modules/.cache/mockprep-server');
/** The programs, each bundled to `<name>.cjs` in BUNDLE_DIR. */
const PROGRAMS = ['start', 'manage'];
const bundles = PROGRAMS.map((program) => path.join(BUNDLE_DIR, `${program}.cjs`));

/**
 * Each module keeps its own `__dirname` (the migrations, the question bank and the pairing worker are found from
 * it), relative to the bundle's, so a checkout moved with its node_modules still finds them.
 */
const ownDirname = {
  name: 'own-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      const fromBundle = path.relative(BUNDLE_DIR, path.dirname(args.path));
      return { contents: source.replace(/\b__dirname\b/g, `require('node:path').join(__dirname, ${JSON.stringify(fromBundle)})`), loader: 'ts' };
    });
  },
};

function newestModification(dir) {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((newest, entry) => Math.max(newest, fs.statSync(path.join(dir, entry)).mtimeMs), fs.statSync(dir).mtimeMs);
}

const sources = ['server/src', 'contracts', 'package.json', 'tsconfig.json'].map((source) => path.join(projectRoot, source));
const isFresh = bundles.every((bundle) => fs.existsSync(bundle))
  && Math.min(...bundles.map((bundle) => fs.statSync(bundle).mtimeMs)) > Math.max(...sources.map((source) => (fs.statSync(source).isDirectory() ? newestModification(source) : fs.statSync(source).mtimeMs)));

if (!isFresh) await esbuild.build({
  entryPoints: Object.fromEntries(PROGRAMS.map((program) => [program, path.join(projectRoot, `server/src/cli/${program}.ts`)])),
  outdir: BUNDLE_DIR,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(projectRoot, 'tsconfig.json'),
  plugins: [ownDirname],
  logLevel: 'warning',
});
