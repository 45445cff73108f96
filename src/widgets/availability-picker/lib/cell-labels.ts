import type { DateTime } from 'luxon';
import { slotDay, slotTimeLabel } from '@/entities/availability';

/**
 * SPEC's tooltip 'Day N, Time T', N counting from 1 (the week's Sunday) the day the cell really falls on: the
 * Saturday column's 1:00 AM row is 'Day 8, Time 1:00 AM (Saturday night)', the Sunday after.
 */
export function cellTooltip(weekStart: DateTime, day: number, slot: number): string {
  const { dayNumber, night } = slotDay(weekStart, day, slot);
  const tooltip = `Day ${dayNumber}, Time ${slotTimeLabel(slot)}`;
  return night ? `${tooltip} (${night})` : tooltip;
}
