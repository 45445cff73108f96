/**
 * The phone list's groups of a day's 48 slots: morning 7:00–11:30 AM, afternoon 12:00–4:30 PM, evening
 * 5:00–11:30 PM and night 12:00–6:30 AM, the night falling on the next calendar day.
 */
export const DAY_PARTS = [
  { name: 'Morning', firstSlot: 0, lastSlot: 9 },
  { name: 'Afternoon', firstSlot: 10, lastSlot: 19 },
  { name: 'Evening', firstSlot: 20, lastSlot: 33 },
  { name: 'Night', firstSlot: 34, lastSlot: 47 },
] as const;
