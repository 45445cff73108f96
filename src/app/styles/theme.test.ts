import { getContrastRatio, type Palette } from '@mui/material/styles';
import { theme } from './theme';

/** WCAG 2 AA for normal-size text. */
const AA_TEXT = 4.5;
/** The theme carries both schemes' palettes at run time; its `Theme` type does not declare them. */
const schemes = (theme as unknown as { colorSchemes: Record<'light' | 'dark', { palette: Palette }> }).colorSchemes;
const MEANINGFUL_COLOURS = ['primary', 'secondary', 'success', 'warning', 'info', 'error'] as const;

describe.each(['light', 'dark'] as const)('the %s colour scheme', (mode) => {
  const { palette } = schemes[mode];

  test.each(MEANINGFUL_COLOURS)('%s reads at AA as text on the page and on paper, and its contrastText reads on it', (name) => {
    const { main, dark, contrastText } = palette[name];
    const pairs: Array<[string, string, string]> = [
      [`${name}.main as text on background.default`, main, palette.background.default],
      [`${name}.main as text on background.paper`, main, palette.background.paper],
      [`${name}.contrastText on ${name}.main`, contrastText, main],
    ];
    // A contained button's hover darkens it; in light mode its white text must stay readable.
    if (mode === 'light') pairs.push([`${name}.contrastText on ${name}.dark`, contrastText, dark]);
    const failing = pairs
      .map(([what, foreground, background]) => ({ what, ratio: Math.round(getContrastRatio(foreground, background) * 100) / 100 }))
      .filter(({ ratio }) => ratio < AA_TEXT);
    expect(failing).toEqual([]);
  });
});
