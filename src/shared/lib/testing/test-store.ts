import { combineSlices, configureStore, type Slice } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api';

/** Every store built since the last reset; `setupApiServer` drops their RTK Query caches after each test. */
const liveStores = new Set<{ dispatch: (action: ReturnType<typeof baseApi.util.resetApiState>) => unknown }>();

/**
 * A store as the app builds it: the api plus the slices a test needs (the session slice, a feature's own
 * slice...). Slices come in as arguments because the shared layer knows no entity or feature.
 */
export function createTestStore<S extends Slice[]>(...slices: S) {
  const store = configureStore({
    reducer: combineSlices(baseApi, ...slices),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  liveStores.add(store);
  return store;
}

export type TestStore = ReturnType<typeof createTestStore>;

/** Drops RTK Query's cache and its timers (which would keep jest running) in every store built so far. */
export function resetTestStores(): void {
  for (const store of liveStores) store.dispatch(baseApi.util.resetApiState());
  liveStores.clear();
}
