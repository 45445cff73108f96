import { DateTime } from 'luxon';
import { LineChart } from '@mui/x-charts/LineChart';
import type { WeekOutcome } from '@/entities/pairing';
import { formatDate } from '@/shared/lib/dates';
import { formatRate } from '../lib/format-rate';

const CHART_HEIGHT = 220;

const asPercent = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));

/** A value with no value beside it draws no line, so it gets a mark: a single week, or a week between weeks without figures. */
const isolated = (data: Array<number | null>) => ({ index }: { index: number }) => data[index] !== null && (data[index - 1] ?? null) === null && (data[index + 1] ?? null) === null;

function rateSeries(label: string, rates: Array<number | null>) {
  const data = rates.map(asPercent);
  return { data, label, showMark: isolated(data), valueFormatter: (value: number | null) => formatRate(value === null ? null : value / 100) };
}

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
        rateSeries('Feedback from both', oldestFirst.map((week) => week.feedbackCompletionRate)),
        rateSeries('No-shows', oldestFirst.map((week) => week.noShowRate)),
      ]}
    />
  );
}
