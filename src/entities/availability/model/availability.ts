/** SPEC section 9: a week of 7 days, Sunday first, by 48 half-hour slots starting at 7:00 AM. */
export const DAYS_PER_WEEK = 7;
export const SLOTS_PER_DAY = 48;

/** `grid[day][slot]`, true when the member is available (SPEC section 3, "Availability"). */
export type AvailabilityGrid = boolean[][];

/** A member's saved availability. */
export interface Availability {
  userId: number;
  grid: AvailabilityGrid;
}

export function emptyAvailability(): AvailabilityGrid {
  return Array.from({ length: DAYS_PER_WEEK }, () => Array<boolean>(SLOTS_PER_DAY).fill(false));
}

export function hasAnyAvailability(grid: AvailabilityGrid): boolean {
  return grid.some((day) => day.some(Boolean));
}

export function isAvailabilityGrid(value: unknown): value is AvailabilityGrid {
  return (
    Array.isArray(value) &&
    value.length === DAYS_PER_WEEK &&
    value.every((day) => Array.isArray(day) && day.length === SLOTS_PER_DAY && day.every((slot) => typeof slot === 'boolean'))
  );
}
