import { UPLOAD_FAILED_FALLBACK } from '../config/picture-rules';

/** The server's `error` (or `detail`) of a failed upload: it says what was wrong with the file. */
export function uploadFailureMessage(error: unknown): string {
  const body = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  if (body && typeof body === 'object') {
    const { error: message, detail } = body as { error?: unknown; detail?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof detail === 'string' && detail) return detail;
  }
  return UPLOAD_FAILED_FALLBACK;
}
