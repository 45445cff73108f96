import { BarChart } from '@mui/x-charts/BarChart';
import { BUCKET_MINUTES, DAY_CHART_HEIGHT } from '../config/heatmap';
import { bucketLabels } from '../lib/signup-buckets';

const LABELS = bucketLabels();
const BUCKETS_PER_THREE_HOURS = (3 * 60) / BUCKET_MINUTES;

/** The day view: one bar per ten-minute bucket. Loaded on its own so only this page pays for the chart library. */
export default function SignupDayChart({ buckets }: { buckets: number[] }) {
  return (
    <BarChart
      height={DAY_CHART_HEIGHT}
      hideLegend
      margin={{ top: 8, bottom: 0, left: 0, right: 8 }}
      xAxis={[{ scaleType: 'band', data: LABELS, tickLabelInterval: (_value, index) => index % BUCKETS_PER_THREE_HOURS === 0 }]}
      yAxis={[{ tickMinStep: 1, width: 28 }]}
      series={[{ data: buckets, label: 'Signups' }]}
    />
  );
}
