const DAY_NAMES: Record<string, string> = {
  Sun: 'Sunday',
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
};

/** 'Sun 3/9' → 'Sunday 3/9', so a screen reader does not read "sun"; other labels stay as given. */
export function spokenDayLabel(dayLabel: string): string {
  const [abbreviation, ...rest] = dayLabel.split(' ');
  const name = DAY_NAMES[abbreviation];
  return name ? [name, ...rest].join(' ') : dayLabel;
}

/** SPEC's tooltip 'Day N, Time T': N counts the week's days from 1 (Sunday), T is the slot's label. */
export function cellTooltip(day: number, timeLabel: string): string {
  return `Day ${day + 1}, Time ${timeLabel}`;
}

/** The cell's accessible name, e.g. 'Sunday 3/9, 7:00 AM, available'. */
export function cellName(dayLabel: string, timeLabel: string, available: boolean): string {
  return `${spokenDayLabel(dayLabel)}, ${timeLabel}, ${available ? 'available' : 'unavailable'}`;
}
