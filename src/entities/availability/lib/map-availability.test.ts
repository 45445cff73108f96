import { hasAnyAvailability, SLOTS_PER_DAY } from '../model/availability';
import { mapAvailability, type AvailabilityDto } from './map-availability';

describe('mapAvailability', () => {
  it('keeps a 7 by 48 grid of booleans as it is', () => {
    const grid = Array.from({ length: 7 }, (_day, day) => Array.from({ length: SLOTS_PER_DAY }, (_slot, slot) => day === 2 && slot === 5));

    expect(mapAvailability({ user_id: 4, availability: grid })).toEqual({ userId: 4, grid });
  });

  it('reads a null grid as never saved', () => {
    expect(mapAvailability({ user_id: 4, availability: null })).toBeNull();
  });

  it.each([
    ['too few days', [[true]]],
    ['a day of the wrong length', Array.from({ length: 7 }, () => [true, false])],
    ['non-boolean slots', Array.from({ length: 7 }, () => Array(SLOTS_PER_DAY).fill(1))],
  ])('reads %s as an empty week', (_case, availability) => {
    // A misbehaving server is the point here, so the wire type is set aside.
    const grid = mapAvailability({ user_id: 4, availability } as unknown as AvailabilityDto)?.grid ?? [];

    expect(grid).toHaveLength(7);
    expect(grid.every((day) => day.length === SLOTS_PER_DAY)).toBe(true);
    expect(hasAnyAvailability(grid)).toBe(false);
  });
});
