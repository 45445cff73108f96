import { DateTime } from 'luxon';
import { cellTooltip } from './cell-labels';

const WEEK_OF_MARCH_9 = DateTime.fromISO('2025-03-09');

describe('cellTooltip', () => {
  it("numbers the day from 1, SPEC's 'Day N, Time T'", () => {
    expect(cellTooltip(WEEK_OF_MARCH_9, 0, 0)).toBe('Day 1, Time 7:00 AM');
    expect(cellTooltip(WEEK_OF_MARCH_9, 6, 33)).toBe('Day 7, Time 11:30 PM');
  });

  it('counts a night row on the day it falls on and names its night', () => {
    expect(cellTooltip(WEEK_OF_MARCH_9, 0, 34)).toBe('Day 2, Time 12:00 AM (Sunday night)');
    expect(cellTooltip(WEEK_OF_MARCH_9, 6, 36)).toBe('Day 8, Time 1:00 AM (Saturday night)');
  });
});
