import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api';
import { sessionSlice } from '@/entities/session';
import { availabilityDragSlice } from '@/widgets/availability-picker';
import { consoleSlice } from '@/features/admin-console';

/** Every slice of the app; add yours to this list. */
export const rootReducer = combineSlices(baseApi, sessionSlice, availabilityDragSlice, consoleSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
