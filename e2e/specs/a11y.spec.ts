// Accessibility (issue 13): axe-core on every route at phone (375 px) and desktop (1280 px) width, signed out and
// signed in, plus the login and pay dialogs. Prints the violations by impact per route and width; fails on any
// serious or critical one. Also the WCAG 2.2 target size (24 px) and 44 px primary actions on the phone.
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { routePaths } from '@cv/contract/paths';
import { createFromCard, expect, loginButton, loginByQr, test, type MockControl } from '../support/fixtures';

test.describe.configure({ mode: 'parallel' });

interface Envelope<T> {
  code: number;
  data: T;
}

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Signs in without the UI: the control API's login, its token where the SPA reads it (session storage). */
async function signIn(page: Page): Promise<string> {
  const res = await page.request.post('/__mock/login', { data: { nickname: '无障碍' } });
  const body = (await res.json()) as Envelope<{ token: string }>;
  await page.addInitScript((token) => sessionStorage.setItem('token', token), body.data.token);
  return body.data.token;
}

async function newResume(page: Page, token: string): Promise<string> {
  const list = (await (await page.request.post('/api/template/list', { data: {} })).json()) as Envelope<{
    templates: { id: string }[];
  }>;
  const res = await page.request.post('/api/cv/new', {
    data: { template: list.data.templates[0]!.id },
    headers: { token },
  });
  return ((await res.json()) as Envelope<{ cid: string }>).data.cid;
}

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

async function audit(page: Page, label: string, { settled = true } = {}) {
  // Let the page settle: data loaded, no spinner of a first load (unless the spinner is what is audited).
  if (settled) await page.waitForLoadState('networkidle');
  await expect(page.locator('#shell')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const byImpact = Object.fromEntries(IMPACTS.map((i) => [i, results.violations.filter((v) => v.impact === i)]));
  const counts = IMPACTS.map((i) => `${i} ${byImpact[i]!.length}`).join(', ');
  console.log(`axe ${label}: ${counts}`);
  for (const v of results.violations) {
    console.log(
      `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
    );
  }
  const blocking = [...byImpact.critical!, ...byImpact.serious!].map(
    (v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect.soft(blocking, `${label}: serious or critical axe violations`).toEqual([]);
}

/** Interactive elements smaller than 24 x 24 px (WCAG 2.2 2.5.8, leaving out inline text links). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const nodes = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=menuitem], [role=checkbox], [role=switch], [role=radio]',
    );
    for (const el of nodes) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      // Inline links inside a sentence are excepted by the criterion.
      if (el.tagName === 'A' && style.display === 'inline') continue;
      // Inputs wrapped by antd (and tabs, segments) get their size from the wrapper.
      const box =
        el.closest(
          '.ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-switch, .ant-tabs-tab, .ant-segmented-item, .ant-input-number, label',
        ) ?? el;
      const b = box.getBoundingClientRect();
      if (b.width < 24 || b.height < 24) {
        out.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(b.width)}x${Math.round(b.height)}`,
        );
      }
    }
    return out;
  });
}

/** Primary buttons lower than 44 px (phones). */
async function lowPrimaryActions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    // antd's primary buttons and PlainButton's (components/plain-button.tsx: CSS module class `_primary_…`).
    [...document.querySelectorAll<HTMLElement>('.ant-btn-primary, button[class*="_primary_"]')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && r.height < 44)
      .map(
        ({ el, r }) => `"${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
      ),
  );
}

/**
 * The preview's zoom buttons are on screen (they come once the PDF is drawn), so the audit covers them: axe's
 * label-content-name-mismatch wants the 66% button's name to hold what it shows; a speech-input user says it.
 */
async function zoomShown(page: Page) {
  const zoom = page.getByTestId('zoom-level');
  await expect(zoom).toBeVisible();
  // The button shows 100% until the first page is drawn, then the fitted scale (66% at 1280 px): text and name are
  // read together until they agree, not the text once and the name later (a full run read 100% then 66%).
  await expect(async () => {
    const shown = (await zoom.textContent())!.trim();
    expect(shown).toMatch(/^\d+%$/);
    await expect(zoom).toHaveAccessibleName(new RegExp(`^${shown}`), { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

async function checkTargets(page: Page, label: string, phone: boolean) {
  expect.soft(await smallTargets(page), `${label}: targets under 24 px`).toEqual([]);
  if (phone) expect.soft(await lowPrimaryActions(page), `${label}: primary actions under 44 px`).toEqual([]);
}

for (const size of WIDTHS) {
  test.describe(`${size.name} ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('signed out: home, templates, AI, payment, not found, login dialog', async ({ page }) => {
      // Seven pages and a dialog, each with an axe scan: 55-57 s at the 60 s default on 2 loaded cores (load ~19).
      test.slow();
      for (const url of [
        '/',
        '/resume-templates',
        '/resume-templates?tab=style',
        '/ai',
        '/payment',
        '/payment/success',
        '/no-such-page',
      ]) {
        await page.goto(url);
        await audit(page, `${url} ${size.width}px`);
        await checkTargets(page, url, size.name === 'phone');
      }
      await page.goto('/');
      await loginButton(page).click();
      await expect(page.getByRole('dialog', { name: '微信扫码登录' })).toBeVisible();
      await audit(page, `login dialog ${size.width}px`);
    });

    test('signed in: my resumes, editor, payment, pay dialog', async ({
      page,
      mock,
    }: {
      page: Page;
      mock: MockControl;
    }) => {
      void mock;
      // Four to five pages and a dialog, each with an axe scan: the phone run passed 60 s at load ~19.
      test.slow();
      const token = await signIn(page);
      const cid = await newResume(page, token);
      for (const url of ['/my-resumes', `/edit/${cid}`, '/payment', '/my-resumes?empty']) {
        await page.goto(url);
        if (url === `/edit/${cid}` && size.name === 'desktop') await zoomShown(page);
        await audit(page, `${url.replace(cid, ':cid')} ${size.width}px`);
        await checkTargets(page, url, size.name === 'phone');
      }
      if (size.name === 'phone') {
        await page.goto(`/edit/${cid}`);
        await page.getByText('预览', { exact: true }).click();
        await expect(page.getByRole('img', { name: /^简历预览 第 1 页/ })).toBeVisible();
        await zoomShown(page);
        await audit(page, `/edit/:cid 预览 ${size.width}px`);
        await checkTargets(page, '/edit/:cid 预览', true);
      }
      await page.goto('/payment');
      await page.getByTestId('goods-card').first().getByRole('button', { name: '立即购买' }).click();
      await expect(page.getByRole('dialog', { name: '微信扫码支付' })).toBeVisible();
      await audit(page, `pay dialog ${size.width}px`);
    });
  });
}

/**
 * Holds every cv/preview request until `release` is called: the test owns how long a preview generates, so the
 * spinners are audited on every run, not only on a machine busy enough to be slow.
 */
async function holdPreviews(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(`**${routePaths.cvPreview}`, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

for (const size of WIDTHS) {
  test(`${size.name} ${size.width} px: the editor while its preview and a candidate template's are generating`, async ({
    page,
  }) => {
    // The editor and two axe scans: 55 s on the phone at load ~20.
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    const token = await signIn(page);
    const cid = await newResume(page, token);
    const previews = await holdPreviews(page);
    await page.goto(`/edit/${cid}`);
    if (size.name === 'phone') await page.getByText('预览', { exact: true }).click();
    await expect(page.getByTestId('preview').getByText('正在生成预览…')).toBeVisible();
    await audit(page, `/edit/:cid preview generating ${size.width}px`, { settled: false });

    if (size.name === 'phone') {
      await page.getByRole('button', { name: '更多操作' }).click();
      await page.getByRole('menuitem', { name: /更换模板/ }).click();
    } else {
      await page.getByRole('button', { name: /更换模板/ }).click();
    }
    const drawer = page.getByRole('dialog', { name: '更换模板' });
    await drawer.getByTestId('template-card').nth(1).getByRole('button', { name: '预览此模板', exact: true }).click();
    const candidate = drawer.getByTestId('candidate-preview');
    await expect(candidate.getByText('正在用这个模板生成你的简历…')).toBeVisible();
    await audit(page, `更换模板 candidate generating ${size.width}px`, { settled: false });
    await previews.release();
  });
}

test('focus moves to where the user continues: after login, create, add entry, and back from a dialog', async ({
  page,
  mock,
}) => {
  await page.goto('/resume-templates');
  await loginByQr(page, mock, '焦点');
  await expect(page.getByRole('button', { name: '用户菜单：焦点' })).toBeFocused();

  await createFromCard(page, page.getByTestId('template-card').first());
  await expect(page).toHaveURL(/\/edit\//);
  const title = page.locator('main h1');
  await expect(title).toBeFocused();

  const card = page.getByTestId('module-card').first();
  await card.getByRole('button', { name: /添加一条/ }).click();
  const focusedInEntry = await page.evaluate(() => {
    const el = document.activeElement;
    return Boolean(el && el.matches('input, textarea') && el.closest('[data-testid=module-card] [role=group]'));
  });
  expect(focusedInEntry, 'focus in the new entry').toBe(true);

  // Dialogs give focus back to what opened them.
  const templates = page.getByRole('button', { name: /更换模板/ });
  await templates.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(templates).toBeFocused();
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`reduced motion: nothing loops when the system asks for it (${reducedMotion}), and the suggestions still open`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    // Home's counter stays loading: its placeholder shimmers.
    await page.route(`**${routePaths.cvCounter}`, () => undefined);
    await page.goto('/');
    const placeholder = page.getByLabel('简历计数加载中');
    await expect(placeholder).toBeVisible();
    const repeats = await placeholder.evaluate((el) => getComputedStyle(el).animationIterationCount);
    expect(repeats).toBe(reducedMotion === 'reduce' ? '1' : 'infinite');

    // antd's AutoComplete places its list at the end of its open animation: the option is on screen and chosen.
    await page.goto('/ai');
    await page.getByLabel('求职意向').fill('前端');
    await page.locator('.ant-select-item-option').filter({ hasText: '前端开发工程师' }).click();
    await expect(page.getByLabel('求职意向')).toHaveValue('前端开发工程师');
  });
}
