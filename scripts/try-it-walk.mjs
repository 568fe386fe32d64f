#!/usr/bin/env node
// The README's "Try it" section, walked by a script in Chromium the way a newcomer would: two tabs of one browser
// (the app and the control panel), only the buttons, fields and addresses the section names. Every label it uses is
// first checked to appear in that section, so the walk and the README cannot drift apart.
//
//   node scripts/try-it-walk.mjs                  starts the server as `npm start` does (free port, fresh DATA_DIR)
//   BASE=http://localhost:3000 node scripts/try-it-walk.mjs    walks a server that is already running
//   ... --screenshots                             also writes docs/screenshots/try-it/*.png
// Prints one line per step with what it saw; exits 1 at the first step that does not do what the README says.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSupportedNode } from './node-version.mjs';

await ensureSupportedNode();
const { chromium } = await import('playwright');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shots = process.argv.includes('--screenshots') ? path.join(root, 'docs/screenshots/try-it') : null;
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const start = readme.indexOf('\n## Try it');
const section = readme.slice(start, readme.indexOf('\n## ', start + 5));
if (start < 0) fail('README.md has no "## Try it" section');

function fail(message) {
  console.error(`  ✖ ${message}`);
  process.exit(1);
}
/** A label the walk is about to use: it must be written in the README's Try it section. */
function said(text) {
  if (!section.includes(text)) fail(`the Try it section does not say "${text}"`);
  return text;
}
const stepTimes = [];
let stepStarted = Date.now();
function step(what) {
  const now = Date.now();
  stepTimes.push(now - stepStarted);
  stepStarted = now;
  console.log(`  ✓ ${what}`);
}

// The server: one that runs already (BASE), else `npm start`'s script on a free port with a fresh data folder.
let server = null;
let base = process.env.BASE?.replace(/\/+$/, '');
if (!base) {
  const port = await new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'try-it-'));
  server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', MOCK_AI_LATENCY_MS: '300' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  base = `http://localhost:${port}`;
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.on('exit', () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}
// The section speaks of http://localhost:3000; this walk's server may listen elsewhere.
said('http://localhost:3000');
said('http://localhost:3000/__mock');

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
const context = await browser.newContext({
  viewport: { width: 1280, height: 800 },
  locale: 'zh-CN',
  acceptDownloads: true,
});
context.setDefaultTimeout(30_000);
const app = await context.newPage();
const panel = await context.newPage();
for (const page of [app, panel]) page.on('pageerror', (error) => fail(`page error in ${page.url()}: ${error.message}`));
const shot = async (page, name) => {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
};
/** A panel section by its heading. */
const panelSection = (heading) => panel.locator('section', { has: panel.getByRole('heading', { name: heading }) });
/** The first data row of a panel table once it shows a row matching `text` (the panel refreshes every 3 s). */
async function firstRow(heading, text) {
  const row = panelSection(heading).locator('tr').nth(1);
  await row.filter({ hasText: text }).waitFor({ timeout: 15_000 });
  return row;
}
/** Runs `act` in the app tab and returns the name of the PDF it downloaded (checked to start with %PDF-). */
/** The PDF that `act` downloads, checked to be one; kept under its own name in `keepIn` (step 8 imports it). */
async function pdfDownloadedBy(act, keepIn) {
  const download = app.waitForEvent('download', { timeout: 60_000 });
  await act();
  const file = await download;
  const saved = keepIn
    ? path.join(keepIn, file.suggestedFilename())
    : path.join(os.tmpdir(), `try-it-${process.pid}.pdf`);
  await file.saveAs(saved);
  const head = fs.readFileSync(saved).subarray(0, 5).toString();
  if (!keepIn) fs.rmSync(saved, { force: true });
  if (head !== '%PDF-') fail(`the download is not a PDF (${head})`);
  return file.suggestedFilename();
}

/** Where step 5's download is kept for step 8. */
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'try-it-downloads-'));
try {
  await app.goto(`${base}/`);
  await panel.goto(`${base}/__mock`);
  step(`opened the app and the control panel (${base}, ${base}/__mock) in two tabs of one browser`);

  // 1. Log in without a phone.
  await app.bringToFront();
  await app
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`${said('登录')}$`) })
    .click();
  await app.getByRole('img', { name: '登录二维码' }).waitFor();
  await panel.bringToFront();
  await (await firstRow(said('登录二维码'), /waiting|scanned/)).getByRole('button', { name: said('confirm') }).click();
  const menu = app.getByRole('button', { name: /^用户菜单：/ });
  await menu.waitFor();
  const nickname = (await menu.getAttribute('aria-label'))?.replace('用户菜单：', '') ?? '';
  if (!nickname.startsWith(said('微信用户'))) fail(`logged in as "${nickname}", the README says 微信用户…`);
  step(`1. 登录 → confirm in the panel: the app is logged in as ${nickname}`);

  // 2. Make a resume with AI.
  await app.bringToFront();
  await app
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: said('AI生成') })
    .click();
  await app.getByLabel(said('姓名')).fill('林小雨');
  await app.getByLabel(said('求职意向')).fill('产品经理');
  await app.keyboard.press('Escape');
  await app.getByText(said('1-3年'), { exact: true }).click();
  await app.getByRole('button', { name: said('开始生成') }).click();
  await app.waitForURL(/\/edit\//, { timeout: 60_000 });
  await app.getByText('林小雨').first().waitFor();
  await shot(app, '2-editor');
  step('2. AI生成 → 姓名, 求职意向, 1-3年, 开始生成: the editor shows the resume AI wrote');

  // 3. Download: the one free download.
  await app.getByRole('button', { name: new RegExp(said('下载 PDF')) }).click();
  const last = app.getByRole('dialog', { name: said('最后一次免费下载') });
  const file = await pdfDownloadedBy(() => last.getByRole('button', { name: said('继续下载') }).click());
  step(`3. 下载 PDF → 最后一次免费下载 → 继续下载: ${file}, a PDF`);

  // 4. Hit the quota: no download left, the payment page. "A few seconds later": the same resume's download
  // within 3 s (DOWNLOAD_REPEAT_WINDOW_MS) is a double click, answered 11 and ignored.
  said('A few seconds later');
  await app.waitForTimeout(3500);
  await app.getByRole('button', { name: new RegExp(said('下载 PDF')) }).click();
  await app.waitForURL(/\/payment(\?|$)/, { timeout: 30_000 });
  await app
    .getByRole('button', { name: said('立即购买') })
    .first()
    .waitFor();
  said('会员');
  step('4. 下载 PDF again: no download left, the app opens the payment page (会员)');

  // 5. Pay: the panel stands in for the phone.
  await app
    .getByRole('button', { name: said('立即购买') })
    .first()
    .click();
  await app.getByRole('img', { name: '支付二维码' }).waitFor();
  await panel.bringToFront();
  await (await firstRow(said('订单'), 'NOTPAY')).getByRole('button', { name: said('支付成功') }).click();
  await app.getByText(said('支付成功')).first().waitFor();
  await app.bringToFront();
  const paidFile = await pdfDownloadedBy(
    () => app.getByRole('button', { name: said('返回简历并继续下载') }).click(),
    downloads,
  );
  await app.waitForURL(/\/edit\//, { timeout: 30_000 });
  step(`5. 立即购买 → 支付成功 in the panel → 返回简历并继续下载: back in the editor, ${paidFile} downloaded`);

  // 6. Come back as the same user.
  await app.bringToFront();
  await menu.click();
  await app.getByRole('menuitem', { name: said('退出登录') }).click();
  await app.getByRole('banner').getByRole('button', { name: /登录$/ }).click();
  await app.getByRole('img', { name: '登录二维码' }).waitFor();
  await panel.bringToFront();
  await panel.reload();
  const mine = await firstRow(said('最近用户'), nickname);
  await shot(panel, '6-recent-users');
  await mine.getByRole('button', { name: said('以此用户登录') }).click();
  await app.getByRole('button', { name: `用户菜单：${nickname}` }).waitFor();
  await app.bringToFront();
  await app
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: said('我的简历') })
    .click();
  await app.getByTestId('resume-card').filter({ hasText: '林小雨' }).waitFor();
  step(`6. 退出登录, 登录, 以此用户登录 in 最近用户: the app is ${nickname} again, with the resume in 我的简历`);

  await panel.bringToFront();
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    (await firstRow('最近用户', nickname)).getByRole('button', { name: said('登录此浏览器') }).click(),
  ]);
  await opened.getByRole('button', { name: `用户菜单：${nickname}` }).waitFor();
  step(`   登录此浏览器: a new tab opens the app, logged in as ${nickname}`);
  await opened.close();

  // 7. The free quota back.
  await (await firstRow('最近用户', nickname)).getByRole('button', { name: said('恢复免费额度') }).click();
  const restored = await firstRow('最近用户', nickname);
  const cells = async () => [
    await restored.locator('td').nth(3).textContent(),
    await restored.locator('td').nth(4).textContent(),
  ];
  const until = Date.now() + 10_000;
  while ((await cells()).join(',') !== '3,1' && Date.now() < until) await panel.waitForTimeout(300);
  if ((await cells()).join(',') !== '3,1') fail(`after 恢复免费额度 the row shows ${(await cells()).join(' / ')}`);
  step('7. 恢复免费额度: the user can create 3 resumes and download 1 again');

  // 8. A resume made elsewhere: 导入简历 with the PDF downloaded in step 5, read in the browser, checked, created.
  await app.bringToFront();
  await app
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: said('我的简历') })
    .click();
  const chooser = app.waitForEvent('filechooser');
  await app
    .getByRole('button', { name: said('导入简历') })
    .first()
    .click();
  await (await chooser).setFiles(path.join(downloads, paidFile));
  const review = app.getByTestId('import-review');
  await review.waitFor({ timeout: 60_000 });
  const readName = await review.getByLabel(said('姓名'), { exact: true }).inputValue();
  if (readName !== '林小雨') fail(`the review read 姓名 "${readName}" from the PDF, the README's resume is 林小雨`);
  await app
    .locator('.ant-message-notice')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await app.evaluate(() => window.scrollTo(0, 0));
  await shot(app, '8-import-review');
  await review.getByRole('button', { name: said('创建简历') }).click();
  await app.waitForURL(/\/edit\//, { timeout: 60_000 });
  step(
    '8. 我的简历 → 导入简历 → the PDF of step 5: the review shows 姓名 林小雨 beside its page; 创建简历 opens the editor',
  );

  // The mock clock: the panel says which sessions a move would end, before and after.
  said('+1 天');
  said('会话过期');
  await panel.bringToFront();
  panel.once('dialog', async (dialog) => {
    console.log(`    the panel asks: ${dialog.message()}`);
    await dialog.accept();
  });
  for (let day = 1; day <= 7; day++) {
    const before = await panel.locator('#clock').textContent();
    await panel.getByRole('button', { name: '+1 天' }).click();
    // The message comes first, then the panel refreshes and shows the new time.
    await panel.waitForFunction((text) => document.getElementById('clock').textContent !== text, before);
    if (day === 6) {
      await panel.locator('#clockwarn').filter({ hasText: '会话过期' }).waitFor();
      await shot(panel, 'clock-warning');
    }
  }
  const after = await panel.locator('#msg').textContent();
  if (!/个会话已过期/.test(after ?? '')) fail(`after 7 × +1 天 the panel says "${after}"`);
  step(`the clock: +1 天 ×7 warns first, then says "${after?.replace(/^✓ /, '')}"`);

  // Demo scenarios: each opens the app in a new tab as that scenario's user.
  for (const [label, expectation] of [
    ['额度用完', async (page) => page.getByRole('button', { name: /^用户菜单：额度用完/ }).waitFor()],
    ['会员', async (page) => page.getByRole('button', { name: /^用户菜单：会员用户/ }).waitFor()],
  ]) {
    said(label);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      panel.locator('#scenarios').getByRole('button', { name: label, exact: true }).click(),
    ]);
    await expectation(tab);
    await tab.close();
  }
  step('一键演示场景 额度用完 and 会员 open the app as their users');

  // With a phone: the confirm page (the panel's 手机页 link opens it), then again with the account to choose.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    locale: 'zh-CN',
  });
  const phonePage = await phone.newPage();
  for (const round of [1, 2]) {
    // The app as a newcomer finds it again: the clock moved a week and its login expired (the app may open the
    // login QR code by itself), or, the second time, after 退出登录.
    await app.bringToFront();
    if (round === 1) {
      await app.goto(`${base}/`);
      await app.waitForLoadState('networkidle');
    } else {
      await app.getByRole('button', { name: '用户菜单：手机上的我' }).click();
      await app.getByRole('menuitem', { name: '退出登录' }).click();
    }
    const qrImage = app.getByRole('img', { name: '登录二维码' });
    if (!(await qrImage.isVisible())) await app.getByRole('banner').getByRole('button', { name: /登录$/ }).click();
    await qrImage.waitFor();
    // The code the app shows (its picture is /mock/qr/login/<ticket>), in the panel's 登录二维码 list.
    const ticket = decodeURIComponent(new URL(await qrImage.getAttribute('src'), base).pathname.split('/').pop());
    await panel.bringToFront();
    const row = panelSection('登录二维码')
      .locator('tr')
      .filter({ hasText: ticket.slice(0, 12) });
    await row.waitFor({ timeout: 15_000 });
    await phonePage.goto(
      new URL(await row.getByRole('link', { name: said('手机页') }).getAttribute('href'), base).href,
    );
    if (round === 1) await phonePage.getByPlaceholder('昵称（可选）').fill('手机上的我');
    else {
      await phonePage.getByText(said('上次使用')).waitFor();
      said('使用新账号');
      await shot(phonePage, 'phone-accounts');
    }
    await phonePage.getByRole('button', { name: said('确认登录') }).click();
    await app.getByRole('button', { name: '用户菜单：手机上的我' }).waitFor();
  }
  await phone.close();
  step('with a phone (手机页): 确认登录, and the next time the same account is offered first (上次使用)');
} catch (error) {
  await shot(app, 'failure-app').catch(() => {});
  await shot(panel, 'failure-panel').catch(() => {});
  fs.rmSync(downloads, { recursive: true, force: true });
  fail(error.message.split('\n').slice(0, 4).join(' | '));
} finally {
  fs.rmSync(downloads, { recursive: true, force: true });
  await browser.close();
}
console.log(`try-it walk: done in ${Math.round(stepTimes.reduce((a, b) => a + b, 0) / 1000)} s`);
process.exit(0);
