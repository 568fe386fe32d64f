// antd's context for what is under it: the theme (lib/antd-config: a primary blue that passes WCAG AA), the Chinese
// locale, no auto space in two-character labels, and antd's App (the message and modal hooks).
//
// Not at the root of the app: the home page, the header and the error screens draw no antd component, so antd's code
// (~70 KB gzip) and its first-render work stay off the home page's critical path (issue 37). Every other route is
// wrapped in it by the router (app/router.tsx), and the header's parts loaded on demand (login dialog, user menu,
// notices) wrap themselves. Two roots side by side share antd's one style cache; App renders no element of its own.
import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { BUTTON_CONFIG, THEME } from '@/lib/antd-config';

export function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} button={BUTTON_CONFIG} theme={THEME}>
      <AntdApp component={false}>{children}</AntdApp>
    </ConfigProvider>
  );
}
