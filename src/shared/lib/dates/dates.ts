import { DateTime } from 'luxon';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LONG_DATE = { month: 'long', day: 'numeric', year: 'numeric' } as const;

export type DateInput = string | Date;

/**
 * 'YYYY-MM-DD' as midnight in the browser's zone. `new Date('2026-03-09')` would be UTC midnight,
 * which is the previous evening west of Greenwich.
 */
export function parseLocalDate(value: string): Date | null {
  const date = DateTime.fromISO(value);
  return DATE_ONLY.test(value) && date.isValid ? date.toJSDate() : null;
}

function toDateTime(value: DateInput, zone: string | undefined): DateTime {
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone });
  // A date-only string names a calendar day, not an instant: never shift it into another zone.
  if (DATE_ONLY.test(value)) return DateTime.fromISO(value);
  return DateTime.fromISO(value, { zone });
}

export interface FormatDateOptions {
  /** Append the short zone name, e.g. "PST". */
  withTimeZone?: boolean;
  /** IANA zone to show the instant in; the browser's zone by default. */
  zone?: string;
}

/** "March 9, 2026" (en-US long month, numeric day and year); '' for a missing or unreadable value. */
export function formatDate(value: DateInput | null | undefined, options: FormatDateOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDateTime(value, options.zone);
  if (!date.isValid) return '';
  const format = options.withTimeZone ? { ...LONG_DATE, timeZoneName: 'short' as const } : LONG_DATE;
  return date.setLocale('en-US').toLocaleString(format);
}

const DATE_AND_TIME = { ...LONG_DATE, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;

/** "June 11, 2026 at 10:30 AM PDT" (the separator depends on the ICU version), in `zone` or the browser's; '' for an unreadable value. */
export function formatDateTime(value: string, zone?: string): string {
  const date = DateTime.fromISO(value, { zone });
  return date.isValid ? date.setLocale('en-US').toLocaleString(DATE_AND_TIME) : '';
}
