// One Vitest run for the whole repo: contract tests, server tests (node) and the SPA's tests (jsdom).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { unsupportedNodeMessage } from './scripts/node-version.mjs';

// better-sqlite3 13 needs Node-API 10: on an older Node the server tests would die with a segmentation fault.
const unsupported = unsupportedNodeMessage();
if (unsupported) throw new Error(unsupported);

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is 1 worker (cores - 1): every file one after another. Web files spend much of their
    // time waiting for the in-process mock server and the server files for their PDF threads, so 2 workers.
    maxWorkers: 2,
    projects: [
      // The node projects share modules between the files a worker runs (isolate: false): every server test file
      // imports the whole server (Fastify, the contract's schemas, the PDF engine and its fonts), which cost ~1.3 s
      // of CPU per file, 69 times. Each file builds its own app, data folder and sessions, and no server test mocks
      // a module or changes the environment. Measured on the server and contract projects: 250 s → 162 s CPU.
      {
        test: {
          name: 'contract',
          root: './mock-server',
          include: ['test/contract/**/*.test.ts'],
          environment: 'node',
          isolate: false,
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
          globalSetup: ['./test/work-root.ts'],
          isolate: false,
          testTimeout: 60_000,
        },
      },
      './apps/web',
      // The SPA's code that also runs in Node, tested there: the importer's OCR engine (tesseract.js takes jsdom's
      // window for a browser's and would load its worker by URL).
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web-node',
          root: './apps/web',
          include: ['test/**/*.node.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
