export { parseLocalDate, formatDate, type DateInput, type FormatDateOptions } from './dates';
