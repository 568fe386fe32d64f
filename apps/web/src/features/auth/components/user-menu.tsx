// Header corner: the login button for visitors; avatar, nickname and a menu with logout for users. Plain buttons
// until the menu is loaded: the header loads no antd (components/antd-root.tsx).
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { PlainButton } from '@/components/plain-button';
import { useGetUserQuery } from '@/lib/api/user-api';
import { serverUrl } from '@/lib/server-url';
import { loginClosed, loginRequested, selectHasToken, selectLoginOpen } from '@/lib/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useSessionActions } from './use-session-actions';
import styles from './user-menu.module.css';

/** The menu in its own antd context (the header has none): both loaded on demand. */
const UserDropdown = lazy(async () => {
  const [{ UserDropdown: Menu }, { AntdRoot }] = await Promise.all([
    import('./user-dropdown'),
    import('@/components/antd-root'),
  ]);
  return {
    default: (props: ComponentProps<typeof Menu>) => (
      <AntdRoot>
        <Menu {...props} />
      </AntdRoot>
    ),
  };
});

/**
 * On a page opened signed in, the menu (antd's Dropdown, Avatar: ~35 KB of scripts) loads once the page is idle,
 * not while the first screen and its pictures are loading; until then a plain button with the nickname stands in
 * and a click on it loads and opens the menu. Signing in later finds it long ready.
 */
function useMenuReady(): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const done = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, 1000);
    return () => clearTimeout(id);
  }, []);
  return [ready, () => setReady(true)];
}

const AVATAR_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  overflow: 'hidden',
  background: 'rgba(0, 0, 0, 0.25)',
  color: '#fff',
  fontSize: 14,
} as const;

export function UserMenu() {
  const dispatch = useAppDispatch();
  const [menuReady, loadMenu] = useMenuReady();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  // The stand-in had focus (after login focus goes to the user menu): the menu's own button takes it over.
  const standInFocused = useRef(false);
  const hasToken = useAppSelector(selectHasToken);
  const loginOpen = useAppSelector(selectLoginOpen);
  // Asked again when the browser comes back online: a failed call while offline is not a logout (issue 22).
  const { data: user, isLoading, refetch } = useGetUserQuery(undefined, { refetchOnReconnect: true });
  const { logout } = useSessionActions();

  if (hasToken && isLoading) {
    return (
      <PlainButton variant="text" disabled aria-label="用户信息加载中" aria-busy>
        <span className={styles.loading} aria-hidden />
      </PlainButton>
    );
  }
  // Only a 401 signs out (the base query then drops the token, SPEC 8: 99999 for /api/user). A network error
  // keeps the user signed in: the last known user stays shown, or, when none was ever loaded, a button that asks again.
  if (hasToken && !user) {
    return (
      <PlainButton
        variant="text"
        icon={<UserOutlined aria-hidden />}
        aria-label="重新加载用户信息（网络暂时不可用）"
        onClick={() => refetch()}
      >
        重新加载
      </PlainButton>
    );
  }
  if (!hasToken || !user) {
    return (
      <PlainButton
        variant="primary"
        icon={<UserOutlined aria-hidden />}
        onClick={() => dispatch(loginOpen ? loginClosed() : loginRequested({ returnTo: null }))}
      >
        登录
      </PlainButton>
    );
  }
  const placeholder = (
    <PlainButton
      variant="text"
      aria-label={`用户菜单：${user.nickname}`}
      style={{ height: 40 }}
      onFocus={() => (standInFocused.current = true)}
      onBlur={() => (standInFocused.current = false)}
      onClick={() => {
        setOpenOnLoad(true);
        loadMenu();
      }}
    >
      {/* The same size and places as the menu's button (avatar 28 px, nickname, caret): nothing moves on the swap. */}
      <span style={AVATAR_STYLE}>
        {user.avatar_url ? (
          <img src={serverUrl(user.avatar_url)} alt="" width={28} height={28} style={{ borderRadius: '50%' }} />
        ) : (
          <UserOutlined aria-hidden />
        )}
      </span>
      <span>{user.nickname}</span>
      <DownOutlined style={{ fontSize: 10 }} aria-hidden />
    </PlainButton>
  );
  if (!menuReady) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserDropdown user={user} onLogout={logout} initialOpen={openOnLoad} standInFocused={standInFocused} />
    </Suspense>
  );
}
