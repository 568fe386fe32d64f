/**
 * Test fixtures: `mock` talks to the control API (/__mock) where a phone would act or a fault is forced,
 * and every test starts from a freshly seeded database of its own: each test runs in its own mock session on the
 * run's one server (`mockSession`: the mock_session cookie on the browser context, so the SPA's requests, images
 * and downloads carry it; the x-mock-session header on the `request` client). `login` signs in through the real QR
 * dialog.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@cv/contract/constants';
import { routePaths } from '@cv/contract/paths';
import { ROOT, SCREENSHOTS } from './paths';
import { MOCK_SESSION_COOKIE, MOCK_SESSION_HEADER, type ApiEnvelope, type FullResume } from '@cv/contract';

export { ROOT, SCREENSHOTS };

type Envelope<T> = ApiEnvelope<T>;

export class MockControl {
  constructor(private readonly request: APIRequestContext) {}

  private async call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown): Promise<T> {
    const response = await this.request.fetch(`/__mock${url}`, {
      method,
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} /__mock${url} -> HTTP ${response.status()}`).toBe(true);
    const body = (await response.json()) as Envelope<T>;
    expect(body.code, `${method} /__mock${url}: ${body.msg}`).toBe(0);
    return body.data;
  }

  reset = () => this.call<null>('POST', '/reset');
  /** Signs `nickname` in without the QR dialog (found or made by nickname): answers a session token. */
  login = (nickname: string) => this.call<{ token: string }>('POST', '/login', { nickname });
  /** The phone of the WeChat user `nickname` (same nickname, same account) confirms the login QR. */
  confirmQr = (ticket: string, nickname: string) =>
    this.call('POST', `/qr/${ticket}/confirm`, {
      nickname,
      openid: `e2e-${createHash('sha256').update(nickname).digest('hex').slice(0, 24)}`,
    });
  /** The phone scans the login QR (opens its page) or cancels the login. */
  qr = (ticket: string, action: 'scan' | 'cancel') => this.call('POST', `/qr/${ticket}/${action}`, {});
  /** The phone confirms the payment. */
  paySuccess = (outTradeNo: string) => this.call('POST', `/pay/${outTradeNo}/success`);
  /** Forces the next `times` replies of an API route to answer `code` (with `msg`, else the code's message). */
  force = (route: keyof typeof routePaths, code: number, times = 1, msg?: string) =>
    this.call('POST', '/force', { path: routePaths[route], code, times, ...(msg ? { msg } : {}) });
  clearForced = () => this.call('DELETE', '/force');
  /** Moves this session's mock clock forward by `ms`. */
  advanceClock = (ms: number) => this.call('POST', '/clock/advance', { ms });
}

/** Extracts the text of a PDF with poppler's pdftotext. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** What keeps the page from looking settled: images in the viewport not loaded, CSS animations or transitions running. */
function unsettled(): string[] {
  const inView = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
  };
  const describe = (el: Element | null) =>
    el
      ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className}` : ''}`
      : '?';
  const images = [...document.images]
    .filter(inView)
    .filter((img) => !(img.complete && img.naturalWidth > 0))
    .map((img) => `image ${img.src.slice(0, 80)} (complete ${img.complete}, ${img.naturalWidth} px wide)`);
  const animations = document
    .getAnimations()
    .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
    .map((a) => {
      const name =
        a instanceof CSSAnimation ? a.animationName : a instanceof CSSTransition ? a.transitionProperty : a.id;
      return `${a.constructor.name} ${name} on ${describe((a.effect as KeyframeEffect | null)?.target ?? null)}`;
    });
  return [...images, ...animations];
}

/**
 * Waits until the images in the viewport have loaded and no CSS animation or transition is running (as long as the
 * test's own timeout allows). What it still waits for is printed every 10 s, so a screen that never settles says why.
 */
export async function settle(page: Page): Promise<void> {
  const started = Date.now();
  let reported = 0;
  for (;;) {
    // A page that is navigating has no context to ask (waitForFunction waited through that too): ask again.
    const pending = await page.evaluate(unsettled).catch((error: Error) => {
      if (/context was destroyed|navigat/i.test(error.message)) return ['a navigation'];
      throw error;
    });
    if (pending.length === 0) return;
    const waited = Math.floor((Date.now() - started) / 10_000);
    if (waited > reported) {
      reported = waited;
      console.log(`settle: after ${waited * 10} s still waiting for ${pending.slice(0, 5).join('; ')}`);
    }
    await page.waitForTimeout(100);
  }
}

/** Saves a screenshot (SCREENSHOTS/<name>.png, see paths.ts) of what the page shows once it has settled. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settle(page);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  // Transient toasts ('登录成功'...) say nothing about the screen itself.
  await page.screenshot({
    path: path.join(SCREENSHOTS, `${name}.png`),
    style: '.ant-message, .ant-message-notice { visibility: hidden !important; }',
  });
}

/** Waits until no antd message toast is on screen (so the next screenshot or assertion sees a calm page). */
export async function waitForToastsGone(page: Page): Promise<void> {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
}

/** The header's login button (its accessible name includes the icon's label: 'user 登录'). */
export const loginButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /登录$/ });

/**
 * Logs in through the UI: open the QR dialog, let the "phone" confirm the ticket, wait for the user menu.
 * Stays on the current page (opens `/` first when the page is blank).
 */
export async function loginByQr(page: Page, mock: MockControl, nickname = '测试用户'): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  const qr = page.waitForResponse((r) => r.url().endsWith(routePaths.qrLogin) && r.request().method() === 'POST');
  await loginButton(page).click();
  const body = (await (await qr).json()) as Envelope<{ ticket: string }>;
  const dialog = page.getByRole('dialog', { name: '微信扫码登录' });
  await expect(dialog.getByRole('img', { name: '登录二维码' })).toBeVisible();
  await mock.confirmQr(body.data.ticket, nickname);
  await expect(page.getByRole('button', { name: `用户菜单：${nickname}` })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Signs in through the control API (POST /__mock/login) where the login is not what the test is about: the QR dialog
 * cost 3-7 s of clicks, polling and animation per test (traces of editor.spec), and auth.spec, the re-login tests and
 * the focus test keep it. The token goes where the SPA reads it (session storage) before this tab's next page loads,
 * once per tab, so a later logout or expiry is not undone by a navigation. Same end state as loginByQr: the current
 * page (`/` when blank) reloaded and showing the user menu. Not the same user as loginByQr with that nickname
 * (the QR login finds users by openid).
 */
export async function loginByApi(page: Page, mock: MockControl, nickname = '测试用户'): Promise<string> {
  const { token } = await mock.login(nickname);
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e-signed-in') !== null) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      sessionStorage.setItem(key, value);
    },
    { key: TOKEN_STORAGE_KEY, value: token },
  );
  if (page.url() === 'about:blank') await page.goto('/');
  else await page.reload();
  await expect(page.getByRole('button', { name: `用户菜单：${nickname}` })).toBeVisible();
  return token;
}

/**
 * 使用此模板 on a gallery card opens the template's preview; only 使用此模板创建 there creates the resume (cv/new).
 * Answers the reply of cv/new.
 */
export async function createFromCard(page: Page, card: Locator): Promise<Envelope<{ cid: string }>> {
  await card.getByRole('button', { name: '使用此模板', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^预览模板：/ });
  await opened(dialog);
  const created = page.waitForResponse((r) => r.url().endsWith(routePaths.cvNew));
  await dialog.getByRole('button', { name: '使用此模板创建' }).click();
  return (await (await created).json()) as Envelope<{ cid: string }>;
}

/** Clicks a download button and, for a user with one download left, 继续下载 in the 最后一次免费下载 question. */
export async function clickDownload(page: Page, button: Locator, { lastFree }: { lastFree: boolean }): Promise<void> {
  await button.click();
  if (lastFree) {
    const dialog = page.getByRole('dialog', { name: '最后一次免费下载' });
    await opened(dialog);
    await dialog.getByRole('button', { name: '继续下载' }).click();
    await expect(dialog).toBeHidden();
  }
}

/**
 * Waits until `popup` (a dialog, a menu) is visible and its opening animation has ended. antd's dialogs zoom and its
 * menus slide in; a click while they move is aimed where the button was a frame before. Traces of three failures
 * under load: a click on 继续下载 and one on 使用此模板创建 'done' 0.1 s after the dialog appeared landed on the mask
 * (the preview dialog closed, no cv/new), one on 导出 Markdown focused the item and the menu stayed open.
 */
export async function opened(popup: Locator): Promise<void> {
  await expect(popup).toBeVisible();
  await popup.page().evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Creates a resume through /ai (name, position, experience) and waits for its editor; answers its cid. */
export async function createWithAi(page: Page, name: string, wish: string, exps = '1-3年'): Promise<string> {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: 'AI生成' }).click();
  // The page it came from may still be on screen while /ai loads; the editor has a 姓名 field too, which the fill
  // below once typed into (the new resume's name stayed empty and 开始生成 never sent cv/new).
  await expect(page.getByRole('heading', { name: 'AI生成简历' })).toBeVisible();
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('求职意向').fill(wish);
  await page.keyboard.press('Escape'); // close the position suggestions, which can cover the experience row
  await page.getByText(exps, { exact: true }).click();
  const created = page.waitForResponse((r) => r.url().endsWith(routePaths.cvNew));
  await page.getByRole('button', { name: '开始生成' }).click();
  const body = (await (await created).json()) as Envelope<{ cid: string }>;
  expect(body.code, body.msg).toBe(0);
  await expect(page).toHaveURL(new RegExp(`/edit/${body.data.cid}$`), { timeout: 15_000 });
  return body.data.cid;
}

/**
 * A resume with content, made through the API with `token`: the first template, the sample resume's personal info
 * and its first `modules` modules (all by default). Answers the new resume's cid.
 */
export async function createSampleResume(page: Page, token: string, modules?: number): Promise<string> {
  const list = (await (await page.request.post('/api/template/list', { data: {} })).json()) as ApiEnvelope<{
    templates: { id: string }[];
  }>;
  const created = (await (
    await page.request.post('/api/cv/new', { data: { template: list.data.templates[0]!.id }, headers: { token } })
  ).json()) as ApiEnvelope<{ cid: string }>;
  const cid = created.data.cid;
  const sample = JSON.parse(fs.readFileSync(path.join(ROOT, 'fixtures/sample-resume.json'), 'utf8')) as {
    personal: Record<string, unknown>;
    modules: Record<string, unknown>[];
  };
  await page.request.post('/api/personal/save', {
    data: { ...sample.personal, cid, avatar: '', avatar_url: '' },
    headers: { token },
  });
  for (const m of sample.modules.slice(0, modules)) {
    await page.request.post('/api/module/save', { data: { ...m, id: undefined, cid }, headers: { token } });
  }
  return cid;
}

/** The run's server (support/global-setup.ts). */
function serverUrl(): string {
  const url = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set: run through e2e/playwright.config.ts (its global setup starts the server)',
    );
  return url;
}

export const test = base.extend<{ mock: MockControl; mockSession: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  baseURL: async ({}, use) => use(serverUrl()),
  // One session per test (a retry reuses it; the reset below starts it afresh).
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  mockSession: async ({}, use, testInfo) => use(`e2e-${testInfo.testId}`),
  context: async ({ context, baseURL, mockSession }, use) => {
    await context.addCookies([{ name: MOCK_SESSION_COOKIE, value: mockSession, url: baseURL! }]);
    await use(context);
  },
  request: async ({ playwright, baseURL, mockSession }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { [MOCK_SESSION_HEADER]: mockSession },
    });
    await use(request);
    await request.dispose();
  },
  mock: [
    async ({ request }, use) => {
      const mock = new MockControl(request);
      await mock.reset();
      await use(mock);
    },
    { auto: true },
  ],
});

export { expect };

/** The signed-in tab's token (kept in its sessionStorage). */
export const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token') ?? '');

/** Calls an /api route as the user of `token` and answers its data (the reply must be code 0). */
export async function api<T>(page: Page, route: keyof typeof routePaths, token: string, data?: unknown): Promise<T> {
  const reply = await page.request.fetch(routePaths[route], {
    method: route === 'user' ? 'GET' : 'POST',
    headers: { token },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await reply.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${route}: ${body.msg}`).toBe(0);
  return body.data;
}

/** The resume as the server holds it (cv/get). */
export const resumeOf = (page: Page, cid: string, token: string) => api<FullResume>(page, 'cvGet', token, { cid });
