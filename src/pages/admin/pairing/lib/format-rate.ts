const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** "25%"; "–" for a week with nothing to count. */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : PERCENT.format(rate);
}
