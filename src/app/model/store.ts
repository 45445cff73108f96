import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api';
import { sessionSlice } from '@/entities/session';
import { availabilityDragSlice } from '@/widgets/availability-picker';
import { consoleSlice } from '@/features/admin-console';
import { roomSlice } from '@/entities/room';

/** Every slice of the app; add yours to this list. */
export const rootReducer = combineSlices(baseApi, sessionSlice, availabilityDragSlice, consoleSlice, roomSlice);

export type RootState = ReturnType<typeof rootReducer>;

export interface AppStoreOptions {
  /** Middleware after the app's own, such as a test's action recorder: it then sees every action the reducers see. */
  extraMiddleware?: Middleware[];
}

export function createAppStore(preloadedState?: Partial<RootState>, { extraMiddleware = [] }: AppStoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The defaults include RTK's serializableCheck and immutableCheck outside production builds (store.test.ts).
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware, ...extraMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
