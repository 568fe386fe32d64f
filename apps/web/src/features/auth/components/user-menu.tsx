// Header corner: the login button for visitors; avatar, nickname and a menu with logout for users.
import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useGetUserQuery } from '@/lib/api/user-api';
import { loginClosed, loginRequested, selectHasToken, selectLoginOpen } from '@/lib/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useSessionActions } from './use-session-actions';

const UserDropdown = lazy(() => import('./user-dropdown').then((m) => ({ default: m.UserDropdown })));

export function UserMenu() {
  const dispatch = useAppDispatch();
  const hasToken = useAppSelector(selectHasToken);
  const loginOpen = useAppSelector(selectLoginOpen);
  const { data: user, isError, isLoading } = useGetUserQuery();
  const { logout } = useSessionActions();

  if (hasToken && isLoading) {
    return (
      <Button type="text" loading aria-label="用户信息加载中">
        {' '}
      </Button>
    );
  }
  if (!hasToken || !user || isError) {
    return (
      <Button
        type="primary"
        icon={<UserOutlined />}
        onClick={() => dispatch(loginOpen ? loginClosed() : loginRequested({ returnTo: null }))}
      >
        登录
      </Button>
    );
  }
  return (
    <Suspense fallback={<Button type="text">{user.nickname}</Button>}>
      <UserDropdown user={user} onLogout={logout} />
    </Suspense>
  );
}
