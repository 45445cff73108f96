export { createAppStore, rootReducer, type AppStore, type AppStoreOptions, type AppDispatch, type RootState } from './store';
