import { SLOTS_PER_DAY, slotTimeLabel } from '@/entities/availability';

/**
 * The 48 slot labels: 7:00 AM, 7:30 AM, … 11:30 PM, 12:00 AM, … 6:30 AM. Wall-clock labels, computed
 * without a calendar day, so they never skip or repeat around a DST change.
 */
export function timeLabels(): string[] {
  return Array.from({ length: SLOTS_PER_DAY }, (_unused, slot) => slotTimeLabel(slot));
}
