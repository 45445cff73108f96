import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import type { MemberRow } from '../dto';
import { updateMember } from '../repository';
import type { ImageType } from './image-type';
import type { PictureStore } from './picture-store';

/**
 * Saves the new picture under a fresh name (so browsers and caches never show the old one), points the
 * member at it, and only then deletes the old one: if anything fails first, the member keeps the old picture.
 */
export async function replaceProfilePicture(
  deps: { db: DbOrTx; store: PictureStore; logger: FastifyBaseLogger },
  member: MemberRow,
  picture: { bytes: Buffer; type: ImageType },
): Promise<string> {
  const fileName = `${member.id}-${randomBytes(8).toString('hex')}.${picture.type.extension}`;
  const url = await deps.store.save(fileName, picture.bytes, picture.type.mimeType);
  try {
    const updated = await updateMember(deps.db, member.id, { profilePictureUrl: url });
    if (!updated) throw new Error(`member ${member.id} disappeared during a picture upload`);
  } catch (error) {
    await deps.store.delete(url);
    throw error;
  }
  await deleteReplacedPicture(deps, member.profilePictureUrl);
  return url;
}

/** Called once the member points elsewhere: they already see the new picture, and a leftover one only costs space. */
export async function deleteReplacedPicture(deps: { store: PictureStore; logger: FastifyBaseLogger }, oldUrl: string): Promise<void> {
  await deps.store.delete(oldUrl).catch((error: unknown) => {
    deps.logger.warn({ err: error, url: oldUrl }, 'could not delete a replaced profile picture');
  });
}
