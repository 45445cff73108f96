/**
 * Bundle-size benchmark: gzip size of the JavaScript the browser downloads before /home can render (the
 * <script> tags webpack wrote into dist/index.html) and of every lazy chunk (the other dist/assets/*.js,
 * fetched when a route needs them), and what opening the room's whiteboard loads (its chunk, the chunks webpack
 * loads with it, and Excalidraw's stylesheet, which the server serves). gzip at zlib's default level, as a static
 * server or CDN would send it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { distDir, ensureSpaBuilt } from '../e2e/support/spa-build';

type Row = Record<string, string | number>;

interface ChunkSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

/** The production build minifies index.html, so attribute values may come unquoted. */
function initialScripts(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script\b[^>]*?\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/g)].map((match) => {
    const src = match[1] ?? match[2] ?? match[3];
    return path.join(distDir, src.replace(/^\//, ''));
  });
}

function measure(file: string): ChunkSize {
  const content = fs.readFileSync(file);
  return { file, rawBytes: content.length, gzipBytes: zlib.gzipSync(content).length };
}

const kilobytes = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * The files of the chunks one lazy import loads together: webpack writes `Promise.all([n.e(4094), n.e(4631)])` with
 * the production build's numeric chunk ids (webpack.config.ts `chunkIds`), and main.js's runtime names the chunks that
 * have a name (`"assets/"+({9258:"whiteboard",…}[e]||e)`), whose files start with it; the others' with their id.
 */
function filesLoadedWith(chunk: string, files: string[]): string[] {
  const sources = files.map((file) => fs.readFileSync(file, 'utf8'));
  const names = new Map<string, string>();
  const runtimeNames = sources.map((source) => source.match(/"assets\/"\+\(\{([^}]*)\}\[\w+\]\|\|\w+\)/)?.[1]).find(Boolean) ?? '';
  for (const [, id, name] of runtimeNames.matchAll(/(\d+):"([^"]+)"/g)) names.set(id, name);
  const id = [...names].find(([, name]) => name === chunk)?.[0] ?? chunk;
  let ids = [id];
  for (const source of sources) {
    for (const match of source.matchAll(/Promise\.all\(\[((?:\w+\.e\((?:"[^"]+"|\d+)\),?)+)\]\)/g)) {
      const loaded = [...match[1].matchAll(/\.e\("?([^")]+)"?\)/g)].map((each) => each[1]);
      if (loaded.includes(id)) ids = loaded;
    }
  }
  const prefixes = ids.map((each) => `${names.get(each) ?? each}.`);
  return files.filter((file) => prefixes.some((prefix) => path.basename(file).startsWith(prefix)));
}

/** The room's whiteboard (issue 29): the chunks its surface loads, and the stylesheet (server/src/excalidraw-files.ts). */
function whiteboardSizes(files: string[]): ChunkSize[] {
  const stylesheet = path.join(path.dirname(require.resolve('@excalidraw/excalidraw')), 'index.css');
  return [...filesLoadedWith('whiteboard', files), stylesheet].map(measure);
}

function row(loaded: 'initial' | 'lazy', chunk: string, sizes: ChunkSize[]): Row {
  const sum = (pick: (size: ChunkSize) => number) => sizes.reduce((total, size) => total + pick(size), 0);
  return { loaded, chunk, rawKB: kilobytes(sum((size) => size.rawBytes)), gzipKB: kilobytes(sum((size) => size.gzipBytes)) };
}

export async function benchBundleSize(): Promise<Row[]> {
  ensureSpaBuilt();
  const initialFiles = initialScripts(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const assetsDir = path.join(distDir, 'assets');
  const lazyFiles = fs
    .readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(assetsDir, name))
    .filter((file) => !initialFiles.includes(file));
  const initial = initialFiles.map(measure);
  const lazy = lazyFiles.map(measure).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return [
    row('initial', 'TOTAL loaded before /home renders', initial),
    ...initial.map((size) => row('initial', path.basename(size.file), [size])),
    row('lazy', `TOTAL of ${lazy.length} lazy chunks`, lazy),
    row('lazy', 'whiteboard, on opening it: whiteboard + Excalidraw chunks + Excalidraw stylesheet', whiteboardSizes([...initialFiles, ...lazyFiles])),
    ...lazy.map((size) => row('lazy', path.basename(size.file), [size])),
  ];
}
