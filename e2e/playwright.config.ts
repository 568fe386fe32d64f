/**
 * End-to-end run (issue 7): Debian's Chromium (never a downloaded browser) against the server exactly as
 * `npm start` runs it (scripts/start.mjs: built SPA + mock server) on a free port with a fresh DATA_DIR.
 *
 * No Chromium: outside CI the run prints a loud warning and exits 0 without running anything (a laptop
 * without Chromium should still pass `npm test`); with CI set it fails.
 *
 * One worker: every scenario starts with POST /__mock/reset on the one shared server, so scenarios must not
 * overlap. The whole run takes well under the 4-minute budget on 2 cores.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

if (!fs.existsSync(chromePath)) {
  const banner = [
    '',
    '!'.repeat(78),
    `!!  END-TO-END TESTS NOT RUN: no Chromium at ${chromePath}`,
    '!!  Install Debian chromium (apt-get install chromium fonts-wqy-microhei) or set CHROME_PATH.',
    '!!  Playwright browser downloads are not used by this project.',
    '!'.repeat(78),
    '',
  ].join('\n');
  if (process.env.CI) throw new Error(`${banner}\nCI is set: failing because the end-to-end tests cannot run.`);
  console.warn(banner);
  process.exit(0);
}

/** A free loopback port, found synchronously so that the config (loaded again in each worker) can use it. */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// Chosen once in the runner process; workers inherit these through the environment.
process.env.E2E_PORT ||= freePort();
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './specs',
  outputDir: path.join(root, 'test-results'),
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    acceptDownloads: true,
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // `npm run test:e2e` has just built the SPA; a second build here could race with edits in progress.
      SKIP_WEB_BUILD: '1',
      // Short enough to keep the run fast, long enough for the progress steps to show.
      MOCK_AI_LATENCY_MS: '400',
    },
  },
});
