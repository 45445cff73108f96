import { DateTime } from 'luxon';
import { slotDateTime, slotDay, slotName, slotTimeLabel } from './slot-time';

const WEEK_OF_MARCH_9 = DateTime.fromISO('2025-03-09', { zone: 'America/Los_Angeles' });

describe('slot days', () => {
  it("names a row before midnight by its column's day", () => {
    expect(slotName(WEEK_OF_MARCH_9, 1, 22)).toBe('Monday 3/10, 6:00 PM');
    expect(slotName(WEEK_OF_MARCH_9, 6, 33)).toBe('Saturday 3/15, 11:30 PM');
  });

  it('names a row from 12:00 AM by the next day, with the night it belongs to', () => {
    expect(slotName(WEEK_OF_MARCH_9, 6, 36)).toBe('Sunday 3/16, 1:00 AM (Saturday night)');
    expect(slotName(WEEK_OF_MARCH_9, 0, 34)).toBe('Monday 3/10, 12:00 AM (Sunday night)');
    expect(slotDay(WEEK_OF_MARCH_9, 6, 47)).toEqual({ dayName: 'Sunday 3/16', shortDayName: 'Sun 3/16', dayNumber: 8, night: 'Saturday night' });
  });

  it('starts a slot at its wall-clock time on that day, across a month end and a DST change', () => {
    expect(slotDateTime(WEEK_OF_MARCH_9, 6, 36).toISO()).toBe('2025-03-16T01:00:00.000-07:00');
    // March 9, 2025 is the day clocks go forward: its 7:00 AM row is still 7:00 AM.
    expect(slotDateTime(WEEK_OF_MARCH_9, 0, 0).toISO()).toBe('2025-03-09T07:00:00.000-07:00');
    expect(slotName(DateTime.fromISO('2026-01-25'), 6, 40)).toBe('Sunday 2/1, 3:00 AM (Saturday night)');
  });

  it('labels the rows on a 12-hour clock from 7:00 AM round to 6:30 AM', () => {
    expect([0, 10, 33, 34, 47].map(slotTimeLabel)).toEqual(['7:00 AM', '12:00 PM', '11:30 PM', '12:00 AM', '6:30 AM']);
  });
});
