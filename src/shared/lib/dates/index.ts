export { parseLocalDate, formatDate, formatDateTime, type DateInput, type FormatDateOptions } from './dates';
export { ownTimeZone, nightOf, timeInZones, formatTimeInZones, type TimeInZones } from './time-zones';
