// 生成英文版 (issue 42), tried as a user would in Chromium: on a Chinese resume in 我的简历, 生成英文版 makes one new
// resume in the English edition of the same design, opened with the module names in English and what is left to
// translate marked 待翻译; its history says which resume it came from; the 中 / EN switch in 我的简历 goes between
// the two, keeps after a reload, and fits a 375 px phone.
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { api, createSampleResume, expect as baseExpect, loginByApi, resumeOf, test } from '../support/fixtures';

/** Generous waits: the machine running these is shared. */
const expect = baseExpect.configure({ timeout: 60_000 });
const HAN = /\p{Script=Han}/u;

test('生成英文版: a linked copy in en-<same design>, fixed words in English, the rest marked, 中 / EN between them', async ({
  page,
  mock,
}) => {
  test.setTimeout(180_000);
  const token = await loginByApi(page, mock, '出海求职者');
  const zh = await createSampleResume(page, token);
  const original = await resumeOf(page, zh, token);
  expect(original.template).toBe('classic-2f5496');

  await page.goto('/my-resumes');
  const card = page.getByTestId('resume-card');
  await expect(card).toHaveCount(1);
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `生成英文版：${title}` }).click();
  const ask = page.getByRole('dialog', { name: `生成英文版：${title}` });
  await expect(ask).toContainText('使用 1 次创建次数');
  await ask.getByRole('button', { name: '生成并打开' }).click();

  await expect(page).toHaveURL(/\/edit\/[^/]+$/);
  const en = page.url().split('/edit/')[1]!;
  expect(en).not.toBe(zh);
  const list = await api<{ cid: string; template: string }[]>(page, 'cvList', token, { page: 1 });
  expect(list.map((r) => r.cid).sort()).toEqual([zh, en].sort());
  expect(list.find((r) => r.cid === en)!.template).toBe('en-classic-2f5496');

  // Module names in English (the default ones), the Chinese text kept and marked.
  const copy = await resumeOf(page, en, token);
  expect(copy.modules).toHaveLength(original.modules.length);
  for (const [i, m] of copy.modules.entries()) {
    const was = original.modules[i]!;
    if (was.alias === MODULE_STYLE_NAMES[was.style as keyof typeof MODULE_STYLE_NAMES])
      expect(m.alias).not.toMatch(HAN);
  }
  await expect(page.getByRole('heading', { level: 3, name: 'Education' }).first()).toBeVisible();
  const notice = page.getByTestId('untranslated-notice');
  await expect(notice).toContainText(/这份英文简历还有 \d+ 处中文待翻译/);
  const count = Number(/还有 (\d+) 处/.exec((await notice.textContent()) ?? '')![1]);
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('untranslated-mark').first()).toBeVisible();
  // Translating a field takes its mark away: the name in English.
  await expect(page.getByText('姓名待翻译')).toBeVisible();
  await page.locator('#personal-name').fill('Xiaoming Wang');
  await expect(page.getByText('姓名待翻译')).toHaveCount(0);
  await expect(notice).toContainText(`还有 ${count - 1} 处`);

  // 历史版本 names where the copy came from.
  await page.getByRole('button', { name: '历史版本' }).click();
  await expect(page.getByRole('dialog', { name: /历史版本/ })).toContainText(`由《${title}》生成英文版`);
  await page.keyboard.press('Escape');

  // 中 / EN in 我的简历, after a reload too; each opens the other resume.
  await page.goto('/my-resumes');
  await page.reload();
  const switches = page.getByTestId('language-switch');
  await expect(switches).toHaveCount(2);
  await page.getByRole('link', { name: 'EN：打开英文版' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${en}$`));
  await page.goto('/my-resumes');
  await page.getByRole('link', { name: '中：打开中文版' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${zh}$`));

  // Keyboard: the link is reached with Tab and followed with Enter; on a 375 px phone nothing spills sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/my-resumes');
  const link = page.getByRole('link', { name: 'EN：打开英文版' });
  await link.focus();
  await expect(link).toBeFocused();
  const box = await link.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(box!.height).toBeGreaterThanOrEqual(24);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/edit/${en}$`));
});
