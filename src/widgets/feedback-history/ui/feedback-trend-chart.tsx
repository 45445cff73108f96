import { LineChart } from '@mui/x-charts/LineChart';
import { TREND_CHART_HEIGHT } from '../config/chart';
import type { TrendSeries } from '../lib/trend-points';

/** The scores over time. Loaded on its own, so only the profile pays for the chart library, and only once there is feedback. */
export default function FeedbackTrendChart({ labels, series }: { labels: string[]; series: TrendSeries[] }) {
  return (
    <LineChart
      height={TREND_CHART_HEIGHT}
      margin={{ top: 8, bottom: 0, left: 0, right: 16 }}
      xAxis={[{ scaleType: 'point', data: labels.map((_label, index) => index), valueFormatter: (index: number) => labels[index] ?? '' }]}
      yAxis={[{ min: 1, max: 5, tickMinStep: 1, width: 28 }]}
      series={series.map((line) => ({ id: line.key, label: line.label, data: line.data, showMark: true, curve: 'linear' }))}
    />
  );
}
