import { buildIcsInvite, escapeIcsText, foldIcsLine } from '../src/modules/pairing/ics';

const event = {
  uid: '5b0f3c8e-1111-4222-8333-944445555666@mockprep.example',
  start: new Date('2026-03-10T01:00:00Z'),
  durationMinutes: 60,
  summary: 'Mock interview with Grace Hopper',
  description: 'You interview Grace: https://mockprep.example/#/interviews/abc\nGrace interviews you: https://mockprep.example/#/interviews/def',
  url: 'https://mockprep.example/#/interviews/abc',
  stamp: new Date('2026-03-09T06:00:30.123Z'),
};

/** RFC 5545 unfolding: a CRLF followed by one space joins the lines. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

describe('buildIcsInvite', () => {
  const ics = buildIcsInvite(event, 'MockPrep');

  it('ends every line with CRLF and has no bare line feeds', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is one VEVENT inside a VCALENDAR', () => {
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
  });

  it('writes a one-hour event in UTC with its UID, summary and stamp', () => {
    const lines = unfold(ics);
    expect(lines).toContain('DTSTART:20260310T010000Z');
    expect(lines).toContain('DTEND:20260310T020000Z');
    expect(lines).toContain('DTSTAMP:20260309T060030Z');
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('SUMMARY:Mock interview with Grace Hopper');
    expect(lines).toContain('URL:https://mockprep.example/#/interviews/abc');
  });

  it('puts the interview links in the description, with the line break escaped', () => {
    const description = unfold(ics).find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toBe(
      'DESCRIPTION:You interview Grace: https://mockprep.example/#/interviews/abc\\nGrace interviews you: https://mockprep.example/#/interviews/def',
    );
  });

  it('folds long lines to at most 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('leaves out URL when there is none', () => {
    expect(buildIcsInvite({ ...event, url: undefined }, 'MockPrep')).not.toContain('URL:');
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldIcsLine', () => {
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('never splits a multi-byte character and unfolds back to the original', () => {
    const line = `SUMMARY:${'Zoë 面接 🎤 '.repeat(12)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    parts.slice(1).forEach((part) => expect(part.startsWith(' ')).toBe(true));
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
