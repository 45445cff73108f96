import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The npm `@excalidraw/excalidraw` package: the room's whiteboard (SPA, features/room/whiteboard) loads its
 * stylesheet and fonts from us (`window.EXCALIDRAW_ASSET_PATH`), never from its CDN. Its "." export resolves to
 * `dist/prod/index.js`.
 */
const DIST_DIR = path.dirname(require.resolve('@excalidraw/excalidraw'));
export const EXCALIDRAW_VERSION: string = (JSON.parse(fs.readFileSync(path.join(DIST_DIR, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

const STYLESHEET = 'index.css';

/** The stylesheet and `fonts/<family>/<file>.woff2` of every font the package ships, read once: nothing else is served. */
function servedFiles(): Set<string> {
  const files = new Set([STYLESHEET]);
  const fontsDir = path.join(DIST_DIR, 'fonts');
  for (const family of fs.readdirSync(fontsDir, { withFileTypes: true })) {
    if (!family.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(fontsDir, family.name))) if (file.endsWith('.woff2')) files.add(`fonts/${family.name}/${file}`);
  }
  return files;
}

/**
 * `GET /excalidraw/<version>/index.css` and `/excalidraw/<version>/fonts/<family>/<file>.woff2`: the whiteboard's
 * stylesheet (141 KB, compressed per request like the API's JSON; the browser keeps it) and fonts (14 MB in all,
 * most of it the CJK font's 200-odd subsets, each fetched only when a drawing uses its characters; WOFF2 is
 * compressed already), with `cacheControl` (static-files.ts: a year, immutable; the version is in the path). The
 * stylesheet names the UI's fonts relative to itself, so they come from here too. Only that version and those files
 * are served; anything else is a 404.
 */
export async function excalidrawFiles(files: FastifyInstance, { cacheControl }: { cacheControl: string }): Promise<void> {
  const served = servedFiles();
  files.get<{ Params: { version: string; '*': string } }>(
    '/excalidraw/:version/*',
    // Files, not API: out of the OpenAPI document, as @fastify/static's routes are.
    { schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { version: string; '*': string } }>, reply: FastifyReply) => {
      const { version, '*': file } = request.params;
      if (version !== EXCALIDRAW_VERSION || !served.has(file)) return reply.status(404).send({ detail: 'Not found.' });
      const bytes = await fs.promises.readFile(path.join(DIST_DIR, file));
      return reply
        .header('Cache-Control', cacheControl)
        .type(file === STYLESHEET ? 'text/css; charset=utf-8' : 'font/woff2')
        .send(bytes);
    },
  );
}
