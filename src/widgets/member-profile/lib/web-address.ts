/** Only http(s) addresses become links: a stored value like "javascript:..." must never be clickable. */
export function isWebAddress(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value.trim());
}
