import { DateTime } from 'luxon';
import { formatTimeForPair, formatTimeInZones, nightOf, timeInZones } from './time-zones';

const PACIFIC = 'America/Los_Angeles';

// The separator before the time (' at ' or ', ') depends on the ICU version, so only the parts are fixed.
describe('timeInZones', () => {
  it("shows the community's clock and the member's own where they differ", () => {
    const { community, own } = timeInZones('2026-03-10T02:00:00.000Z', PACIFIC, { ownZone: 'America/New_York' });
    expect(community).toMatch(/^Monday, March 9, 2026\b.* 7:00 PM PDT$/);
    expect(own).toMatch(/^Monday, March 9, 2026\b.* 10:00 PM EDT$/);
  });

  it('shows one clock when the member lives on Pacific time', () => {
    expect(timeInZones('2026-03-10T02:00:00.000Z', PACIFIC, { ownZone: 'America/Vancouver' }).own).toBeNull();
  });

  it('calls an early-morning time by its own day, not the night before', () => {
    // Saturday December 5, 5:30 AM PST is 6:30 AM MST: early morning on both clocks, no "(Friday night)".
    const label = formatTimeInZones('2026-12-05T13:30:00.000Z', PACIFIC, { ownZone: 'America/Denver' });
    expect(label).toMatch(/^Saturday, December 5, 2026\b.* 5:30 AM PST; your time: Saturday, December 5, 2026\b.* 6:30 AM MST$/);
  });

  it('names the night a time before 5:00 AM belongs to, in each zone on its own clock', () => {
    // Sunday March 15, 1:00 AM PDT is 4:00 AM EDT, both Saturday night; in Berlin it is 9:00 AM, Sunday proper.
    expect(formatTimeInZones('2026-03-15T08:00:00.000Z', PACIFIC, { ownZone: 'America/New_York' })).toMatch(
      /^Sunday, March 15, 2026\b.* 1:00 AM PDT \(Saturday night\); your time: Sunday, March 15, 2026\b.* 4:00 AM EDT \(Saturday night\)$/,
    );
    expect(formatTimeInZones('2026-03-15T08:00:00.000Z', PACIFIC, { ownZone: 'Europe/Berlin' })).toMatch(/your time: Sunday, March 15, 2026\b.* 9:00 AM GMT\+1$/);
  });

  it('can leave the date out', () => {
    expect(formatTimeInZones('2026-03-08T14:00:00.000Z', PACIFIC, { ownZone: 'America/New_York', withDate: false })).toBe('7:00 AM PDT; your time: 10:00 AM EDT');
  });
});

describe('nightOf', () => {
  it('gives the evening before for 12:00 to 6:59 AM and nothing from 7:00 AM', () => {
    expect(nightOf(DateTime.fromISO('2026-03-15T00:00'))).toBe('Saturday night');
    expect(nightOf(DateTime.fromISO('2026-03-16T06:59'))).toBe('Sunday night');
    expect(nightOf(DateTime.fromISO('2026-03-16T07:00'))).toBeNull();
    expect(nightOf(DateTime.fromISO('2026-03-16T23:30'))).toBeNull();
  });
});

describe('formatTimeForPair', () => {
  const ana = (timeZone: string) => ({ name: 'Ana Lima', timeZone });

  it("shows the viewer's clock, then the partner's, named, with the date only when it is another day there", () => {
    expect(formatTimeForPair('2026-12-01T18:00:00.000Z', PACIFIC, ana('Europe/London'), { ownZone: 'Europe/Berlin' })).toMatch(
      /^Tuesday, December 1, 2026\b.* 7:00 PM GMT\+1 \(your time\) · 6:00 PM for Ana Lima \(Europe\/London\)$/,
    );
    expect(formatTimeForPair('2026-12-02T02:00:00.000Z', PACIFIC, ana('Europe/London'), { ownZone: 'America/Los_Angeles' })).toMatch(
      /^Tuesday, December 1, 2026\b.* 6:00 PM PST \(your time\) · Wednesday, December 2, 2026\b.* 2:00 AM \(Tuesday night\) for Ana Lima \(Europe\/London\)$/,
    );
  });

  it("shows one clock when the partner's reads the same", () => {
    expect(formatTimeForPair('2026-12-01T18:00:00.000Z', PACIFIC, ana('Europe/Lisbon'), { ownZone: 'Europe/London' })).toMatch(/^Tuesday, December 1, 2026\b.* 6:00 PM GMT \(your time\)$/);
  });

  it("falls back to the community's clock and the viewer's when the partner's zone is unknown", () => {
    const fallback = formatTimeInZones('2026-03-10T02:00:00.000Z', PACIFIC, { ownZone: 'America/New_York' });
    expect(formatTimeForPair('2026-03-10T02:00:00.000Z', PACIFIC, ana(''), { ownZone: 'America/New_York' })).toBe(fallback);
    expect(formatTimeForPair('2026-03-10T02:00:00.000Z', PACIFIC, ana('Mars/Olympus'), { ownZone: 'America/New_York' })).toBe(fallback);
    expect(formatTimeForPair('2026-03-10T02:00:00.000Z', PACIFIC, null, { ownZone: 'America/New_York' })).toBe(fallback);
  });
});
