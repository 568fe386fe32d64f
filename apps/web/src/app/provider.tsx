// Redux and antd's context (components/antd-root.tsx) for tests that render a page or a dialog alone. The app
// itself (app.tsx) has only Redux at its root: antd's context comes with each route but home (router.tsx).
// dayjs is set to Chinese where dates are used (lib/dayjs.ts).
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AntdRoot } from '@/components/antd-root';
import type { AppStore } from './store';

export { PRIMARY_COLOR } from '@/lib/antd-config';

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AntdRoot>{children}</AntdRoot>
    </Provider>
  );
}
