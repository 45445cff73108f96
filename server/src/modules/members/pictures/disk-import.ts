import fs from 'node:fs/promises';
import path from 'node:path';
import { and, like, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { members, storedPictures } from '../../../db/schema';
import { detectImageType } from './image-type';
import { insertStoredPicture, PICTURE_URL_PREFIX, storedPictureName } from './picture-store';

/**
 * Before pictures lived in the database they were files under `<UPLOAD_DIR>/avatars`. Copies into the
 * table every such file that a member still points at and the table lacks, so an upgraded server (and
 * any other process) serves it at the same URL. Run at every start: once everything is imported it is one
 * query that finds nothing, and two processes importing at once insert each picture once. Files no member
 * points at (replaced before the upgrade) are left behind; the files themselves are never changed.
 */
export async function importPicturesFromDisk(db: DbOrTx, uploadDir: string, logger: FastifyBaseLogger): Promise<number> {
  const missing = await db
    .selectDistinct({ url: members.profilePictureUrl })
    .from(members)
    .where(and(
      like(members.profilePictureUrl, `${PICTURE_URL_PREFIX}%`),
      notExists(db.select({ name: storedPictures.name }).from(storedPictures)
        .where(sql`${storedPictures.name} = substr(${members.profilePictureUrl}, ${PICTURE_URL_PREFIX.length + 1})`)),
    ));
  let imported = 0;
  for (const { url } of missing) {
    const name = storedPictureName(url);
    if (!name) continue;
    const bytes = await fs.readFile(path.join(uploadDir, 'avatars', name)).catch(() => null);
    const type = bytes && detectImageType(bytes);
    if (!bytes || !type) {
      logger.warn({ url }, 'a member points at an uploaded picture that is not on disk (or not an image); left as it is');
      continue;
    }
    await insertStoredPicture(db, { name, contentType: type.mimeType, bytes }, { ifAbsent: true });
    imported += 1;
  }
  if (imported > 0) logger.info({ imported, from: path.join(uploadDir, 'avatars') }, 'imported profile pictures from disk into the database');
  return imported;
}
