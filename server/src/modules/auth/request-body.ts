import type { FastifyRequest } from 'fastify';
import type { FieldErrors } from '../../lib/http-errors';

export type JsonObject = Record<string, unknown>;

export const FIELD_REQUIRED = 'This field is required.';

/** The JSON body as an object; anything else (no body, an array, a string) reads as no fields at all. */
export function bodyOf(request: FastifyRequest): JsonObject {
  const { body } = request;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as JsonObject) : {};
}

/**
 * Reads a required text field. A missing, blank or non-string value records an error on `field` and reads as ''.
 * Passwords keep their spaces (`trim: false`); everything else is trimmed.
 */
export function requiredText(body: JsonObject, field: string, errors: FieldErrors, options: { trim?: boolean } = {}): string {
  const raw = body[field];
  if (typeof raw !== 'string') {
    errors.add(field, raw === undefined || raw === null ? FIELD_REQUIRED : 'Not a valid string.');
    return '';
  }
  const value = options.trim === false ? raw : raw.trim();
  if (value.trim() === '') {
    errors.add(field, FIELD_REQUIRED);
    return '';
  }
  return value;
}
