import { DateTime } from 'luxon';
import type { SignupRecord } from '@/entities/signup';
import { BUCKET_MINUTES, BUCKETS_PER_DAY } from '../config/heatmap';

/** One cell of the day grid: a calendar day in the browser's zone and how many signups it had. */
export interface SignupDay {
  /** YYYY-MM-DD, local. */
  date: string;
  count: number;
}

const localDay = (timestamp: number) => DateTime.fromMillis(timestamp).toISODate() as string;

/** The last `days` local calendar days, oldest first and ending today, each with its signup count. */
export function signupsByDay(records: readonly SignupRecord[], days: number, now: Date): SignupDay[] {
  const counts = new Map<string, number>();
  for (const record of records) counts.set(localDay(record.timestamp), (counts.get(localDay(record.timestamp)) ?? 0) + 1);
  const today = DateTime.fromJSDate(now).startOf('day');
  return Array.from({ length: days }, (_, index) => {
    const date = today.minus({ days: days - 1 - index }).toISODate() as string;
    return { date, count: counts.get(date) ?? 0 };
  });
}

/**
 * The local day's signups in 144 ten-minute buckets, by local wall-clock time. On a daylight-saving day the
 * skipped hour's buckets stay empty and the repeated hour's signups share its buckets.
 */
export function tenMinuteBuckets(records: readonly SignupRecord[], date: string): number[] {
  const buckets = Array.from({ length: BUCKETS_PER_DAY }, () => 0);
  for (const record of records) {
    const time = DateTime.fromMillis(record.timestamp);
    if (time.toISODate() !== date) continue;
    buckets[Math.floor((time.hour * 60 + time.minute) / BUCKET_MINUTES)] += 1;
  }
  return buckets;
}

/** '00:00', '00:10', ... '23:50': the buckets' start times. */
export function bucketLabels(): string[] {
  return Array.from({ length: BUCKETS_PER_DAY }, (_, index) => {
    const minutes = index * BUCKET_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
}

/** Blank cells before the first day, so that each of the grid's 7 columns is one weekday (Sunday first). */
export function leadingBlanks(firstDate: string): number {
  return DateTime.fromISO(firstDate).weekday % 7;
}
