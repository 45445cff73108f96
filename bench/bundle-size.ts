/**
 * Bundle-size benchmark: gzip size of the JavaScript the browser downloads before /home can render (the
 * <script> tags webpack wrote into dist/index.html) and of every lazy chunk (the other dist/assets/*.js,
 * fetched when a route needs them). gzip at zlib's default level, as a static server or CDN would send it.
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
    ...lazy.map((size) => row('lazy', path.basename(size.file), [size])),
  ];
}
