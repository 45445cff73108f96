/** Hands the calendar file to the browser as a download named `fileName`. */
export function downloadIcsFile(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click handler returns; revoke after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
