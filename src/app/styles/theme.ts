import { createTheme } from '@mui/material/styles';

/** The attribute MUI sets on <html> for the scheme in use; the server sets it too from the saved choice (static-files.ts). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

/**
 * Both colour schemes live in one theme so MUI can switch between them and remember the choice
 * (localStorage, defaulting to the system's prefers-color-scheme).
 *
 * Every colour with a meaning (primary, secondary, success, warning, info, error) meets WCAG AA for normal
 * text (4.5:1) both ways: as text on the page's background and paper, and behind its own contrastText
 * (buttons, chips, toasts). MUI's defaults miss it in light mode (warning #ed6c02 is 3.1:1 on white, info
 * #0288d1 3.9:1), so light mode takes darker shades; dark mode's defaults are light enough as text, and
 * `contrastThreshold: 4.5` makes MUI pick dark text on them where white would fall short (error #f44336
 * with white is 3.7:1). theme.test.ts measures every pair.
 */
export const theme = createTheme({
  // Colours are CSS variables switched by an attribute on <html>, so the page prerendered at build time
  // (app/prerender) is one HTML for both schemes: no script has to pick its colours before the first paint.
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#00796b' },
        secondary: { main: '#5c6bc0' },
        success: { main: '#2e7d32' },
        warning: { main: '#b45309' },
        info: { main: '#0277bd' },
        error: { main: '#d32f2f' },
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#4db6ac' },
        secondary: { main: '#9fa8da' },
        success: { main: '#66bb6a' },
        warning: { main: '#ffa726' },
        info: { main: '#29b6f6' },
        error: { main: '#f44336' },
      },
    },
  },
  shape: { borderRadius: 8 },
  components: {
    // A table wider than a phone scrolls sideways inside its container; a keyboard can scroll it only if it can focus it.
    MuiTableContainer: { defaultProps: { tabIndex: 0 } },
  },
});

/**
 * Until the app has started, nothing has set the attribute (the server does only for a saved choice): the dark
 * scheme also applies when the system prefers it and the page is not marked light, so a dark visitor's
 * prerendered page is dark from its first frame. MUI puts the non-default scheme under the attribute alone.
 */
const DARK_SELECTOR = `[${COLOR_SCHEME_ATTRIBUTE}="dark"]`;
const withStyleSheets = theme as typeof theme & { generateStyleSheets: () => Array<Record<string, unknown>> };
const schemeStyleSheets = withStyleSheets.generateStyleSheets;
withStyleSheets.generateStyleSheets = () => {
  const sheets = schemeStyleSheets();
  const dark = sheets.find((sheet) => DARK_SELECTOR in sheet)?.[DARK_SELECTOR];
  if (!dark) return sheets;
  return [...sheets, { '@media (prefers-color-scheme: dark)': { [`:root:not([${COLOR_SCHEME_ATTRIBUTE}="light"])`]: dark } }];
};
