import { createTheme } from '@mui/material/styles';

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
