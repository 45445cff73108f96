import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import type { MemberRow } from '../dto';
import { updateMember } from '../repository';
import type { ImageType } from './image-type';
import type { PictureStore } from './picture-store';

/**
 * Saves the new picture under a fresh name (so browsers and caches never show the old one), points the
 * member at it, and only then deletes the old file: if anything fails first, the member keeps the old picture.
 */
export async function replaceProfilePicture(
  deps: { db: DbOrTx; store: PictureStore; logger: FastifyBaseLogger },
  member: MemberRow,
  picture: { bytes: Buffer; type: ImageType },
): Promise<string> {
  const fileName = `${member.id}-${randomBytes(8).toString('hex')}.${picture.type.extension}`;
  const url = await deps.store.save(fileName, picture.bytes);
  try {
    const updated = await updateMember(deps.db, member.id, { profilePictureUrl: url });
    if (!updated) throw new Error(`member ${member.id} disappeared during a picture upload`);
  } catch (error) {
    await deps.store.delete(url);
    throw error;
  }
  // The member already sees the new picture; a leftover old file only costs disk space.
  await deps.store.delete(member.profilePictureUrl).catch((error: unknown) => {
    deps.logger.warn({ err: error, url: member.profilePictureUrl }, 'could not delete a replaced profile picture');
  });
  return url;
}
