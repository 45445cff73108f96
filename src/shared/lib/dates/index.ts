export { parseLocalDate, formatDate, formatDateTime, type DateInput, type FormatDateOptions } from './dates';
export { ownTimeZone, nightOf, timeInZones, formatTimeInZones, formatTimeForPair, type TimeInZones, type PartnerClock } from './time-zones';
