// Vitest setup of the web project (jsdom): DOM matchers, IndexedDB, and the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, inject, vi } from 'vitest';
import { MOCK_SESSION_HEADER } from '@cv/contract';

// Each test file runs in its own mock session on the one server (docs/sessions-and-chaos.md): its /__mock/reset, forced
// replies, clock and journal are its own, so files run in parallel (vite.config.ts). Every request to the server,
// the SPA's and the helpers', carries the session's header; the session is dropped when the file ends.
const api = inject('apiUrl');
const session = `web-${crypto.randomUUID()}`;
const serverFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.startsWith(api)) return serverFetch(input, init);
  if (input instanceof Request) {
    const request = new Request(input, init);
    request.headers.set(MOCK_SESSION_HEADER, session);
    return serverFetch(request);
  }
  const headers = new Headers(init?.headers);
  headers.set(MOCK_SESSION_HEADER, session);
  return serverFetch(input, { ...init, headers });
};
afterAll(async () => {
  await serverFetch(`${api}/__mock/sessions/${session}`, { method: 'DELETE' });
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
// Pages are lazy chunks transformed on first use (with antd, which the app loads with the first page that uses it,
// not at its root) and data comes from a real server: allow for both on a busy machine. A passing wait ends as soon
// as the page shows what it waits for.
configure({ asyncUtilTimeout: 15_000 });

// user-event with fake timers needs a jest-compatible clock (DESIGN 11).
(globalThis as unknown as { jest: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

// antd's Grid and Form read media queries.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// antd measures elements (Tabs, Table, Typography) with ResizeObserver.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Downloads go through blob URLs.
if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:mock';
  URL.revokeObjectURL = () => {};
}

// jsdom lays nothing out: scrolling an element into view (the import review's highlights) has nothing to do.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
