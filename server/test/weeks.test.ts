import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  addWeeks, cutoffFor, nextCutoff, openWeekStart, previousCutoff, slotStart, weekStartFor, weekStartInstant,
} from '../src/modules/pairing/weeks';

const LA = 'America/Los_Angeles';
const at = (iso: string) => new Date(iso);

describe('weekStartFor: the week the signup screen shows', () => {
  it('is the coming Sunday on a weekday', () => {
    expect(weekStartFor(at('2026-03-04T20:00:00Z'), LA)).toBe('2026-03-08'); // Wednesday noon
  });

  it('is today on a Sunday, up to its last minute', () => {
    expect(weekStartFor(at('2026-03-08T08:00:00Z'), LA)).toBe('2026-03-08'); // Sunday 00:00 PST
    expect(weekStartFor(at('2026-03-09T06:59:00Z'), LA)).toBe('2026-03-08'); // Sunday 23:59 PDT
  });

  it('uses the community time zone, not UTC', () => {
    // Saturday 23:30 in Los Angeles is already Sunday in UTC.
    expect(weekStartFor(at('2026-03-08T07:30:00Z'), LA)).toBe('2026-03-08');
    expect(weekStartFor(at('2026-03-07T18:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-08'); // Sunday 03:00 in Tokyo
  });
});

describe('cutoffs: Sunday 23:00 community time', () => {
  it('follows the wall clock across the March and November DST changes', () => {
    expect(cutoffFor('2026-03-01', LA).toISOString()).toBe('2026-03-02T07:00:00.000Z'); // PST
    expect(cutoffFor('2026-03-08', LA).toISOString()).toBe('2026-03-09T06:00:00.000Z'); // PDT from that morning
    expect(cutoffFor('2026-10-25', LA).toISOString()).toBe('2026-10-26T06:00:00.000Z'); // PDT
    expect(cutoffFor('2026-11-01', LA).toISOString()).toBe('2026-11-02T07:00:00.000Z'); // PST from that morning
  });

  it('at Sunday 22:59 the next cutoff is tonight; at 23:00 it is next Sunday', () => {
    const beforeCutoff = at('2026-03-09T05:59:00Z'); // Sunday March 8, 22:59 PDT
    expect(nextCutoff(beforeCutoff, LA).toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(previousCutoff(beforeCutoff, LA).toISOString()).toBe('2026-03-02T07:00:00.000Z');
    expect(openWeekStart(beforeCutoff, LA)).toBe('2026-03-08');

    const atCutoff = at('2026-03-09T06:00:00Z'); // 23:00 PDT
    expect(nextCutoff(atCutoff, LA).toISOString()).toBe('2026-03-16T06:00:00.000Z');
    expect(previousCutoff(atCutoff, LA).toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(openWeekStart(atCutoff, LA)).toBe('2026-03-15');
    // The screen still shows today's week until midnight; signups already go to next week's pool.
    expect(weekStartFor(atCutoff, LA)).toBe('2026-03-08');
  });

  it('the November cutoff after the clocks fall back', () => {
    const beforeCutoff = at('2026-11-02T06:59:00Z'); // Sunday November 1, 22:59 PST
    expect(nextCutoff(beforeCutoff, LA).toISOString()).toBe('2026-11-02T07:00:00.000Z');
    expect(previousCutoff(beforeCutoff, LA).toISOString()).toBe('2026-10-26T06:00:00.000Z');
    expect(openWeekStart(at('2026-11-02T07:00:00Z'), LA)).toBe('2026-11-08');
  });

  it('always brackets now between a previous and a next cutoff that are Sunday 23:00 local', () => {
    const zones = [LA, 'Europe/Berlin', 'Australia/Sydney', 'UTC'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (now, zone) => {
          const next = nextCutoff(now, zone);
          const previous = previousCutoff(now, zone);
          expect(previous.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(next.getTime()).toBeGreaterThan(now.getTime());
          for (const cutoff of [next, previous]) {
            const local = DateTime.fromJSDate(cutoff, { zone });
            expect([local.weekday, local.hour, local.minute]).toEqual([7, 23, 0]);
          }
          const gapHours = (next.getTime() - previous.getTime()) / 3_600_000;
          expect(Math.abs(gapHours - 168)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('weekStartInstant: date_effective', () => {
  it('is Sunday midnight in the community time zone', () => {
    expect(weekStartInstant('2026-03-08', LA).toISOString()).toBe('2026-03-08T08:00:00.000Z'); // still PST at midnight
    expect(weekStartInstant('2026-11-01', LA).toISOString()).toBe('2026-11-01T07:00:00.000Z'); // still PDT at midnight
  });
});

describe('slotStart: the continuous weekly timeline', () => {
  it('starts each day at 07:00 local and steps 30 minutes', () => {
    expect(slotStart('2026-03-01', 0, LA).toISOString()).toBe('2026-03-01T15:00:00.000Z'); // 07:00 PST
    expect(slotStart('2026-03-08', 0, LA).toISOString()).toBe('2026-03-08T14:00:00.000Z'); // 07:00 PDT
    expect(slotStart('2026-03-08', 48 + 22, LA).toISOString()).toBe('2026-03-10T01:00:00.000Z'); // Monday 18:00 PDT
  });

  it('runs past midnight: slot 47 of a day is 06:30 the next morning, right before the next day\'s slot 0', () => {
    const lastOfSunday = slotStart('2026-03-15', 47, LA);
    const firstOfMonday = slotStart('2026-03-15', 48, LA);
    expect(lastOfSunday.toISOString()).toBe('2026-03-16T13:30:00.000Z'); // Monday 06:30 PDT
    expect(firstOfMonday.getTime() - lastOfSunday.getTime()).toBe(30 * 60_000);
  });

  it('keeps wall-clock labels across the spring-forward night', () => {
    // Week of March 1: Saturday's slots 36..40 run from Sunday March 8 01:00 to 03:00, when 02:00 PST becomes 03:00 PDT.
    const saturday = 6 * 48;
    expect(slotStart('2026-03-01', saturday + 36, LA).toISOString()).toBe('2026-03-08T09:00:00.000Z'); // 01:00 PST
    expect(slotStart('2026-03-01', saturday + 40, LA).toISOString()).toBe('2026-03-08T10:00:00.000Z'); // 03:00 PDT
    expect(slotStart('2026-03-01', saturday + 47, LA).toISOString()).toBe('2026-03-08T13:30:00.000Z'); // 06:30 PDT
  });

  it('keeps wall-clock labels across the fall-back night', () => {
    const saturday = 6 * 48;
    expect(slotStart('2026-10-25', saturday + 36, LA).toISOString()).toBe('2026-11-01T08:00:00.000Z'); // 01:00 PDT, first pass
    expect(slotStart('2026-10-25', saturday + 38, LA).toISOString()).toBe('2026-11-01T10:00:00.000Z'); // 02:00 PST
  });

  it('refuses slots outside the week', () => {
    expect(() => slotStart('2026-03-08', 336, LA)).toThrow(RangeError);
  });
});

describe('addWeeks', () => {
  it('moves by calendar weeks across month ends and DST', () => {
    expect(addWeeks('2026-03-01', 1)).toBe('2026-03-08');
    expect(addWeeks('2026-03-29', 1)).toBe('2026-04-05');
    expect(addWeeks('2026-03-08', -4)).toBe('2026-02-08');
  });
});
