import { DateTime } from 'luxon';
import { dayLabels, weekStartDate } from './week';

const PACIFIC = { zone: 'America/Los_Angeles' };
const at = (iso: string) => DateTime.fromISO(iso, PACIFIC);

describe('weekStartDate', () => {
  it('is today, at midnight, when today is Sunday', () => {
    expect(weekStartDate(at('2025-03-02T18:45')).toISO()).toBe(at('2025-03-02T00:00').toISO());
  });

  it('is the next day when today is Saturday, even late at night', () => {
    expect(weekStartDate(at('2025-03-08T23:59')).toISODate()).toBe('2025-03-09');
  });

  it('is the coming Sunday from any weekday', () => {
    expect(weekStartDate(at('2025-03-03T09:00')).toISODate()).toBe('2025-03-09');
    expect(weekStartDate(at('2025-03-05T09:00')).toISODate()).toBe('2025-03-09');
  });

  it('lands on midnight of the Sunday clocks spring forward (a 23-hour day)', () => {
    const start = weekStartDate(at('2025-03-07T12:00'));

    expect(start.toISO()).toBe('2025-03-09T00:00:00.000-08:00');
  });

  it('lands on midnight when clocks spring forward mid-week (Cairo, Friday 2024-04-26), where adding 24-hour days would not', () => {
    const start = weekStartDate(DateTime.fromISO('2024-04-24T10:00', { zone: 'Africa/Cairo' }));

    expect(start.toISO()).toBe('2024-04-28T00:00:00.000+03:00');
  });

  it('stays on the Sunday clocks fall back, late that evening (a 25-hour day)', () => {
    const start = weekStartDate(at('2025-11-02T23:30'));

    expect(start.toISO()).toBe('2025-11-02T00:00:00.000-07:00');
  });
});

describe('dayLabels', () => {
  it('names seven days from Sunday as "Sun 3/9"', () => {
    expect(dayLabels(at('2025-03-09T00:00'))).toEqual(['Sun 3/9', 'Mon 3/10', 'Tue 3/11', 'Wed 3/12', 'Thu 3/13', 'Fri 3/14', 'Sat 3/15']);
  });

  it('gives each day once across the fall-back week, where day 1 is 25 hours long', () => {
    expect(dayLabels(weekStartDate(at('2025-10-30T08:00')))).toEqual([
      'Sun 11/2', 'Mon 11/3', 'Tue 11/4', 'Wed 11/5', 'Thu 11/6', 'Fri 11/7', 'Sat 11/8',
    ]);
  });

  it('crosses a month and a year end', () => {
    expect(dayLabels(at('2028-12-31T00:00'))).toEqual(['Sun 12/31', 'Mon 1/1', 'Tue 1/2', 'Wed 1/3', 'Thu 1/4', 'Fri 1/5', 'Sat 1/6']);
  });
});
