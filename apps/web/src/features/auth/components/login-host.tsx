// Opens the login dialog for /?login (session expiry) and renders it (loaded on demand) while open.
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router-dom';
import { focusWhenReady } from '@/lib/focus';
import { loginClosed, loginRequested, selectHasToken, selectLoginOpen } from '@/lib/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useSessionActions } from './use-session-actions';

/**
 * The dialog in its own antd context (the header has none), both loaded on demand. The context stays once loaded,
 * so the 登录成功 message the dialog shows as it closes stays on screen.
 */
const LoginLayer = lazy(async () => {
  const [{ LoginDialog }, { AntdRoot }] = await Promise.all([
    import('./login-dialog'),
    import('@/components/antd-root'),
  ]);
  return {
    default: ({ open, ...props }: { open: boolean } & ComponentProps<typeof LoginDialog>) => (
      <AntdRoot>{open && <LoginDialog {...props} />}</AntdRoot>
    ),
  };
});

export function LoginHost() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectLoginOpen);
  const hasToken = useAppSelector(selectHasToken);
  const [params, setParams] = useSearchParams();
  const { completeLogin } = useSessionActions();
  const loginQuery = params.has('login');
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);

  useEffect(() => {
    if (loginQuery && !hasToken) dispatch(loginRequested());
  }, [loginQuery, hasToken, dispatch]);

  const dropLoginQuery = () => {
    if (!loginQuery) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('login');
        return next;
      },
      { replace: true },
    );
  };
  const close = () => {
    dispatch(loginClosed());
    dropLoginQuery();
  };
  const onLoggedIn = (token: string) => {
    const from = location.pathname;
    if (!completeLogin(token)) dropLoginQuery();
    // The login button that had focus is gone: continue on the page the login led to (its heading), or at the
    // user menu that replaced the button.
    focusWhenReady(() =>
      location.pathname !== from
        ? document.querySelector('main h1')
        : document.querySelector('header button[aria-label^="用户菜单"]'),
    );
  };

  if (!open && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <LoginLayer open={open} onClose={close} onLoggedIn={onLoggedIn} />
    </Suspense>
  );
}
