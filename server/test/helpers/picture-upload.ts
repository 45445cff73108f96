import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from './test-app';

/** A multipart/form-data body as a browser's FormData sends it, with the Content-Type header naming its boundary. */
export function multipart(parts: Array<{ field: string; filename?: string; contentType?: string; bytes: Buffer }>) {
  const boundary = '----mockprep-test-boundary';
  const chunks = parts.flatMap(({ field, filename, contentType, bytes }) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"${filename ? `; filename="${filename}"` : ''}\r\n`
      + (contentType ? `Content-Type: ${contentType}\r\n` : '') + '\r\n'),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The profile picture upload (POST /members/profile/picture/upload/) as the SPA's dialog sends it. */
export function uploadPicture(client: TestClient, bytes: Buffer, filename = 'me.png', contentType = 'image/png'): Promise<LightMyRequestResponse> {
  return client.request({ method: 'POST', url: '/members/profile/picture/upload/', ...multipart([{ field: 'profile_picture', filename, contentType, bytes }]) });
}
