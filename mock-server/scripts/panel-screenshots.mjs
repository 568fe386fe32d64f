// Screenshots of the control panel as another device on the LAN sees it (docs/screenshots/panel/).
// Start the server with HOST=0.0.0.0 and MOCK_ADMIN_KEY set, then:
//   BASE=http://$(hostname -I | cut -d' ' -f1):3000 KEY=<the key> node mock-server/scripts/panel-screenshots.mjs
// BASE must be a non-loopback address: from loopback the panel needs no key.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const base = process.env.BASE;
const key = process.env.KEY;
if (!base || !key) throw new Error('set BASE (a non-loopback URL of the server) and KEY (its MOCK_ADMIN_KEY)');
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/panel');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const log = (...a) => console.log(...a);
async function run(width, height, prefix) {
  const ctx = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: width < 500 ? 2 : 1 });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => log('PAGEERROR', e.message));
  await page.goto(base + '/__mock');
  await page.waitForSelector('#keybox:not([hidden])');
  log(prefix, 'key box:', await page.textContent('#keyreason'));
  await page.screenshot({ path: `${out}/${prefix}-1-asks-for-key.png`, fullPage: false });
  await page.fill('#keyinput', 'wrong-key');
  await page.click('#keyform button');
  await page.waitForFunction(() => document.getElementById('keyreason').className === 'err');
  log(prefix, 'wrong key:', await page.textContent('#keyreason'));
  if (width < 500) await page.screenshot({ path: `${out}/${prefix}-2-wrong-key.png` });
  await page.fill('#keyinput', key);
  await page.click('#keyform button');
  await page.waitForSelector('#keybox', { state: 'hidden' });
  // Each scenario opens the app in a new tab through a one-time login link, signed in as the scenario's user.
  const [quota] = await Promise.all([page.waitForEvent('popup'), page.click('button[data-scenario="quota-used-up"]')]);
  await quota.close();
  const [app] = await Promise.all([page.waitForEvent('popup'), page.click('button[data-scenario="vip"]')]);
  await page.waitForSelector('#users tr:nth-child(3)');
  log(prefix, 'msg:', await page.textContent('#msg'), '| session:', await page.textContent('#session'));
  log(prefix, 'key in storage:', await page.evaluate(() => sessionStorage.getItem('mock_admin_key')));
  await page.screenshot({ path: `${out}/${prefix}-3-working.png`, fullPage: true });
  await app.waitForLoadState('networkidle');
  await app.getByText('会员用户').first().waitFor({ timeout: 15_000 });
  log(prefix, 'app tab logged in as 会员用户:', await app.getByText('会员用户').first().isVisible());
  await app.screenshot({ path: `${out}/${prefix}-4-app-logged-in.png` });
  await app.close();
  if (width < 500) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    log(prefix, 'page scrollWidth at', width, '=', overflow);
  }
  await ctx.close();
}
await run(1280, 800, 'desktop');
await run(375, 812, 'phone-375');
await browser.close();
