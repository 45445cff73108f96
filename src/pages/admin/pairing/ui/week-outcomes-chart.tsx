import { LineChart } from '@mui/x-charts/LineChart';
import type { WeekOutcome } from '@/entities/pairing';
import { formatDate } from '@/shared/lib/dates';
import { formatRate } from '../lib/format-rate';

const CHART_HEIGHT = 220;

const asPercent = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));

/** Both rates over the weeks, oldest on the left. Loaded on its own so only this page pays for the chart library. */
export default function WeekOutcomesChart({ weeks }: { weeks: WeekOutcome[] }) {
  const oldestFirst = [...weeks].reverse();
  return (
    <LineChart
      height={CHART_HEIGHT}
      margin={{ top: 8, bottom: 0, left: 0, right: 16 }}
      xAxis={[{ scaleType: 'point', data: oldestFirst.map((week) => formatDate(week.weekStart)) }]}
      yAxis={[{ min: 0, max: 100, width: 36, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { data: oldestFirst.map((week) => asPercent(week.feedbackCompletionRate)), label: 'Feedback from both', valueFormatter: (value) => formatRate(value === null ? null : value / 100) },
        { data: oldestFirst.map((week) => asPercent(week.noShowRate)), label: 'No-shows', valueFormatter: (value) => formatRate(value === null ? null : value / 100) },
      ]}
    />
  );
}
