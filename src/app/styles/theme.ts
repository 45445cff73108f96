import { createTheme } from '@mui/material/styles';

/**
 * Both colour schemes live in one theme so MUI can switch between them and remember the choice
 * (localStorage, defaulting to the system's prefers-color-scheme).
 */
export const theme = createTheme({
  colorSchemes: {
    light: { palette: { primary: { main: '#00796b' }, secondary: { main: '#5c6bc0' } } },
    dark: { palette: { primary: { main: '#4db6ac' }, secondary: { main: '#9fa8da' } } },
  },
  shape: { borderRadius: 8 },
});
