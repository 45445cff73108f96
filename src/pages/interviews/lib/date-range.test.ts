import { DateTime, Settings } from 'luxon';
import { interviewDtoFixture, mapInterview } from '@/entities/interview';
import { defaultDateRange, interviewsInRange } from './date-range';

const browserZone = Settings.defaultZone;
beforeAll(() => {
  Settings.defaultZone = 'America/Los_Angeles';
});
afterAll(() => {
  Settings.defaultZone = browserZone;
});

const weekOf = (sundayUtc: string, id: string) => mapInterview(interviewDtoFixture({ interview_id: id, date_effective: sundayUtc }));
// Weeks starting Sunday Feb 22, Mar 8 and Mar 22, 2026, midnight Pacific.
const february22 = weekOf('2026-02-22T08:00:00.000Z', 'feb-22');
const march8 = weekOf('2026-03-08T08:00:00.000Z', 'mar-8');
const march22 = weekOf('2026-03-22T07:00:00.000Z', 'mar-22');
const all = [march22, march8, february22];
const day = (iso: string) => DateTime.fromISO(iso);
const ids = (interviews: typeof all) => interviews.map((interview) => interview.interviewId);

describe('interviewsInRange', () => {
  it('keeps everything when both ends are open', () => {
    expect(ids(interviewsInRange(all, { start: null, end: null }))).toEqual(['mar-22', 'mar-8', 'feb-22']);
  });

  it('keeps a week still running on the start day, drops one that ended the day before', () => {
    expect(ids(interviewsInRange(all, { start: day('2026-03-14'), end: null }))).toEqual(['mar-22', 'mar-8']);
    expect(ids(interviewsInRange(all, { start: day('2026-03-15'), end: null }))).toEqual(['mar-22']);
  });

  it('keeps a week that begins on the end day, drops one that begins after it', () => {
    expect(ids(interviewsInRange(all, { start: null, end: day('2026-03-08') }))).toEqual(['mar-8', 'feb-22']);
    expect(ids(interviewsInRange(all, { start: null, end: day('2026-03-07') }))).toEqual(['feb-22']);
  });

  it('keeps only the weeks between both ends', () => {
    expect(ids(interviewsInRange(all, { start: day('2026-03-01'), end: day('2026-03-21') }))).toEqual(['mar-8']);
  });

  it('ignores a half-typed date', () => {
    expect(ids(interviewsInRange(all, { start: DateTime.invalid('typing'), end: null }))).toHaveLength(3);
  });
});

describe('defaultDateRange', () => {
  it('starts at midnight 30 days ago and leaves the end open', () => {
    const range = defaultDateRange(day('2026-03-31T15:45:00'));
    expect(range.start?.toISO()).toBe(day('2026-03-01T00:00:00').toISO());
    expect(range.end).toBeNull();
  });
});
