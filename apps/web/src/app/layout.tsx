// The global layout: header (logo, navigation, login or user menu), the page, and the login dialog host.
// On a phone the navigation is a tab bar fixed at the bottom (every item visible, 56 px tall targets).
import { useLayoutEffect } from 'react';
import { NavLink, Outlet, useNavigation } from 'react-router-dom';
import { AppstoreOutlined, CrownOutlined, FileTextOutlined, HomeOutlined, RobotOutlined } from '@ant-design/icons';
import { LoginHost } from '@/features/auth/components/login-host';
import { UserMenu } from '@/features/auth/components/user-menu';
import { AntdLayer } from '@/components/antd-layer';
import { Notices } from '@/components/notices';
import styles from './layout.module.css';

const NAV = [
  { to: '/', label: '首页', end: true, icon: <HomeOutlined aria-hidden /> },
  { to: '/resume-templates', label: '简历模板', end: false, icon: <AppstoreOutlined aria-hidden /> },
  { to: '/my-resumes', label: '我的简历', end: false, icon: <FileTextOutlined aria-hidden /> },
  { to: '/ai', label: 'AI生成', end: false, icon: <RobotOutlined aria-hidden /> },
  { to: '/payment', label: '会员', end: false, icon: <CrownOutlined aria-hidden /> },
];

/** index.html paints a static copy of the header (and of the home hero on /) before any script runs. */
function useRemoveStaticShell() {
  useLayoutEffect(() => {
    document.getElementById('shell')?.remove();
  }, []);
}

export function AppLayout() {
  const navigation = useNavigation();
  useRemoveStaticShell();
  return (
    <div className={styles.layout}>
      {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label="页面加载中" />}
      <header className={styles.header}>
        <NavLink to="/" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden>
            简
          </span>
          简历<span className="sr-only">首页</span>
        </NavLink>
        <nav className={styles.nav} aria-label="主导航">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
            >
              <span className={styles.navIcon} aria-hidden>
                {item.icon}
              </span>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <UserMenu />
      </header>
      <main className={styles.main}>
        <AntdLayer>
          <Outlet />
        </AntdLayer>
      </main>
      <footer className={styles.footer}>简历 · 在线简历制作</footer>
      <LoginHost />
      <Notices />
    </div>
  );
}
