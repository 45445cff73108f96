import { DateTime } from 'luxon';
import { LineChart } from '@mui/x-charts/LineChart';
import type { WeekOutcome } from '@/entities/pairing';
import { formatDate } from '@/shared/lib/dates';
import { formatRate } from '../lib/format-rate';

const CHART_HEIGHT = 220;

const asPercent = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));

/** 'Nov 15' under the axis (a long date does not fit between points, nor half of it at either end); the whole date in the tooltip. */
function weekLabel(weekStart: string, location: string): string {
  return location === 'tick' ? DateTime.fromISO(weekStart).setLocale('en-US').toLocaleString({ month: 'short', day: 'numeric' }) : formatDate(weekStart);
}

/** Both rates over the weeks, oldest on the left. Loaded on its own so only this page pays for the chart library. */
export default function WeekOutcomesChart({ weeks }: { weeks: WeekOutcome[] }) {
  const oldestFirst = [...weeks].reverse();
  return (
    <LineChart
      height={CHART_HEIGHT}
      // The right margin holds half of the last week's label; the y axis is wide enough for "100%".
      margin={{ top: 8, bottom: 0, left: 0, right: 28 }}
      xAxis={[{ scaleType: 'point', data: oldestFirst.map((week) => week.weekStart), valueFormatter: (weekStart: string, context) => weekLabel(weekStart, context.location) }]}
      yAxis={[{ min: 0, max: 100, width: 48, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { data: oldestFirst.map((week) => asPercent(week.feedbackCompletionRate)), label: 'Feedback from both', valueFormatter: (value) => formatRate(value === null ? null : value / 100) },
        { data: oldestFirst.map((week) => asPercent(week.noShowRate)), label: 'No-shows', valueFormatter: (value) => formatRate(value === null ? null : value / 100) },
      ]}
    />
  );
}
