// The Redux store: one per app (and one per test, with optional preloaded state).
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api/base-api';
import { rootReducer, type RootState } from '@/lib/root-reducer';

export function setupStore(preloadedState?: Partial<RootState>) {
  // Features add their listeners (e.g. the editor's autosave) with addListener actions.
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
    preloadedState,
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
