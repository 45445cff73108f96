/** Hands `blob` to the browser as a download named `fileName` (an object URL on a temporary link). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click handler returns; revoke after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
