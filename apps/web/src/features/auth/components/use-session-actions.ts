// What happens around a login or logout: token storage, refetching user data, and where to go next.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, USER_SCOPED_TAGS } from '@/lib/api/base-api';
import { loggedIn, loggedOut, returnToConsumed, selectReturnTo } from '@/lib/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { clearToken, setToken } from '@/lib/token';

export function useSessionActions() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnTo = useAppSelector(selectReturnTo);

  const completeLogin = useCallback(
    /** Stores the token and refetches; answers true when it navigated back to where the user was. */
    (token: string): boolean => {
      setToken(token);
      dispatch(loggedIn());
      dispatch(api.util.invalidateTags([...USER_SCOPED_TAGS]));
      if (!returnTo) return false;
      dispatch(returnToConsumed());
      void navigate(returnTo, { replace: true });
      return true;
    },
    [dispatch, navigate, returnTo],
  );

  const logout = useCallback(() => {
    clearToken();
    void navigate('/');
    dispatch(loggedOut());
    dispatch(api.util.invalidateTags(['User', 'IndexButton']));
  }, [dispatch, navigate]);

  return { completeLogin, logout };
}
