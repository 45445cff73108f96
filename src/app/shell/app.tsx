import { useState } from 'react';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { routes } from '../routes';
import { createAppStore, type AppStore } from '../model';

interface AppProps {
  /** A store prepared before the first render (app/prerender: a visitor known to be signed out); a new one otherwise. */
  store?: AppStore;
  /** The build's prerender renders one route without a browser; the app itself follows the URL's hash. */
  router?: Parameters<typeof RouterProvider>[0]['router'];
}

export function App({ store: givenStore, router: givenRouter }: AppProps) {
  const [store] = useState(() => givenStore ?? createAppStore());
  const [router] = useState(() => givenRouter ?? createHashRouter(routes));
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
