/** A calendar invite (RFC 5545) for one event: pure text, so mail clients on every platform can import it. */

export interface CalendarEvent {
  /** Stable across re-sends, so a calendar updates the event instead of adding a second one. */
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  url?: string;
  /** When the invite was made (DTSTAMP). */
  stamp: Date;
  /** RFC 5545 SEQUENCE: 0 (left out) as first sent; a re-send with the same UID and a higher one updates the event. */
  sequence?: number;
}

/** The pair's meeting in every invite, update and cancellation: both partners' copies share it (the lead interview's id). */
export function inviteUid(leadInterviewId: string, publicUrl: string): string {
  return `${leadInterviewId}@${new URL(publicUrl).hostname}`;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** `20260309T020000Z`: every time is written in UTC, so no VTIMEZONE block is needed. */
export function icsUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon and comma, and write line breaks as `\n`. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Content lines longer than 75 octets continue on lines that start with a space; never split a character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/**
 * The invite (`PUBLISH`), or with `CANCEL` the event's cancellation: same UID, a higher SEQUENCE and
 * STATUS:CANCELLED, so a calendar that imported the invite removes the event.
 */
export function buildIcsInvite(event: CalendarEvent, productName: string, method: 'PUBLISH' | 'CANCEL' = 'PUBLISH'): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(productName)}//Mock interviews//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    ...(event.sequence ? [`SEQUENCE:${event.sequence}`] : []),
    ...(method === 'CANCEL' ? ['STATUS:CANCELLED'] : []),
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
