// The global layout: header (logo, navigation, login or user menu), the page, and the login dialog host.
import { NavLink, Outlet, useNavigation } from 'react-router';
import { LoginHost } from '@/features/auth/components/login-host';
import { UserMenu } from '@/features/auth/components/user-menu';
import styles from './layout.module.css';

const NAV = [
  { to: '/', label: '首页', end: true },
  { to: '/resume-templates', label: '简历模板', end: false },
  { to: '/my-resumes', label: '我的简历', end: false },
  { to: '/ai', label: 'AI生成', end: false },
  { to: '/payment', label: '会员', end: false },
];

export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className={styles.layout}>
      {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label="页面加载中" />}
      <header className={styles.header}>
        <NavLink to="/" className={styles.logo} aria-label="简历 首页">
          <span className={styles.logoMark} aria-hidden>
            简
          </span>
          简历
        </NavLink>
        <nav className={styles.nav} aria-label="主导航">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <UserMenu />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>简历 · 在线简历制作</footer>
      <LoginHost />
    </div>
  );
}
