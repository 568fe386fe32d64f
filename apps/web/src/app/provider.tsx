// App-wide providers: Redux, antd (zh_CN locale, no auto space in two-character labels) and antd's App context.
// The primary blue is darker than antd's #1677ff (4.1:1 with white text): #1557d0 gives 6.35:1 on white, 5.9:1 on
// the page background, so primary buttons, links and active states pass WCAG AA (4.5:1).
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { LOCALE } from '@cv/contract/constants';
import type { AppStore } from './store';

dayjs.locale(LOCALE);

export const PRIMARY_COLOR = '#1557d0';
/** Secondary text, descriptions and placeholders: antd's 45% black is 3.5:1 on white; 58% is 5.3:1. */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.58)';
const THEME = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: SECONDARY_TEXT,
    colorTextTertiary: SECONDARY_TEXT,
    borderRadius: 8,
  },
  // An empty table's 暂无数据 is drawn in the disabled color (25% black): not a disabled control, so readable.
  components: { Table: { colorTextDisabled: SECONDARY_TEXT } },
};

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={THEME}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </Provider>
  );
}
