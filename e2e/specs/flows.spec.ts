// Flows that keep the user's task (issue 27): a template is seen before a creation is spent, and in the editor the
// user's own resume is seen in a template before it is switched; a download refused for quota continues after
// paying, back in the same resume; My resumes shows the user's own resume, never the template's
// sample person; a camera photo is cropped and compressed in the browser. Each flow runs once, on one screen size (the
// other adds nothing it does not check already: the phone's own paths are the 更多 menu and the 预览 switch), and
// takes docs/app.md's desktop and phone pictures of its screen by resizing the window there.
import { routePaths } from '@cv/contract/paths';
import type { ApiEnvelope } from '@cv/contract';
import type { Page } from '@playwright/test';
import { AVATAR_MAX_BYTES } from '@cv/contract/constants';
import { createFromCard, createSampleResume, expect, loginByApi, screenshot, test, tokenOf } from '../support/fixtures';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** docs/app.md's pictures of the screen on screen now: on `device` (its size now), then on the other size and back. */
async function screenshots(page: Page, name: string, device: 'desktop' | 'phone') {
  await screenshot(page, `flows/${device}-${name}`);
  await page.setViewportSize(device === 'desktop' ? PHONE : DESKTOP);
  await screenshot(page, `flows/${device === 'desktop' ? 'phone' : 'desktop'}-${name}`);
  await page.setViewportSize(device === 'desktop' ? DESKTOP : PHONE);
}

interface JournalEntry {
  method: string;
  url: string;
}

async function journalCount(page: Page, path: string): Promise<number> {
  const reply = (await (await page.request.get('/__mock/journal?limit=1000')).json()) as ApiEnvelope<JournalEntry[]>;
  return reply.data.filter((e) => e.url.split('?')[0] === path).length;
}

async function setQuota(page: Page, body: { resumes_left?: number; downloads_left?: number }) {
  const token = await tokenOf(page);
  const me = (await (await page.request.get('/api/user', { headers: { token } })).json()) as ApiEnvelope<{
    id: number;
  }>;
  const reply = await page.request.put(`/__mock/users/${me.data.id}/quota`, { data: body });
  expect(reply.ok()).toBe(true);
}

for (const device of ['desktop'] as const) {
  test(`${device}: a gallery card opens the template's preview; no cv/new until 使用此模板创建`, async ({
    page,
    mock,
  }) => {
    await page.goto('/resume-templates');
    await loginByApi(page, mock);
    const card = page.getByTestId('template-card').first();
    const name = (await card.getByRole('img').getAttribute('alt')) ?? '';
    await card.getByRole('button', { name: '使用此模板', exact: true }).click();

    const preview = page.getByRole('dialog', { name: `预览模板：${name}` });
    await expect(preview.getByRole('img', { name: `${name}（示例内容）` })).toBeVisible();
    await expect(preview.getByTestId('creation-cost')).toHaveText('将使用 1 次免费创建（剩余 3 次）');
    const before = await journalCount(page, routePaths.cvNew);
    console.log(`${device}: preview of ${name} open, cv/new in the journal: ${before}`);
    expect(before).toBe(0);
    await screenshots(page, 'gallery-preview', device);

    // 再看看 closes it, spends nothing and gives focus back to the card.
    await preview.getByRole('button', { name: '再看看' }).click();
    await expect(preview).toBeHidden();
    await expect(card.getByRole('button', { name: '使用此模板', exact: true })).toBeFocused();
    expect(await journalCount(page, routePaths.cvNew)).toBe(0);

    const body = await createFromCard(page, card);
    await expect(page).toHaveURL(new RegExp(`/edit/${body.data.cid}$`));
    expect(await journalCount(page, routePaths.cvNew)).toBe(1);
    await page.goto('/my-resumes');
    await expect(page.getByTestId('quota')).toContainText('剩余可创建 2 份');
  });

  test(`${device}: a download refused for quota continues after paying, back in the same resume`, async ({
    page,
    mock,
  }) => {
    await loginByApi(page, mock);
    const cid = await createSampleResume(page, await tokenOf(page));
    await setQuota(page, { downloads_left: 0 });
    await page.goto(`/edit/${cid}`);
    await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();

    const refused = page.waitForResponse((r) => r.url().endsWith(routePaths.cvDownload));
    await page.getByRole('button', { name: /下载/ }).first().click();
    expect(((await (await refused).json()) as ApiEnvelope<null>).code).toBe(5);
    await expect(page).toHaveURL(`/payment?from=${encodeURIComponent(`/edit/${cid}`)}&download=${cid}`);
    await expect(page.getByText('购买后会回到刚才的简历，一键继续下载。')).toBeVisible();

    const prepay = page.waitForResponse((r) => r.url().endsWith(routePaths.prepay));
    await page
      .getByTestId('goods-card')
      .filter({ hasText: '下载包' })
      .getByRole('button', { name: '立即购买' })
      .click();
    const order = ((await (await prepay).json()) as ApiEnvelope<{ out_trade_no: string }>).data;
    await mock.paySuccess(order.out_trade_no);
    await expect(page).toHaveURL(/\/payment\/success\?from=/);
    const back = page.getByRole('button', { name: '返回简历并继续下载' });
    await expect(back).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, 'payment-return', device);

    // One click: the file downloads and the user is in the same resume again.
    const file = page.waitForEvent('download');
    await back.click();
    const name = (await file).suggestedFilename();
    await expect(page).toHaveURL(new RegExp(`/edit/${cid}$`));
    console.log(`${device}: after paying, one click downloaded ${name} and returned to /edit/${cid}`);
    expect(name).toMatch(/-简历\.pdf$/);
  });
}

// On the phone (更换模板 is in 更多, the preview behind 预览); the desktop's 更换模板 button, candidate preview and
// the cached preview after switching are editor.spec's 'switch template and color'.
for (const device of ['phone'] as const) {
  test(`${device}: 更换模板 shows the own resume in a template first; cv/setTemplate only on 使用此模板`, async ({
    page,
    mock,
  }) => {
    if (device === 'phone') await page.setViewportSize(PHONE);
    await loginByApi(page, mock);
    const cid = await createSampleResume(page, await tokenOf(page));
    const requests: { path: string; template?: string }[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === routePaths.cvPreview || path === routePaths.cvSetTemplate) {
        requests.push({ path, template: (r.postDataJSON() as { template?: string }).template });
      }
    });
    await page.goto(`/edit/${cid}`);
    await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
    if (device === 'phone') {
      // One toolbar row: 更换模板 is in 更多.
      await page.getByRole('button', { name: '更多操作' }).click();
      await page.getByRole('menuitem', { name: /更换模板/ }).click();
    } else {
      await page.getByRole('button', { name: /更换模板/ }).click();
    }
    const drawer = page.getByRole('dialog', { name: '更换模板' });
    const card = drawer.getByTestId('template-card').nth(1);
    const name = (await card.getByRole('img').getAttribute('alt')) ?? '';
    await card.getByRole('button', { name: '预览此模板', exact: true }).click();

    const candidate = drawer.getByTestId('candidate-preview');
    await expect(candidate).toHaveAttribute('data-loading', 'false');
    await expect(candidate.getByRole('img', { name: /^简历预览 第 1 页/ })).toBeVisible();
    const template = (await candidate.getAttribute('data-template')) ?? '';
    const seen = requests.filter((r) => r.path === routePaths.cvPreview && r.template === template).length;
    const early = requests.filter((r) => r.path === routePaths.cvSetTemplate).length;
    console.log(
      `${device}: ${name} (${template}) previewed with the own resume: ${seen} cv/preview, ${early} cv/setTemplate`,
    );
    expect(seen).toBe(1);
    expect(early).toBe(0);
    await expect(drawer.getByRole('heading', { name })).toBeFocused();
    await screenshots(page, 'template-drawer', device);

    const changed = page.waitForResponse((r) => r.url().endsWith(routePaths.cvSetTemplate));
    await drawer.getByRole('button', { name: '使用此模板' }).click();
    expect(((await (await changed).json()) as ApiEnvelope<null>).code).toBe(0);
    await expect(drawer).toBeHidden();
    const sets = requests.filter((r) => r.path === routePaths.cvSetTemplate);
    expect(sets).toEqual([{ path: routePaths.cvSetTemplate, template }]);
    // The editor's preview is the candidate's PDF, from the cache: no second request for it.
    if (device === 'phone') await page.getByText('预览', { exact: true }).click();
    await expect(page.getByTestId('preview')).toHaveAttribute('data-source', 'cache');
    expect(requests.filter((r) => r.path === routePaths.cvPreview && r.template === template).length).toBe(1);
  });
}

test('phone editor: one toolbar row with 更多 (the rest of the actions); 出生日期 opens on the years', async ({
  page,
  mock,
}) => {
  await page.setViewportSize(PHONE);
  await loginByApi(page, mock);
  const cid = await createSampleResume(page, await tokenOf(page));
  await page.goto(`/edit/${cid}`);
  await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: '简历操作' });
  const rows = await toolbar.evaluate((bar) => {
    // Buttons of one row share a middle line (they differ in height: a touch target is taller).
    const middles = [...bar.querySelectorAll('button')].map((b) => {
      const r = b.getBoundingClientRect();
      return Math.round((r.top + r.height / 2) / 16);
    });
    return { height: Math.round(bar.getBoundingClientRect().height), rows: new Set(middles).size };
  });
  console.log(`phone toolbar: ${rows.height} px high, buttons on ${rows.rows} row(s)`);
  expect(rows.rows).toBe(1);
  // The 编辑 / 预览 switch is in the first screen: the preview is one tap away, never below the tips.
  const switchTop = await page.getByText('预览', { exact: true }).evaluate((el) => el.getBoundingClientRect().top);
  console.log(`phone: 预览 switch at ${Math.round(switchTop)} px from the top`);
  expect(switchTop).toBeLessThan(PHONE.height / 2);

  await toolbar.getByRole('button', { name: '更多操作' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    '重做',
    '更换模板',
    '历史版本',
    '复制',
    '生成英文版',
    'AI 生成',
    '简历诊断',
    '岗位匹配',
    '下载长图 PNG',
    '下载 Word',
    '导出 Markdown',
    '导出 JSON',
    '导入简历',
  ]);
  await screenshot(page, 'flows/phone-editor-toolbar');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByLabel('出生日期').click();
  await expect(page.locator('.ant-picker-dropdown .ant-picker-year-panel')).toBeVisible();
  await expect(page.locator('.ant-picker-dropdown .ant-picker-date-panel')).toHaveCount(0);
});

test('My resumes for a resume never opened in this browser: its own first page, never the template sample; copies titled 副本', async ({
  page,
  mock,
}) => {
  test.slow(); // each 复制 opens the copy in the editor, then comes back to the list
  await loginByApi(page, mock);
  // Made through the API (as on another device): this browser has never previewed it.
  const cid = await createSampleResume(page, await tokenOf(page));
  const thumbnails: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/thumbnails/')) thumbnails.push(r.url());
  });
  const previews = page.waitForResponse((r) => r.url().endsWith(routePaths.cvPreview));
  await page.goto('/my-resumes');
  const card = page.getByTestId('resume-card').first();
  await expect(card).toBeVisible();
  expect(((await (await previews).request().postDataJSON()) as { cid: string }).cid).toBe(cid);
  const own = card.locator('img[data-thumbnail="own"]');
  await expect(own).toHaveAttribute('src', /^data:image\/webp/);
  const drawn = await own.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`);
  console.log(
    `my resumes: ${cid} drawn from its own PDF (${drawn}); template pictures requested: ${thumbnails.length}`,
  );
  expect(thumbnails).toEqual([]);

  // Copies are told apart.
  const title = (await card.getByRole('heading').textContent()) ?? '';
  for (let i = 0; i < 2; i += 1) {
    await page
      .getByTestId('resume-card')
      .filter({ hasText: title })
      .first()
      .getByRole('button', { name: /^复制：/ })
      .click();
    // 复制 asks what the copy is for (nothing given: the same title), makes it and opens it.
    await page.getByRole('dialog', { name: '复制简历' }).getByRole('button', { name: '复制并打开' }).click();
    await expect(page.locator('.ant-message-notice').filter({ hasText: '已复制为新简历' })).toBeVisible();
    await expect(page).toHaveURL(/\/edit\//);
    await page.goto('/my-resumes');
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  }
  const expected = [title, `${title} 副本`, `${title} 副本 2`].sort();
  const headings = page.getByTestId('resume-card').getByRole('heading');
  await expect.poll(async () => (await headings.allTextContents()).sort()).toEqual(expected);
  console.log(`titles after two copies: ${(await headings.allTextContents()).join(' | ')}`);
  expect(thumbnails).toEqual([]);
});

for (const device of ['phone'] as const) {
  test(`${device}: a 5 MB 4000x3000 camera JPEG is cropped and compressed below the server's limit`, async ({
    page,
    mock,
  }) => {
    test.slow(); // making a 12-megapixel JPEG in the page takes a while on a shared machine
    if (device === 'phone') await page.setViewportSize(PHONE);
    await loginByApi(page, mock);
    const cid = await createSampleResume(page, await tokenOf(page));
    await page.goto(`/edit/${cid}`);
    await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();

    // A camera-sized photo made in the browser: a gradient with noise (so it does not compress to nothing),
    // encoded at the quality that lands near 5 MB.
    const photo = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 4000, 3000);
      gradient.addColorStop(0, '#8ab4f8');
      gradient.addColorStop(1, '#f6ae2d');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 4000, 3000);
      const noise = context.getImageData(0, 0, 4000, 3000);
      let seed = 7;
      for (let i = 0; i < noise.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const n = (seed % 61) - 30;
        noise.data[i] = noise.data[i]! + n;
        noise.data[i + 1] = noise.data[i + 1]! + n;
        noise.data[i + 2] = noise.data[i + 2]! + n;
      }
      context.putImageData(noise, 0, 0);
      let best: Blob | null = null;
      for (const quality of [0.98, 0.95, 0.92, 0.9, 0.85, 0.8, 0.7]) {
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', quality));
        best = blob;
        if (blob.size <= 5.5 * 1024 * 1024) break;
      }
      const bytes = new Uint8Array(await best!.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    });
    const buffer = Buffer.from(photo, 'base64');
    console.log(`${device}: camera JPEG 4000x3000, ${(buffer.length / 1024 / 1024).toFixed(2)} MB`);
    expect(buffer.length).toBeGreaterThan(4 * 1024 * 1024);

    await page
      .locator('input[type=file][accept^="image/"]')
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer });
    const dialog = page.getByRole('dialog', { name: '裁剪头像' });
    await expect(dialog.getByRole('img', { name: '要裁剪的照片' })).toBeVisible();
    await dialog.getByText('方形').click();
    await screenshots(page, 'crop-dialog', device);
    await dialog.getByText('证件照（竖版）').click();

    const reply = page.waitForResponse((r) => r.url().endsWith(routePaths.avatarUpload));
    await dialog.getByRole('button', { name: '确定' }).click();
    const body = (await (await reply).json()) as ApiEnvelope<{ avatar_url: string }>;
    // What was sent is what the server stored (it keeps the bytes as uploaded).
    const sent = (await (await page.request.get(body.data.avatar_url)).body()).length;
    console.log(
      `${device}: uploaded ${(sent / 1024).toFixed(0)} KB (limit ${AVATAR_MAX_BYTES / 1024} KB), code ${body.code}`,
    );
    expect(body.code).toBe(0);
    expect(sent).toBeLessThan(AVATAR_MAX_BYTES);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('img', { name: '头像预览' })).toHaveAttribute('src', /\/uploads\//);
    const size = await page.getByRole('img', { name: '头像预览' }).evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    console.log(`${device}: avatar stored as ${size[0]}x${size[1]}`);
    expect(size[0]! / size[1]!).toBeCloseTo(0.8, 1);
  });
}

test('a fake PNG is refused in words before any upload', async ({ page, mock }) => {
  await loginByApi(page, mock);
  const cid = await createSampleResume(page, await tokenOf(page));
  await page.goto(`/edit/${cid}`);
  await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
  await page
    .locator('input[type=file][accept^="image/"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await expect(page.locator('.ant-message-notice')).toContainText(
    '无法读取这张图片：文件已损坏，或它并不是真正的 JPEG、PNG 或 WebP 图片',
  );
  expect(await journalCount(page, routePaths.avatarUpload)).toBe(0);
});
