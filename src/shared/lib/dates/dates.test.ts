import { formatDate, parseLocalDate } from './dates';

describe('parseLocalDate', () => {
  it('reads YYYY-MM-DD as local midnight of that day', () => {
    const date = parseLocalDate('2026-03-09');
    expect(date).not.toBeNull();
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([2026, 2, 9, 0]);
  });

  it.each(['', '2026-3-9', '2026-02-30', 'soon', '2026-03-09T10:00:00Z'])('gives null for %p', (value) => {
    expect(parseLocalDate(value)).toBeNull();
  });
});

describe('formatDate', () => {
  it('shows a date-only value as the same calendar day, whatever the zone', () => {
    expect(formatDate('2026-03-09')).toBe('March 9, 2026');
    expect(formatDate('2026-03-09', { zone: 'Pacific/Kiritimati' })).toBe('March 9, 2026');
  });

  it('shows an instant in the requested zone', () => {
    expect(formatDate('2026-03-09T07:00:00.000Z', { zone: 'America/Los_Angeles' })).toBe('March 9, 2026');
    expect(formatDate('2026-03-09T07:00:00.000Z', { zone: 'Asia/Tokyo' })).toBe('March 9, 2026');
    expect(formatDate('2026-03-09T06:00:00.000Z', { zone: 'America/Los_Angeles' })).toBe('March 8, 2026');
  });

  // The separator before the zone ("," or " at") depends on the ICU version, so only the parts are fixed.
  it('adds the short time zone name on request', () => {
    expect(formatDate('2026-01-15T20:00:00.000Z', { zone: 'America/Los_Angeles', withTimeZone: true })).toMatch(/^January 15, 2026\b.* PST$/);
    expect(formatDate(new Date('2026-07-04T20:00:00.000Z'), { zone: 'America/Los_Angeles', withTimeZone: true })).toMatch(/^July 4, 2026\b.* PDT$/);
  });

  it('gives an empty string for missing or unreadable values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
