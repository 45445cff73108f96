import { PRODUCT_NAME } from '@/shared/config';

/** One event of an iCalendar file (RFC 5545). */
export interface CalendarEvent {
  /** Stable for the same event, so importing it again updates it instead of adding a copy. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** '20260310T020000Z': UTC, so the file means the same instant in every calendar app. */
function utcStamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space, never splitting a character. */
function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let pieceOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    // A continuation line's leading space counts towards its 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (pieceOctets + octets > limit) {
      pieces.push(piece);
      piece = '';
      pieceOctets = 0;
    }
    piece += character;
    pieceOctets += octets;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

/** A calendar file holding one event; `stampedAt` is when the file was made (DTSTAMP). */
export function buildIcsCalendar(event: CalendarEvent, stampedAt: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Mock interviews//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(stampedAt)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
