import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where profile pictures live. The local-disk store below is the default; an S3-compatible bucket can
 * implement the same two calls (save returns the bucket object's public URL).
 */
export interface PictureStore {
  /** Stores the bytes under `fileName` (never reused: each upload gets a new one) and returns the URL it is served at. */
  save(fileName: string, bytes: Buffer): Promise<string>;
  /** Removes a picture this store saved, given its URL; URLs it did not issue (external links, '') are left alone. */
  delete(url: string): Promise<void>;
}

/** Files the store writes: `<member id>-<random>.<ext>`; anything else in a URL is not ours (and not a path to follow). */
const STORED_NAME = /^[0-9]+-[0-9a-f]+\.(jpg|png|gif)$/;
const URL_PREFIX = '/uploads/avatars/';

/** Pictures under `<uploadDir>/avatars`, which the app serves at /uploads/avatars/. */
export function localPictureStore(uploadDir: string): PictureStore {
  const directory = path.join(uploadDir, 'avatars');
  return {
    async save(fileName, bytes) {
      if (!STORED_NAME.test(fileName)) throw new Error(`refusing to store a picture named ${fileName}`);
      await fs.mkdir(directory, { recursive: true });
      // Written aside and renamed, so the URL never serves a half-written file.
      const partial = path.join(directory, `.${fileName}.partial`);
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, path.join(directory, fileName));
      return URL_PREFIX + fileName;
    },
    async delete(url) {
      if (!url.startsWith(URL_PREFIX)) return;
      const fileName = url.slice(URL_PREFIX.length);
      if (STORED_NAME.test(fileName)) await fs.rm(path.join(directory, fileName), { force: true });
    },
  };
}
