import { DateTime } from 'luxon';
import { formatInterviewWeek, formatWeekStart, weekIsOver } from './interview-week';

// Sunday March 8, 2026, 00:00 Pacific; the clocks go forward that same night.
const MARCH_8_PACIFIC = '2026-03-08T08:00:00.000Z';

describe('interview week', () => {
  it('names the seven days from the effective date, Sunday to Saturday, by the community calendar', () => {
    expect(formatInterviewWeek(MARCH_8_PACIFIC)).toBe('March 8, 2026 – March 14, 2026');
    expect(formatWeekStart(MARCH_8_PACIFIC)).toBe('March 8, 2026');
  });

  it('ends at the next Sunday midnight Pacific even across a DST change', () => {
    const sundayMidnightPdt = DateTime.fromISO('2026-03-15T07:00:00.000Z');
    expect(weekIsOver(MARCH_8_PACIFIC, sundayMidnightPdt.minus({ minutes: 1 }))).toBe(false);
    expect(weekIsOver(MARCH_8_PACIFIC, sundayMidnightPdt)).toBe(true);
  });
});
