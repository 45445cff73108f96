import { Suspense, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setupListeners } from '@reduxjs/toolkit/query';
import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { PageLoader } from '@/shared/ui';
import type { AppStore } from '../model';
import { modeStorage } from '../styles/mode-storage';
import { theme } from '../styles/theme';

/**
 * notistack paints its toasts with its own colours (a success green of #43a047 under white text is 3.3:1); these
 * take the theme's instead, which meet WCAG AA in both colour schemes (styles/theme.ts).
 */
const ThemedToast = styled(MaterialDesignContent)(({ theme: current }) => ({
  '&.notistack-MuiContent-default': { backgroundColor: current.palette.grey[800], color: current.palette.common.white },
  ...Object.fromEntries(
    (['success', 'error', 'warning', 'info'] as const).map((variant) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: (current.vars ?? current).palette[variant].main, color: (current.vars ?? current).palette[variant].contrastText },
    ]),
  ),
}));

const THEMED_TOASTS = { default: ThemedToast, success: ThemedToast, error: ThemedToast, warning: ThemedToast, info: ThemedToast };

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Store, theme, toasts and a loading fallback: everything a screen expects around it. */
export function AppProviders({ store, children }: AppProvidersProps) {
  // Lets queries that ask for it (the session) refetch on window focus and reconnect.
  useEffect(() => setupListeners(store.dispatch), [store]);

  return (
    <Provider store={store}>
      {/* noSsr: the scheme is read in the first render. Without it MUI marks itself mounted in an effect after
          hydration, and that update re-rendered the whole landing page in one task (~250 ms at Lighthouse's 4x
          slower CPU, most of its Total Blocking Time). Nothing prerendered depends on the scheme: colours are CSS
          variables, and the one control that names it (the colour-mode button) shows the served label until hydrated. */}
      <ThemeProvider theme={theme} storageManager={modeStorage} noSsr>
        <CssBaseline enableColorScheme />
        {/* preventDuplicate: a message already on screen is not stacked again (a retried query, an effect run twice). */}
        <SnackbarProvider
          Components={THEMED_TOASTS}
          maxSnack={3}
          autoHideDuration={3000}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          preventDuplicate
        >
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
