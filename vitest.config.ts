// One Vitest run for the whole repo: contract tests, server tests (node) and the SPA's tests (jsdom).
import { defineConfig } from 'vitest/config';
import { unsupportedNodeMessage } from './scripts/node-version.mjs';

// better-sqlite3 13 needs Node-API 10: on an older Node the server tests would die with a segmentation fault.
const unsupported = unsupportedNodeMessage();
if (unsupported) throw new Error(unsupported);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './mock-server',
          include: ['test/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './mock-server',
          include: ['test/**/*.test.ts'],
          exclude: ['test/contract/**'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      './apps/web',
    ],
  },
});
