import { Suspense, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setupListeners } from '@reduxjs/toolkit/query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { PageLoader } from '@/shared/ui';
import type { AppStore } from '../model';
import { theme } from '../styles/theme';

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
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <SnackbarProvider maxSnack={3} autoHideDuration={3000} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
