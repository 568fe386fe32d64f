// App-wide providers: Redux, antd (zh_CN locale, no auto space in two-character labels) and antd's App context.
// dayjs is set to Chinese where dates are used (lib/dayjs.ts).
// The theme (a primary blue that passes WCAG AA) is in antd-config.ts.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { BUTTON_CONFIG, THEME } from './antd-config';
import type { AppStore } from './store';

export { PRIMARY_COLOR } from './antd-config';

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={zhCN} button={BUTTON_CONFIG} theme={THEME}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </Provider>
  );
}
