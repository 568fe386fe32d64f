// Typed Redux hooks and listeners. They live in lib (not app/) because features may not import from app/.
import {
  addListener,
  type Store,
  type ThunkDispatch,
  type UnknownAction,
  type UnsubscribeListener,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState } from './root-reducer';

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<Store<RootState> & { dispatch: AppDispatch }>();

/** addListener typed for this app's store (its listener middleware is set up in app/store.ts). */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();

/** Adds a listener and returns what removes it (the middleware intercepts the action and returns its unsubscribe). */
export const listen = (dispatch: AppDispatch, listener: ReturnType<typeof addAppListener>) =>
  dispatch(listener) as unknown as UnsubscribeListener;
