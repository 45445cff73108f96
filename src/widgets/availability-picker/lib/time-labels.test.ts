import { timeLabels } from './time-labels';

describe('timeLabels', () => {
  const labels = timeLabels();

  it('gives 48 half-hour labels starting at 7:00 AM', () => {
    expect(labels).toHaveLength(48);
    expect(labels.slice(0, 3)).toEqual(['7:00 AM', '7:30 AM', '8:00 AM']);
  });

  it('passes noon in 12-hour format', () => {
    expect(labels.slice(9, 13)).toEqual(['11:30 AM', '12:00 PM', '12:30 PM', '1:00 PM']);
  });

  it('wraps past midnight to 12:00 AM and ends at 6:30 AM', () => {
    expect(labels.slice(33, 36)).toEqual(['11:30 PM', '12:00 AM', '12:30 AM']);
    expect(labels[47]).toBe('6:30 AM');
  });

  it('never repeats a label', () => {
    expect(new Set(labels).size).toBe(48);
  });
});
