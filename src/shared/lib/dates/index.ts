export { parseLocalDate, formatDate, formatDateTime, type DateInput, type FormatDateOptions } from './dates';
