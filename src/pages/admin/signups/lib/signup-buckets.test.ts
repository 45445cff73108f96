import { DateTime, Settings } from 'luxon';
import type { SignupRecord } from '@/entities/signup';
import { bucketLabels, leadingBlanks, signupsByDay, tenMinuteBuckets } from './signup-buckets';

const ZONE = 'America/Los_Angeles';
const at = (iso: string): SignupRecord => ({ timestamp: DateTime.fromISO(iso, { zone: ZONE }).toMillis(), username: 'ada', userId: 1 });

// The browser's zone: Los Angeles, where late-evening signups are already the next day in UTC.
const originalZone = Settings.defaultZone;
beforeAll(() => {
  Settings.defaultZone = ZONE;
});
afterAll(() => {
  Settings.defaultZone = originalZone;
});

describe('signupsByDay', () => {
  const now = DateTime.fromISO('2026-03-12T09:00', { zone: ZONE }).toJSDate();

  it('gives one entry per day of the window, oldest first, ending today', () => {
    const days = signupsByDay([], 14, now);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: '2026-02-27', count: 0 });
    expect(days[13]).toEqual({ date: '2026-03-12', count: 0 });
  });

  it('counts a signup on its local date, not its UTC date', () => {
    // 23:30 in Los Angeles on March 10 is 06:30 UTC on March 11.
    const days = signupsByDay([at('2026-03-10T23:30'), at('2026-03-10T08:00'), at('2026-03-11T00:05')], 3, now);
    expect(days).toEqual([
      { date: '2026-03-10', count: 2 },
      { date: '2026-03-11', count: 1 },
      { date: '2026-03-12', count: 0 },
    ]);
  });

  it('leaves out signups older than the window', () => {
    expect(signupsByDay([at('2026-03-09T12:00')], 3, now).map((day) => day.count)).toEqual([0, 0, 0]);
  });
});

describe('tenMinuteBuckets', () => {
  it('has 144 buckets of ten minutes, by local time', () => {
    const buckets = tenMinuteBuckets([at('2026-03-10T00:00'), at('2026-03-10T00:09'), at('2026-03-10T00:10'), at('2026-03-10T23:59')], '2026-03-10');
    expect(buckets).toHaveLength(144);
    expect(buckets[0]).toBe(2);
    expect(buckets[1]).toBe(1);
    expect(buckets[143]).toBe(1);
    expect(buckets.reduce((sum, count) => sum + count, 0)).toBe(4);
  });

  it('only counts the chosen local day', () => {
    const buckets = tenMinuteBuckets([at('2026-03-09T23:55'), at('2026-03-11T00:00')], '2026-03-10');
    expect(buckets.every((count) => count === 0)).toBe(true);
  });

  it('labels buckets by their start time', () => {
    const labels = bucketLabels();
    expect(labels).toHaveLength(144);
    expect([labels[0], labels[1], labels[143]]).toEqual(['00:00', '00:10', '23:50']);
  });
});

describe('leadingBlanks', () => {
  it('puts each day under its weekday, Sunday first', () => {
    expect(leadingBlanks('2026-03-08')).toBe(0); // a Sunday
    expect(leadingBlanks('2026-03-12')).toBe(4); // a Thursday
  });
});
