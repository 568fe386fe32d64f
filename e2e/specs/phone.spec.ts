// The SPA on a phone (issue 13): a 375 x 812 screen in WeChat's in-app browser, which has no PDF viewer
// (navigator.pdfViewerEnabled === false) and ignores <a download>. The preview shows drawn pages behind 预览,
// download explains how to open the file in a browser, and the navigation fits the screen.
import type { Page } from '@playwright/test';
import { clickDownload, expect, test, createSampleResume } from '../support/fixtures';
import type { ApiEnvelope } from '@cv/contract';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 XWEB/1200145 MMWEBSDK/20240301 MicroMessenger/8.0.48.2580(0x28003035) ' +
  'WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

test.use({
  viewport: { width: 375, height: 812 },
  userAgent: WECHAT_UA,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
});

type Envelope<T> = ApiEnvelope<T>;

async function signInWithResume(page: Page): Promise<string> {
  const login = (await (
    await page.request.post('/__mock/login', { data: { nickname: '手机用户' } })
  ).json()) as Envelope<{
    token: string;
  }>;
  const token = login.data.token;
  await page.addInitScript((t) => {
    sessionStorage.setItem('token', t);
    // Android WebViews and WeChat have no built-in PDF viewer.
    Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false });
  }, token);
  // Content to download (an empty resume answers code 6): the sample resume's personal info and modules.
  return createSampleResume(page, token, 3);
}

/** Share of non-white pixels of a drawn page (0 = blank). */
const inkOf = (page: Page, n: number) =>
  page.evaluate((pageNo) => {
    const canvas = document.querySelector<HTMLCanvasElement>(
      `[data-testid=preview-pages] canvas[data-page="${pageNo}"]`,
    );
    if (!canvas) return 0;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let ink = 0;
    for (let i = 0; i < data.length; i += 16) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) ink++;
    return ink / (data.length / 16);
  }, n);

test('phone in WeChat: tab bar navigation, 编辑/预览 with drawn pages, download explained with a link to copy', async ({
  page,
}) => {
  // Six page loads, the editor twice, a preview drawn, 我的简历 and a download: 65 s on a loaded 2-core machine (the
  // whole suite beside a bench:pdf loop), where the default 60 s ran out in the last step.
  test.setTimeout(120_000);
  const cid = await signInWithResume(page);

  await test.step('no page is wider than the phone', async () => {
    for (const url of ['/', '/resume-templates', '/my-resumes', '/ai', '/payment', `/edit/${cid}`]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, `${url} scroll width`).toBeLessThanOrEqual(375);
    }
  });

  await test.step('every navigation item is on screen', async () => {
    await page.goto('/');
    expect(await page.evaluate(() => navigator.pdfViewerEnabled)).toBe(false);
    const nav = page.getByRole('navigation', { name: '主导航' });
    for (const label of ['首页', '简历模板', '我的简历', 'AI生成', '会员']) {
      const link = nav.getByRole('link', { name: label });
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });

  await test.step('the editor shows 编辑 first; 预览 shows the pages drawn on canvases', async () => {
    await page.goto(`/edit/${cid}`);
    await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
    await expect(page.getByTestId('preview')).toBeHidden();
    await page.getByText('预览', { exact: true }).click();
    const preview = page.getByTestId('preview');
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('data-drawn', 'canvas');
    const first = preview.getByRole('img', { name: /^简历预览 第 1 页/ });
    await expect(first).toBeVisible();
    await expect.poll(() => inkOf(page, 1)).toBeGreaterThan(0.01);
    const box = (await first.boundingBox())!;
    expect(box.width).toBeGreaterThan(300); // fit width of a 375 px screen
    console.log(
      `phone preview: page 1 drawn ${Math.round(box.width)}x${Math.round(box.height)} CSS px, ink ${(await inkOf(page, 1)).toFixed(3)}`,
    );
    await page.screenshot({ path: test.info().outputPath('phone-preview.png') });
  });

  await test.step('My resumes shows page 1 of the resume itself (drawn from the previewed PDF), not the template', async () => {
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的简历' }).click();
    const thumb = page.getByTestId('resume-card').first().locator('img');
    await expect(thumb).toHaveAttribute('data-thumbnail', 'own');
    await expect(thumb).toHaveAttribute('src', /^data:image\//);
    await page.goto(`/edit/${cid}`);
  });

  await test.step('download inside WeChat explains opening in a browser and offers the link', async () => {
    await page.getByText('编辑', { exact: true }).click();
    await clickDownload(page, page.getByRole('button', { name: /下载/ }).first(), { lastFree: true });
    const notice = page.getByTestId('wechat-download');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('在浏览器打开');
    await expect(notice).toContainText(/https?:\/\//);
    await expect(page.getByRole('button', { name: '复制链接' })).toBeVisible();
  });
});

test('phone: login and payment open the confirm page on the same device instead of only a QR', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /登录$/ }).click();
  const dialog = page.getByRole('dialog', { name: '微信扫码登录' });
  await expect(dialog.getByRole('img', { name: '登录二维码' })).toBeVisible();
  const link = dialog.getByTestId('login-same-device');
  await expect(link).toBeVisible();
  const [confirmPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await confirmPage.getByRole('button', { name: '确认登录' }).click();
  await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible();
  await expect(dialog).toBeHidden();
  await confirmPage.close();

  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '会员' }).click();
  await page.getByTestId('goods-card').filter({ hasText: '下载包' }).getByRole('button', { name: '立即购买' }).click();
  // Inside WeChat the dialog is 微信支付 and asks to long-press the QR, not to scan it with WeChat (issue 27).
  const pay = page.getByRole('dialog', { name: '微信支付' });
  await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
  await expect(pay.getByRole('status')).toHaveText('长按二维码识别，或点下方按钮在微信中支付');
  const payLink = pay.getByTestId('pay-same-device');
  await expect(payLink).toBeVisible();
  const [payPage] = await Promise.all([context.waitForEvent('page'), payLink.click()]);
  await payPage.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/payment\/success/);
});
