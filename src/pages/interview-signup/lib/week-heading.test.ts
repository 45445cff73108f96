import { DateTime } from 'luxon';
import { weekHeading } from './week-heading';

describe('weekHeading', () => {
  it('names the week by its Sunday', () => {
    expect(weekHeading(DateTime.fromISO('2025-03-09'))).toBe('Availability for the week of Sunday, March 9');
  });
});
