import { ACCEPTED_PICTURE_TYPES, MAX_PICTURE_BYTES, TOO_LARGE, WRONG_TYPE } from '../config/picture-rules';

export interface PictureProblem {
  title: string;
  description: string;
}

/** Why `file` cannot be uploaded as a profile picture, or null when it can. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (!(ACCEPTED_PICTURE_TYPES as readonly string[]).includes(file.type)) return WRONG_TYPE;
  if (file.size > MAX_PICTURE_BYTES) return TOO_LARGE;
  return null;
}
