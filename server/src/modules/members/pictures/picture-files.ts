import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../lib/http-errors';
import { importPicturesFromDisk } from './disk-import';
import { readStoredPicture, STORED_PICTURE_NAME } from './picture-store';

/** The ETag names the picture, not the process or disk that serves it: every process answers a revalidation alike. */
const etagOf = (name: string) => `"${name}"`;

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}

/**
 * Uploaded profile pictures at /uploads/avatars/<name>, from the database, so any server process serves
 * any picture. Registered by static-files.ts (public, no session work). nosniff comes from the security
 * headers on every response; an unknown name is the usual 404 `{detail}`. `cacheControl`: a year, immutable,
 * since a name is never reused for other bytes (each upload gets a new one).
 */
export async function pictureFiles(files: FastifyInstance, { ctx, cacheControl }: { ctx: AppContext; cacheControl: string }): Promise<void> {
  await importPicturesFromDisk(ctx.db, ctx.config.uploadDir, ctx.logger);

  files.get<{ Params: { name: string } }>('/uploads/avatars/:name', async (request, reply) => {
    const { name } = request.params;
    const picture = STORED_PICTURE_NAME.test(name) ? await readStoredPicture(ctx.db, name) : null;
    if (!picture) throw new HttpError(404, 'Not found.');
    const etag = etagOf(name);
    reply
      .header('Cache-Control', cacheControl)
      .header('ETag', etag)
      .header('Last-Modified', picture.created.toUTCString())
      // Shown by the SPA wherever it is hosted (CORS_ORIGINS, API_URL) and by other clients.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(picture.contentType).send(picture.bytes);
  });
}
