// Test helpers: render the real app against the in-process mock server and drive it through /__mock.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import type { MockForceBody, MockLoginData } from '@cv/contract';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { setupStore } from '@/app/store';
import { setServerOrigin } from '@/lib/server-url';
import type { ApiEnvelope } from '@cv/contract';

export const API = inject('apiUrl');

type Envelope<T> = ApiEnvelope<T>;

export async function call<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.token = token;
  const res = await fetch(`${API}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

export async function control<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const envelope = await call<T>(method, `/__mock${path}`, body);
  if (envelope.code !== 0) throw new Error(`control ${path} failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export async function resetServer(): Promise<void> {
  await control('POST', '/reset', {});
  await control('DELETE', '/force');
  sessionStorage.clear();
}

export function force(rule: MockForceBody): Promise<unknown> {
  return control('POST', '/force', rule);
}

/** Logs in through the control API and stores the token where the SPA reads it. */
export async function loginAs(nickname = '测试用户'): Promise<MockLoginData> {
  const data = await control<MockLoginData>('POST', '/login', { nickname });
  sessionStorage.setItem('token', data.token);
  return data;
}

export function renderApp(path = '/') {
  setServerOrigin(API);
  const store = setupStore();
  const router = createAppRouter([path]);
  const user = userEvent.setup({ delay: null });
  const view = render(<App store={store} router={router} />);
  return { store, router, user, ...view };
}

/**
 * How long to wait for a navigation to a lazy route: the first visit in a test file transforms and imports the route's
 * chunk (the editor's is large), which took over 10 s on a loaded 2-core machine.
 */
export const NAVIGATION_TIMEOUT = 30_000;

export function currentUrl(router: ReturnType<typeof createAppRouter>): string {
  return router.state.location.pathname + router.state.location.search;
}

/** The text of antd's global message toasts. */
export async function findToast(text: string | RegExp) {
  return screen.findByText(text, { selector: '.ant-message *' });
}

interface JournalEntry {
  method: string;
  url: string;
  code: number | null;
}

/** How many requests the server has seen for a path (from the control API's journal). */
export async function countRequests(path: string): Promise<number> {
  const entries = await control<JournalEntry[]>('GET', '/journal?limit=1000');
  return entries.filter((e) => e.url.split('?')[0] === path).length;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
