// Protected actions call this first: with no token it opens the login dialog and answers false.
import { useCallback } from 'react';
import { loginRequested, selectHasToken } from '../session-slice';
import { useAppDispatch, useAppSelector } from '../store-hooks';

export function useRequireLogin(): () => boolean {
  const dispatch = useAppDispatch();
  const hasToken = useAppSelector(selectHasToken);
  return useCallback(() => {
    if (hasToken) return true;
    dispatch(loginRequested());
    return false;
  }, [dispatch, hasToken]);
}
