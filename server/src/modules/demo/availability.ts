import type { AvailabilityGrid } from '../../db/schema';

const DAYS = 7;
const SLOTS = 48;
const FIRST_SLOT_HOUR = 7;

/** Days 0 (Sunday) to 6; hours on the grid's clock, where 24 to 31 are the small hours after midnight. */
interface Block {
  days: number[];
  fromHour: number;
  toHour: number;
}

const slotAt = (hour: number) => Math.round((hour - FIRST_SLOT_HOUR) * 2);

const WEEKDAYS = [1, 2, 3, 4, 5];

/** Typical student schedules, so a demo pool has members who overlap a lot, a little and hardly at all. */
const PATTERNS: Block[][] = [
  [{ days: [1, 2, 3, 4], fromHour: 18, toHour: 21 }],
  [{ days: [0, 6], fromHour: 9, toHour: 12 }],
  [{ days: WEEKDAYS, fromHour: 12, toHour: 13.5 }],
  [{ days: [0, 2, 4, 5], fromHour: 22, toHour: 25 }],
  [{ days: [2, 4], fromHour: 14, toHour: 17 }],
  [{ days: [1, 3, 5], fromHour: 7, toHour: 9 }],
  [{ days: [0], fromHour: 13, toHour: 18 }, { days: [6], fromHour: 15, toHour: 17 }],
  [{ days: [3], fromHour: 19, toHour: 20 }],
];

function paint(grid: AvailabilityGrid, blocks: Block[]): void {
  for (const block of blocks) {
    for (const day of block.days) {
      for (let slot = slotAt(block.fromHour); slot < slotAt(block.toHour); slot += 1) grid[day][slot] = true;
    }
  }
}

/** The `index`th demo member's week: one main pattern plus a second one, deterministic so reruns agree. */
export function demoAvailability(index: number): AvailabilityGrid {
  const grid = Array.from({ length: DAYS }, () => Array.from({ length: SLOTS }, () => false));
  paint(grid, PATTERNS[index % PATTERNS.length]);
  paint(grid, PATTERNS[(index * 5 + 3) % PATTERNS.length]);
  return grid;
}
