import { Settings } from 'luxon';
import { formatProposedTime } from './format-proposed-time';

const browserZone = Settings.defaultZone;
afterEach(() => {
  Settings.defaultZone = browserZone;
});

// The separator before the time (' at ' or ', ') depends on the ICU version, so only the parts are fixed.
describe('formatProposedTime', () => {
  it('shows the community’s Pacific time, and the viewer’s own where it differs', () => {
    Settings.defaultZone = 'America/New_York';
    expect(formatProposedTime('2026-03-10T02:00:00.000Z')).toMatch(/^Monday, March 9, 2026\b.* 7:00 PM PDT; your time: Monday, March 9, 2026\b.* 10:00 PM EDT$/);

    Settings.defaultZone = 'America/Los_Angeles';
    expect(formatProposedTime('2026-03-10T02:00:00.000Z')).toMatch(/^Monday, March 9, 2026\b.* 7:00 PM PDT$/);
  });

  it('names the night a time in the grid’s night rows belongs to', () => {
    Settings.defaultZone = 'America/Los_Angeles';
    expect(formatProposedTime('2026-03-15T08:00:00.000Z')).toMatch(/^Sunday, March 15, 2026\b.* 1:00 AM PDT \(Saturday night\)$/);
  });
});
