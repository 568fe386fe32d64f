// One Vitest run for the whole repo: contract tests, server tests (node) and the SPA's tests (jsdom).
import { defineConfig } from 'vitest/config';

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
