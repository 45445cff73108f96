import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from './context';
import type { AppConfig } from './config';
import { workerPolicy } from './lib/security-headers';
import { landingPages } from './landing-page';
import { excalidrawFiles } from './excalidraw-files';
import { pictureFiles } from './modules/members/pictures/picture-files';
import { pyodideFiles, PYODIDE_VERSION } from './pyodide-files';

/** The build names every script and chunk `<name>.<8 hex digits of its content hash>.<ext>` (webpack.config.ts). */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The room's code-runner workers (features/room/run-code names their chunks so): each gets its own CSP. */
const RUN_WORKER = /^run-(js|python)-worker\./;

/**
 * A hashed file never changes under its name, so browsers keep it a year without asking again; anything
 * else (index.html, which names the current hashes) is revalidated on every load.
 */
function cacheHeaders(reply: FastifyReply, filePath: string, config: AppConfig): void {
  const name = path.basename(filePath);
  reply.header('Cache-Control', CONTENT_HASHED.test(name) ? IMMUTABLE : 'no-cache');
  const worker = RUN_WORKER.exec(name)?.[1] as 'js' | 'python' | undefined;
  if (worker) reply.header('Content-Security-Policy', workerPolicy(worker, config, reply.request, PYODIDE_VERSION));
}

/**
 * Uploaded pictures and the built SPA, readable by anyone. Registered beside the API, not inside it, so no
 * session, cookie or CSRF work runs for them. The build's .br and .gz siblings are sent to browsers that
 * accept them, instead of compressing on every request.
 */
export async function staticFiles(files: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  files.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public', servesFiles: true };
  });
  // Profile pictures live in the database (members/pictures), so every process serves every one of them.
  await files.register(pictureFiles, { ctx, cacheControl: IMMUTABLE });
  if (ctx.config.serveSpa && fs.existsSync(ctx.config.distDir)) {
    await files.register(fastifyStatic, {
      root: ctx.config.distDir,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => cacheHeaders(reply as unknown as FastifyReply, filePath, ctx.config),
    });
    // The page a visitor lands on. A build for another API origin never sees that origin's session cookie.
    const landing = ctx.config.apiUrl ? undefined : landingPages(ctx.config.distDir);
    files.get('/', (request, reply) => {
      if (!landing?.send(request, reply)) return reply.sendFile('index.html');
      return reply;
    });
  }
  // Also without the built SPA: `npm run dev`'s web server forwards these requests to the API.
  await files.register(pyodideFiles, { cacheControl: IMMUTABLE });
  await files.register(excalidrawFiles, { cacheControl: IMMUTABLE });
}
