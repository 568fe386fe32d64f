// (c) a browser test with no server process: the page is served by page.route, its /api calls by routeToMock.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMock, routeToMock } from '@cv/mock-server';
import { listeningPorts } from './ports.js';

const PAGE = fs.readFileSync(new URL('../public/index.html', import.meta.url), 'utf8');
let mock;
let browser;
beforeAll(async () => {
  mock = await createMock();
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
});
afterAll(async () => {
  await browser?.close();
  await mock.close();
});

it('shows the resume counter the page fetched from /api', async () => {
  const page = await browser.newPage();
  await page.route('https://app.example.test/', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: PAGE }),
  );
  await routeToMock(page, mock);
  await page.goto('https://app.example.test/');
  await expect.poll(() => page.textContent('#count')).toMatch(/^\d+$/);
  expect(listeningPorts()).toEqual([]);
});
