// The one RTK Query API of the app. Features add endpoints with injectEndpoints in their own api/ folder.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

export const TAG_TYPES = [
  'User',
  'Counter',
  'IndexButton',
  'Template',
  'TemplateStyle',
  'Resume',
  'Tip',
  'Goods',
  'Order',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** Tags whose data depends on who is logged in: refetched after login and logout. */
export const USER_SCOPED_TAGS = ['User', 'IndexButton', 'Resume', 'Order'] as const;
