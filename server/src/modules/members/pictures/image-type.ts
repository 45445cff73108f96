/** The picture formats members may upload, recognised by their first bytes (the file name and the declared type can lie). */
export interface ImageType {
  extension: 'jpg' | 'png' | 'gif';
  mimeType: 'image/jpeg' | 'image/png' | 'image/gif';
}

const SIGNATURES: Array<{ type: ImageType; magic: number[][] }> = [
  { type: { extension: 'jpg', mimeType: 'image/jpeg' }, magic: [[0xff, 0xd8, 0xff]] },
  { type: { extension: 'png', mimeType: 'image/png' }, magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  // "GIF87a" and "GIF89a"
  { type: { extension: 'gif', mimeType: 'image/gif' }, magic: [[0x47, 0x49, 0x46, 0x38, 0x37, 0x61], [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]] },
];

const startsWith = (bytes: Buffer, magic: number[]) => bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

export function detectImageType(bytes: Buffer): ImageType | null {
  return SIGNATURES.find(({ magic }) => magic.some((signature) => startsWith(bytes, signature)))?.type ?? null;
}
