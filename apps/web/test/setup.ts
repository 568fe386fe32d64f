// Vitest setup of the web project (jsdom): DOM matchers, IndexedDB, and the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
