import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { createTestStore, type TestStore } from './test-store';

export interface RenderWithProvidersOptions<S> {
  /** Defaults to `createTestStore()` (the api alone). */
  store?: S;
  /** The memory history; the last entry is the current location unless `initialIndex` says otherwise. Default `['/']`. */
  initialEntries?: string[];
  initialIndex?: number;
  /** Options for the returned `userEvent.setup` (fake timers, `applyAccept`...). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export type RenderWithProvidersResult<S> = RenderResult & { store: S; user: UserEvent };
type DataRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Renders as the app does: the Redux store, the snackbar provider and a memory router. `ui` is either an
 * element (placed in a `MemoryRouter`; pass `<Routes>` to have several routes) or a route table, rendered
 * through a data router (`createMemoryRouter`, returned as `router`) for components that need one.
 */
export function renderWithProviders<S = TestStore>(
  routes: RouteObject[],
  options?: RenderWithProvidersOptions<S>,
): RenderWithProvidersResult<S> & { router: DataRouter };
export function renderWithProviders<S = TestStore>(ui: ReactElement, options?: RenderWithProvidersOptions<S>): RenderWithProvidersResult<S>;
export function renderWithProviders<S = TestStore>(ui: ReactElement | RouteObject[], options: RenderWithProvidersOptions<S> = {}) {
  const store = options.store ?? (createTestStore() as S);
  const { initialEntries = ['/'], initialIndex } = options;
  const router = Array.isArray(ui) ? createMemoryRouter(ui, { initialEntries, initialIndex }) : undefined;
  const routed = router ? (
    <RouterProvider router={router} />
  ) : (
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialIndex}>
      {ui as ReactElement}
    </MemoryRouter>
  );
  const result = render(
    <Provider store={store as TestStore}>
      <SnackbarProvider>{routed}</SnackbarProvider>
    </Provider>,
  );
  return { ...result, store, router, user: userEvent.setup({ delay: null, ...options.userOptions }) };
}
