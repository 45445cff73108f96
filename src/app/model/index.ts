export { createAppStore, rootReducer, type AppStore, type AppDispatch, type RootState } from './store';
