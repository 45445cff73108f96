import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pyodidePath } from './lib/security-headers';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The npm `pyodide` package: the room's Python runner (SPA, features/room/run-code) loads its runtime from us, never from a CDN. */
const PACKAGE_DIR = path.dirname(require.resolve('pyodide/package.json'));
export const PYODIDE_VERSION: string = (JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The files `loadPyodide` fetches (the runtime, its WebAssembly, the standard library, the package lock) and
 * nothing else of the package. `compress`: worth compressing (the zip is deflated already).
 */
const FILES: Record<string, { type: string; compress: boolean }> = {
  'pyodide.mjs': { type: 'text/javascript; charset=utf-8', compress: true },
  'pyodide.asm.mjs': { type: 'text/javascript; charset=utf-8', compress: true },
  'pyodide.asm.wasm': { type: 'application/wasm', compress: true },
  'pyodide-lock.json': { type: 'application/json; charset=utf-8', compress: true },
  'python_stdlib.zip': { type: 'application/zip', compress: false },
};

/** Brotli at quality 6: the 9.6 MB WebAssembly becomes 3.1 MB in about 0.6 s, done once per process (level 9 saves 2% for 3x the time). */
const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } };

type Encoding = 'br' | 'gzip' | 'identity';

function acceptedEncoding(header: string | undefined): Encoding {
  const tokens = new Set((header ?? '').toLowerCase().split(',').map((token) => token.split(';')[0].trim()));
  if (tokens.has('br')) return 'br';
  if (tokens.has('gzip')) return 'gzip';
  return 'identity';
}

/** Each file's bytes per encoding, read and compressed on first request and kept (about 7 MB in all). */
const cache = new Map<string, Promise<Buffer>>();

function bytesOf(file: string, encoding: Encoding): Promise<Buffer> {
  const key = `${file}:${encoding}`;
  let bytes = cache.get(key);
  if (!bytes) {
    const raw = encoding === 'identity' ? fs.promises.readFile(path.join(PACKAGE_DIR, file)) : bytesOf(file, 'identity');
    bytes = encoding === 'br' ? raw.then((buffer) => brotli(buffer, BROTLI_OPTIONS)) : encoding === 'gzip' ? raw.then((buffer) => gzip(buffer)) : raw;
    bytes.catch(() => cache.delete(key));
    cache.set(key, bytes);
  }
  return bytes;
}

/**
 * `GET /pyodide/<version>/<file>`: the Pyodide runtime of the installed `pyodide` package, with `cacheControl`
 * (static-files.ts: a year, immutable; the version is in the path, so an upgrade changes every URL). Only that version and the files above are
 * served; anything else is a 404. Registered among the static files (public, no session work).
 */
export async function pyodideFiles(files: FastifyInstance, { cacheControl }: { cacheControl: string }): Promise<void> {
  files.get<{ Params: { version: string; file: string } }>(
    '/pyodide/:version/:file',
    // The bytes leave compressed here, once per process: @fastify/compress would redo it on every request.
    // Files, not API: out of the OpenAPI document, as @fastify/static's routes are.
    { compress: false, schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { version: string; file: string } }>, reply: FastifyReply) => {
      const { version, file } = request.params;
      const served = version === PYODIDE_VERSION && Object.hasOwn(FILES, file) ? FILES[file] : undefined;
      if (!served) return reply.status(404).send({ detail: 'Not found.' });
      const encoding = served.compress ? acceptedEncoding(request.headers['accept-encoding']) : 'identity';
      const bytes = await bytesOf(file, encoding);
      reply.header('Cache-Control', cacheControl).type(served.type);
      if (served.compress) reply.header('Vary', 'Accept-Encoding');
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(bytes);
    },
  );
}

export const PYODIDE_PATH = pyodidePath(PYODIDE_VERSION);
