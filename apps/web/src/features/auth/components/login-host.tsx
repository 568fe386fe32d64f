// Opens the login dialog for /?login (session expiry) and renders it (loaded on demand) while open.
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { focusWhenReady } from '@/lib/focus';
import { loginClosed, loginRequested, selectHasToken, selectLoginOpen } from '@/lib/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useSessionActions } from './use-session-actions';

const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

export function LoginHost() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectLoginOpen);
  const hasToken = useAppSelector(selectHasToken);
  const [params, setParams] = useSearchParams();
  const { completeLogin } = useSessionActions();
  const loginQuery = params.has('login');

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

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog onClose={close} onLoggedIn={onLoggedIn} />
    </Suspense>
  );
}
