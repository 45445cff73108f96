import { imageSize } from 'image-size';

/**
 * Pictures are shown at avatar size; a bigger one only costs memory in every browser (and any later
 * re-encoder) that decodes it: a 30000x30000 PNG of a few kilobytes inflates to gigabytes.
 */
export const MAX_PICTURE_SIDE = 4096;

export type DimensionsVerdict = { ok: true; width: number; height: number } | { ok: false; reason: 'unreadable' | 'too-large' };

/** Reads the pixel size from the image header (every frame or embedded image counts) without decoding the pixels. */
export function checkPictureDimensions(bytes: Buffer): DimensionsVerdict {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const images = [size, ...(size.images ?? [])];
  if (images.some((image) => !(image.width > 0) || !(image.height > 0))) return { ok: false, reason: 'unreadable' };
  if (images.some((image) => image.width > MAX_PICTURE_SIDE || image.height > MAX_PICTURE_SIDE)) return { ok: false, reason: 'too-large' };
  return { ok: true, width: size.width, height: size.height };
}
