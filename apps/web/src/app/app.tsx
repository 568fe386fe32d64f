// The whole app for a given store and router (main.tsx and the tests both render this).
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
