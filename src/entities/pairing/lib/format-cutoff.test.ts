import { formatCutoff } from './format-cutoff';

describe('formatCutoff', () => {
  it('shows the instant in Pacific time, whatever the zone of the browser', () => {
    expect(formatCutoff('2026-03-09T06:00:00.000Z')).toBe('Sunday, March 8, 2026 at 11:00 PM PDT');
    expect(formatCutoff('2026-03-02T07:00:00.000Z')).toBe('Sunday, March 1, 2026 at 11:00 PM PST');
  });
});
