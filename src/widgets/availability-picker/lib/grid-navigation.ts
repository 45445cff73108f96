import { DAYS_PER_WEEK, SLOTS_PER_DAY } from '@/entities/availability';
import type { GridCell } from '../model/grid-cell';

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max - 1);

/**
 * Where a navigation key moves focus in the grid (days are columns, slots rows), staying at the edge
 * rather than wrapping; null for keys that do not navigate.
 */
export function nextCell({ day, slot }: GridCell, key: string): GridCell | null {
  switch (key) {
    case 'ArrowLeft':
      return { day: clamp(day - 1, DAYS_PER_WEEK), slot };
    case 'ArrowRight':
      return { day: clamp(day + 1, DAYS_PER_WEEK), slot };
    case 'ArrowUp':
      return { day, slot: clamp(slot - 1, SLOTS_PER_DAY) };
    case 'ArrowDown':
      return { day, slot: clamp(slot + 1, SLOTS_PER_DAY) };
    case 'Home':
      return { day: 0, slot };
    case 'End':
      return { day: DAYS_PER_WEEK - 1, slot };
    default:
      return null;
  }
}

/** The grid cell an event happened in, from the cell's data attributes. */
export function cellOfTarget(target: EventTarget | null): GridCell | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest<HTMLElement>('[data-day][data-slot]');
  if (!cell) return null;
  return { day: Number(cell.dataset.day), slot: Number(cell.dataset.slot) };
}
