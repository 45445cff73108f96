import { DateTime } from 'luxon';
import { FIRST_NIGHT_SLOT, slotWallClock, twelveHourClock } from '@contracts/availability-slots';
import { nightOf } from '@/shared/lib/dates';

export { FIRST_NIGHT_SLOT };

/** When slot `slot` of column `day` starts, on the calendar day it really falls on (a night row: the column's next day). */
export function slotDateTime(weekStart: DateTime, day: number, slot: number): DateTime {
  const { dayOffset, minuteOfDay } = slotWallClock(day, slot);
  return weekStart.startOf('day').plus({ days: dayOffset }).set({ hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 });
}

/** The slot's row label, '7:00 AM' … '6:30 AM', as wall-clock text (no calendar, so a DST change never skips one). */
export function slotTimeLabel(slot: number): string {
  return twelveHourClock(slotWallClock(0, slot).minuteOfDay);
}

export interface SlotDay {
  /** 'Sunday 3/16': the day the slot falls on. */
  dayName: string;
  /** 'Sun 3/16', as the grid's column headers read. */
  shortDayName: string;
  /** 1 for the week's Sunday … 8 for the Sunday after (the Saturday column's night rows). */
  dayNumber: number;
  /** 'Saturday night' for a row from 12:00 AM on, else null. */
  night: string | null;
}

/** The day a grid cell really falls on, named for people: the one function every screen names a slot's day by. */
export function slotDay(weekStart: DateTime, day: number, slot: number): SlotDay {
  const start = slotDateTime(weekStart, day, slot).setLocale('en-US');
  return {
    dayName: start.toFormat('cccc M/d'),
    shortDayName: start.toFormat('ccc M/d'),
    dayNumber: slotWallClock(day, slot).dayOffset + 1,
    night: nightOf(start),
  };
}

/** 'Monday 3/10, 6:00 PM', or for a night row 'Sunday 3/16, 1:00 AM (Saturday night)'. */
export function slotName(weekStart: DateTime, day: number, slot: number): string {
  const { dayName, night } = slotDay(weekStart, day, slot);
  const name = `${dayName}, ${slotTimeLabel(slot)}`;
  return night ? `${name} (${night})` : name;
}
