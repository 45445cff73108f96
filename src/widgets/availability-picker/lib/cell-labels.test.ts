import { cellName, cellTooltip, spokenDayLabel } from './cell-labels';

describe('cell labels', () => {
  it('numbers days from 1 in the tooltip', () => {
    expect(cellTooltip(0, '7:00 AM')).toBe('Day 1, Time 7:00 AM');
    expect(cellTooltip(6, '6:30 AM')).toBe('Day 7, Time 6:30 AM');
  });

  it('spells the day out in the accessible name', () => {
    expect(cellName('Sun 3/9', '7:00 AM', true)).toBe('Sunday 3/9, 7:00 AM, available');
    expect(cellName('Sat 3/15', '11:30 PM', false)).toBe('Saturday 3/15, 11:30 PM, unavailable');
  });

  it('keeps a day label it does not recognise', () => {
    expect(spokenDayLabel('Day one')).toBe('Day one');
  });
});
