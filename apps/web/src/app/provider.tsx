// App-wide providers: Redux, antd (zh_CN locale, no auto space in two-character labels) and antd's App context.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { LOCALE } from '@cv/contract/constants';
import type { AppStore } from './store';

dayjs.locale(LOCALE);

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider
        locale={zhCN}
        button={{ autoInsertSpace: false }}
        theme={{ token: { colorPrimary: '#1677ff', borderRadius: 8 } }}
      >
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </Provider>
  );
}
