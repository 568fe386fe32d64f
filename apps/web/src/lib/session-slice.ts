// Login state shared by every feature: whether a token is held, and the login dialog (open, where to go after).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getToken } from './token';

export interface SessionState {
  hasToken: boolean;
  loginOpen: boolean;
  /** Where to go back to after a successful login (set on session expiry). */
  returnTo: string | null;
  /**
   * Whether a 401 opens the login where the user is instead of on /?login (SPEC 8): set by a page that holds work
   * the user must not lose by leaving (the editor, issue 22).
   */
  loginInPlace: boolean;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({
    hasToken: getToken() !== null,
    loginOpen: false,
    returnTo: null,
    loginInPlace: false,
  }),
  reducers: {
    loginRequested(state, action: PayloadAction<{ returnTo?: string | null } | undefined>) {
      state.loginOpen = true;
      if (action.payload?.returnTo !== undefined) state.returnTo = action.payload.returnTo;
    },
    loginClosed(state) {
      state.loginOpen = false;
    },
    loggedIn(state) {
      state.hasToken = true;
      state.loginOpen = false;
    },
    loggedOut(state) {
      state.hasToken = false;
    },
    sessionExpired(state, action: PayloadAction<{ returnTo: string | null }>) {
      state.hasToken = false;
      state.loginOpen = true;
      state.returnTo = action.payload.returnTo;
    },
    returnToConsumed(state) {
      state.returnTo = null;
    },
    loginInPlaceSet(state, action: PayloadAction<boolean>) {
      state.loginInPlace = action.payload;
    },
  },
  selectors: {
    selectHasToken: (s) => s.hasToken,
    selectLoginOpen: (s) => s.loginOpen,
    selectReturnTo: (s) => s.returnTo,
    selectLoginInPlace: (s) => s.loginInPlace,
  },
});

export const { loginRequested, loginClosed, loggedIn, loggedOut, sessionExpired, returnToConsumed, loginInPlaceSet } =
  sessionSlice.actions;
export const { selectHasToken, selectLoginOpen, selectReturnTo, selectLoginInPlace } = sessionSlice.selectors;
