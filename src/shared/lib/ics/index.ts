export { buildIcsCalendar, type CalendarEvent } from './build-ics';
export { downloadIcsFile } from './download-ics';
