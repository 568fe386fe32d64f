// The editor with the keyboard only (issue 27): a module deleted and one added with Tab, Enter, arrow keys and
// Escape and nothing else (page.keyboard; the page is only read, never clicked). The delete confirmation takes focus
// and gives it back; the 添加模块 menu follows the arrow keys; focus lands in the module just added; a module
// collapses with its disclosure button. Prints how many key presses each part took.
import type { Page } from '@playwright/test';
import { createSampleResume, expect, loginByApi, test } from '../support/fixtures';

/** What has focus: its accessible name as the test reads it (aria-label, else its text), and its role-ish tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      tag: el?.tagName.toLowerCase() ?? '',
      inDialog: Boolean(el?.closest('[role=dialog]')),
      module: el?.closest('[data-module-key]')?.getAttribute('aria-label') ?? null,
    };
  });

/** Presses Tab until the focused element's label is `label`; answers how many presses it took. */
async function tabTo(page: Page, label: string | RegExp, limit = 120): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    const now = (await focused(page)).label;
    if (typeof label === 'string' ? now === label : label.test(now)) return presses;
  }
  throw new Error(`${label} not reached in ${limit} Tab presses`);
}

test('keyboard only: delete a module (the confirmation takes and gives back focus), add one from the menu with arrow keys, collapse one', async ({
  page,
  mock,
}) => {
  test.setTimeout(120_000);
  await loginByApi(page, mock);
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
  // 教育经历 and 工作经历: the 添加模块 menu offers 项目经历, 专业技能, 荣誉奖项, 自我评价 and 自定义模块.
  const cid = await createSampleResume(page, token, 2);
  await page.goto(`/edit/${cid}`);
  await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
  await expect(page.locator('main h1')).toBeFocused();
  const counts: Record<string, number> = {};

  // Delete: Tab to the button, Enter opens the confirmation with focus on 取消; Escape gives focus back.
  counts['Tab to 删除模块：工作经历'] = await tabTo(page, '删除模块：工作经历');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '删除“工作经历”？' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '删除模块：工作经历' })).toBeFocused();
  // Enter, Tab to 删除, Enter. The Tab waits for the dialog to finish opening (its zoom motion): 取消 is focused twice,
  // first by the dialog's focus lock, then ~14 ms later by antd's autoFocus timer, and a Tab pressed between the two
  // went to 删除 and was taken back to 取消 (a clean-clone CI run with retries off; both focus() calls seen by a
  // focus() logger). No person presses Tab within milliseconds of Enter.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/);
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '删除' })).toBeFocused();
  await page.keyboard.press('Enter');
  counts['delete from the button (Enter, Tab, Enter)'] = 3;
  await expect(page.getByRole('region', { name: '模块：工作经历' })).toHaveCount(0);
  await expect.poll(async () => (await focused(page)).module).not.toBeNull();
  console.log(`after the delete, focus is on ${JSON.stringify(await focused(page))}`);

  // Add: Tab to 添加模块, Enter opens the menu with focus in it, arrows move, Enter adds.
  counts['Tab to 添加模块'] = await tabTo(page, /^添加模块（\d\/8）$/);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect.poll(async () => (await focused(page)).tag).toMatch(/^(ul|li)$/);
  let arrows = 0;
  const active = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  while ((await active()) !== '荣誉奖项' && arrows < 10) {
    const before = await active();
    await page.keyboard.press('ArrowDown');
    arrows += 1;
    // The menu moves focus a frame after the key (rc-menu): read it once it has moved, or on a busy machine the loop
    // reads the old item, presses again and goes past 荣誉奖项 to 自我评价.
    await expect.poll(active).not.toBe(before);
  }
  expect(await active()).toBe('荣誉奖项');
  counts['ArrowDown to 荣誉奖项'] = arrows;
  await page.keyboard.press('Enter');
  const added = page.getByRole('region', { name: '模块：荣誉奖项' });
  await expect(added).toBeVisible();
  // Focus is in the new module's first field: typing goes there.
  await expect.poll(async () => (await focused(page)).module).toBe('模块：荣誉奖项');
  await page.keyboard.type('优秀毕业生');
  await expect(added.getByRole('textbox').first()).toHaveValue('优秀毕业生');
  counts['add from the button (Enter, arrows, Enter)'] = 2 + arrows;

  // Escape closes the menu and gives focus back to its button.
  await tabTo(page, /^添加模块（\d\/8）$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.locator('#add-module')).toBeFocused();

  // Collapse: the disclosure button before the title.
  await page.keyboard.press('Shift+Tab');
  const toggle = added.getByRole('button', { name: '显示内容：荣誉奖项' });
  let back = 1;
  while (!(await toggle.evaluate((el) => el === document.activeElement)) && back < 20) {
    await page.keyboard.press('Shift+Tab');
    back += 1;
  }
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(added.getByRole('textbox')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  counts['Shift+Tab from 添加模块 to 显示内容：荣誉奖项'] = back;

  for (const [what, n] of Object.entries(counts)) console.log(`keyboard: ${what}: ${n} key presses`);
  // The confirmation is reached at once, never after dozens of Tabs through the page (issue: 80 to reach 取消).
  expect(counts['Tab to 添加模块']).toBeLessThan(40);
});
