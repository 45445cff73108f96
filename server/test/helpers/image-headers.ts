/**
 * Image files that are only headers: enough for the upload checks (magic bytes, pixel size read from the
 * header), and able to claim any size, as a hostile upload would.
 */

/** PNG signature and IHDR chunk (8-bit RGB), no pixel data. */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(2, 17);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

/** GIF89a logical screen descriptor (sizes are 16-bit little-endian, so at most 65535). */
export function gifHeader(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), screen, Buffer.from([0x3b])]);
}

/** JPEG start of image, a JFIF APP0 segment and a baseline start-of-frame with the size (16-bit big-endian). */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.alloc(19);
  Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08]).copy(sof0);
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  Buffer.from([0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]).copy(sof0, 9);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}
