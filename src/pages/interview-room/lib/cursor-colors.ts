/**
 * Cursor colours for remote carets (y-codemirror.next reads `user.color` and `user.colorLight`). The caret's name
 * label is white text on `color`, always shown, so each is dark enough for 4.5:1 (Material's 800 shades).
 */
const CURSOR_COLORS = [
  { color: '#ad1457', colorLight: '#ad145733' },
  { color: '#1565c0', colorLight: '#1565c033' },
  { color: '#2e7d32', colorLight: '#2e7d3233' },
  { color: '#bf360c', colorLight: '#bf360c33' },
  { color: '#6a1b9a', colorLight: '#6a1b9a33' },
];

export function cursorColorFor(memberId: number) {
  return CURSOR_COLORS[Math.abs(memberId) % CURSOR_COLORS.length];
}
