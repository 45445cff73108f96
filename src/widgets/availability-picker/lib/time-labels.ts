import { SLOTS_PER_DAY } from '@/entities/availability';

const FIRST_SLOT_MINUTES = 7 * 60;
const SLOT_MINUTES = 30;
const MINUTES_PER_DAY = 24 * 60;

function twelveHourClock(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = String(minuteOfDay % 60).padStart(2, '0');
  const hourOnDial = hours % 12 === 0 ? 12 : hours % 12;
  return `${hourOnDial}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The 48 slot labels: 7:00 AM, 7:30 AM, … 11:30 PM, 12:00 AM, … 6:30 AM. Wall-clock labels, computed
 * without a calendar day, so they never skip or repeat around a DST change.
 */
export function timeLabels(): string[] {
  return Array.from({ length: SLOTS_PER_DAY }, (_unused, slot) =>
    twelveHourClock((FIRST_SLOT_MINUTES + SLOT_MINUTES * slot) % MINUTES_PER_DAY),
  );
}
