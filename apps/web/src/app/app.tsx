// The whole app for a given store and router (main.tsx and the tests both render this). Only Redux here: antd's
// context comes with the routes that use antd (router.tsx), so the home page loads no antd.
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
