import { buildIcsCalendar, type CalendarEvent } from './build-ics';

const event: CalendarEvent = {
  uid: 'interview-42@mockprep',
  start: new Date('2026-03-10T02:00:00.000Z'),
  end: new Date('2026-03-10T03:00:00.000Z'),
  summary: 'Mock interview: you interview Grace',
  description: 'Mail grace@x.edu, amazing_grace; pen\\paper\nBye',
  url: 'https://mockprep.org/#/interviews/42',
};
const stampedAt = new Date('2026-03-08T12:34:56.789Z');

describe('buildIcsCalendar', () => {
  it('writes one VEVENT in UTC inside a VCALENDAR, every line ending in CRLF', () => {
    const ics = buildIcsCalendar(event, stampedAt);

    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//MockPrep//Mock interviews//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:interview-42@mockprep',
      'DTSTAMP:20260308T123456Z',
      'DTSTART:20260310T020000Z',
      'DTEND:20260310T030000Z',
      'SUMMARY:Mock interview: you interview Grace',
      'DESCRIPTION:Mail grace@x.edu\\, amazing_grace\\; pen\\\\paper\\nBye',
      'URL:https://mockprep.org/#/interviews/42',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = buildIcsCalendar({ ...event, description: 'é'.repeat(100) }, stampedAt);
    const physicalLines = ics.split('\r\n');

    for (const line of physicalLines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'é'.repeat(100)}\r\n`);
    expect(physicalLines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(1);
  });
});
