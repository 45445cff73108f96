import { downloadBlob } from '../download';

/** Hands the calendar file to the browser as a download named `fileName`. */
export function downloadIcsFile(fileName: string, content: string): void {
  downloadBlob(fileName, new Blob([content], { type: 'text/calendar;charset=utf-8' }));
}
