/**
 * mswHandlers(mock): MSW 2 request handlers answering the mock's paths (on any origin) from `mock.fetch`, for
 * setupServer in Vitest or Jest and for Storybook's Node runner. Needs the msw package (a peer dependency).
 */
import { http, type HttpHandler } from 'msw';
import { MOCK_PATHS } from './bridges.ts';
import type { Mock } from './create-mock.ts';

export function mswHandlers(mock: Pick<Mock, 'fetch'>): HttpHandler[] {
  return [
    http.all(
      ({ request }) => MOCK_PATHS.test(new URL(request.url).pathname),
      ({ request }) => mock.fetch(request),
    ),
  ];
}
