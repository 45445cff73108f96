import { gridZoneNote } from './zone-note';

describe('gridZoneNote', () => {
  it("says what the grid's first row is on the member's own clock when it differs", () => {
    expect(gridZoneNote('2026-03-15', 'America/New_York')).toBe('Times are Pacific time: 7:00 AM PDT is 10:00 AM EDT where you are.');
    expect(gridZoneNote('2026-01-11', 'Asia/Kolkata')).toBe('Times are Pacific time: 7:00 AM PST is 8:30 PM GMT+5:30 where you are.');
  });

  it('names only Pacific time for a member on it', () => {
    expect(gridZoneNote('2026-01-11', 'America/Los_Angeles')).toBe('Times are Pacific time (PST).');
  });
});
