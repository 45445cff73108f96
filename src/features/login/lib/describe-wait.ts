const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A wait in words, rounded up so the member never comes back too early: "40 seconds", "15 minutes", "2 hours". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}
