// Vite (dev server, build) and Vitest (project 'web') configuration of the SPA.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { antdStyles } from './build/antd-styles-plugin.ts';
import { ocrAssets } from './build/ocr-assets.ts';
import { pdfjsCmaps } from './build/pdfjs-cmaps.ts';
import { precompress } from './build/precompress.ts';
import { routePreload } from './build/route-preload.ts';

// The mock server the dev server proxies to: MOCK_URL (set by scripts/dev.mjs), else the port it runs on.
const mockUrl =
  process.env.MOCK_URL || `http://127.0.0.1:${process.env.MOCK_PORT?.trim() || process.env.PORT?.trim() || 3000}`;
const styleOfButtonOrTag = /node_modules[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/;
const rcComponent = /node_modules[\\/](@rc-component[\\/]|rc-[\w-]+[\\/]).*\.js$/;
const proxied = ['/api', '/__mock', '/mock', '/thumbnails', '/files', '/uploads', '/healthz'];
// MOCK_SESSION=NAME npm run dev: every proxied request runs in that mock session (x-mock-session; docs/sessions-and-chaos.md)
// unless it names one itself (its own header, or the mock_session cookie of the link /mock/session/NAME).
const mockSession = process.env.MOCK_SESSION?.trim();

/** Button and Tag styles get antd's isBright without the ColorPresets component (see build/antd-is-bright.js). */
const antdIsBright: Plugin = {
  name: 'antd-is-bright',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source.endsWith('color-picker/components/ColorPresets') && importer && styleOfButtonOrTag.test(importer)) {
      return fileURLToPath(new URL('./build/antd-is-bright.js', import.meta.url));
    }
    return null;
  },
};

export default defineConfig({
  plugins: [react(), antdIsBright, antdStyles(), routePreload(), pdfjsCmaps(), ocrAssets(), precompress()],
  base: '/',
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // A phone or laptop on the LAN that opens the dev server reaches the mock from 127.0.0.1: the proxy names it in
    // X-Forwarded-For so the mock's /__mock guard asks it for the admin key (the developer's own browser stays local).
    proxy: Object.fromEntries(
      proxied.map((p) => [
        p,
        {
          target: mockUrl,
          changeOrigin: false,
          configure: (proxy) => {
            proxy.on('proxyReq', (proxyReq, req) => {
              const from = req.socket.remoteAddress ?? '';
              const local = from === '::1' || from.startsWith('127.') || from.startsWith('::ffff:127.');
              if (!local) proxyReq.setHeader('x-forwarded-for', from);
              const named =
                req.headers['x-mock-session'] !== undefined || /(^|;\s*)mock_session=/.test(req.headers.cookie ?? '');
              if (mockSession && !named) proxyReq.setHeader('x-mock-session', mockSession);
            });
          },
        },
      ]),
    ),
  },
  // lib/pdf/thumbnail-worker.ts is a module worker (pdf.js is an ES module with dynamic imports).
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // No manifest in dist: it is not meant to be public. The size reports build their own (--manifest).
    manifest: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // antd's rc-component packages declare no sideEffects, so unused parts (the whole form engine, pulled in
        // by ConfigProvider) stayed in the home route's chunk. They have no import-time side effects.
        moduleSideEffects: (id: string) => !rcComponent.test(id),
      },
    },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    // Run in Node by the root config's web-node project.
    exclude: ['test/**/*.node.test.ts', '**/node_modules/**'],
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // One mock server serves every file, each file in its own mock session (test/setup.ts): files run in parallel.
    // Each file gets a fresh module graph: with shared modules (isolate: false) state leaked between files and
    // two tests failed only in the full run (templates 加载更多, payment success). Costs ~40% more CPU.
    isolate: true,
    // Generous: antd in jsdom is CPU-heavy and CI machines may be shared.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // jsdom + antd + a real server: timing varies with machine load. In CI a failed test runs once more (the
    // reporter marks it retried); a real failure fails twice. Locally no retry.
    retry: process.env.CI ? 1 : 0,
  },
});
