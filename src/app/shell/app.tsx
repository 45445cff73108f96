import { useState } from 'react';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { routes } from '../routes';
import { createAppStore } from '../model';

export function App() {
  const [store] = useState(createAppStore);
  const [router] = useState(() => createHashRouter(routes));
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
