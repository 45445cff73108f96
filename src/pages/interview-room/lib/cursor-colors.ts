/** Cursor colours for remote carets (y-codemirror.next reads `user.color` and `user.colorLight`). */
const CURSOR_COLORS = [
  { color: '#d81b60', colorLight: '#d81b6033' },
  { color: '#1e88e5', colorLight: '#1e88e533' },
  { color: '#43a047', colorLight: '#43a04733' },
  { color: '#fb8c00', colorLight: '#fb8c0033' },
  { color: '#8e24aa', colorLight: '#8e24aa33' },
];

export function cursorColorFor(memberId: number) {
  return CURSOR_COLORS[Math.abs(memberId) % CURSOR_COLORS.length];
}
