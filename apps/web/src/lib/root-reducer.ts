// The root reducer: the API cache and the session, plus slices that features inject when they load.
import { combineSlices } from '@reduxjs/toolkit';
import { api } from './api/base-api';
import { noticesSlice } from './notices-slice';
import { sessionSlice } from './session-slice';

/** Features that own a slice extend this interface (module augmentation) and call rootReducer.inject(slice). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice, noticesSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
