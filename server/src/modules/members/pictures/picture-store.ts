import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { storedPictures } from '../../../db/schema';

/**
 * Where profile pictures live. The database store below is the default, so that every server process
 * serves every picture and a backup of the database holds them; an S3-compatible bucket could implement
 * the same two calls (save returning the bucket object's public URL).
 */
export interface PictureStore {
  /** Stores the bytes under `fileName` (never reused: each upload gets a new one) and returns the URL it is served at. */
  save(fileName: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes a picture this store saved, given its URL; URLs it did not issue (external links, '') are left alone. */
  delete(url: string): Promise<void>;
}

/** Names the store gives: `<member id>-<random>.<ext>`; anything else in a URL is not ours. */
export const STORED_PICTURE_NAME = /^[0-9]+-[0-9a-f]+\.(jpg|png|gif)$/;
export const PICTURE_URL_PREFIX = '/uploads/avatars/';

/** The stored name in one of our picture URLs (`/uploads/avatars/<name>`), or null for any other URL. */
export function storedPictureName(url: string): string | null {
  if (!url.startsWith(PICTURE_URL_PREFIX)) return null;
  const name = url.slice(PICTURE_URL_PREFIX.length);
  return STORED_PICTURE_NAME.test(name) ? name : null;
}

export interface StoredPicture {
  contentType: string;
  bytes: Buffer;
  created: Date;
}

/** `pg` hands bytea over as a Buffer, PGlite as a Uint8Array: the same bytes either way, without a copy. */
const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

export async function readStoredPicture(db: DbOrTx, name: string): Promise<StoredPicture | null> {
  const [row] = await db.select().from(storedPictures).where(eq(storedPictures.name, name));
  return row ? { contentType: row.contentType, bytes: asBuffer(row.bytes), created: row.created } : null;
}

/** Pictures in the `stored_pictures` table, served at /uploads/avatars/<name> by any process (picture-files.ts). */
export function databasePictureStore(db: DbOrTx): PictureStore {
  return {
    async save(fileName, bytes, contentType) {
      if (!STORED_PICTURE_NAME.test(fileName)) throw new Error(`refusing to store a picture named ${fileName}`);
      await db.insert(storedPictures).values({ name: fileName, contentType, bytes });
      return PICTURE_URL_PREFIX + fileName;
    },
    async delete(url) {
      const name = storedPictureName(url);
      if (name) await db.delete(storedPictures).where(eq(storedPictures.name, name));
    },
  };
}
