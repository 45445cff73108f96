import { MAX_MEMBER_ID } from '@contracts/limits';
import type { FieldErrors } from './http-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not UUIDs can never match a row; checking first keeps PostgreSQL from rejecting the cast. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An optional text as stored: trimmed, and '' for absent or null. */
export const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * A required text the schema has already checked for type, length and control characters; what a schema
 * cannot say is that spaces alone are not a value.
 */
export function requiredTrimmed(value: string, field: string, errors: FieldErrors): string {
  const text = value.trim();
  if (text === '') errors.add(field, 'This field may not be blank.');
  return text;
}

/**
 * A member id from a path that the schema matched as digits. One past PostgreSQL's integer range names
 * nobody: it reads as 0, which no member has, instead of making the database refuse the query.
 */
export function memberIdOf(digits: string): number {
  const id = Number(digits);
  return id <= MAX_MEMBER_ID ? id : 0;
}
