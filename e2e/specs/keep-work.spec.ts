// Nothing a job seeker made is ever gone (issue 36), tried as a user would, with the figures printed:
// - personal/save answers code 2 (busy) once, then two edits: both reach the server by themselves;
// - AI 生成 on a resume with the user's own entries, reloaded before deciding: the review is back and the server
//   holds nothing unaccepted; 放弃 on every item then leaving: the server resume equals the one before AI.
import path from 'node:path';
import { routePaths } from '@cv/contract/paths';
import type { Page } from '@playwright/test';
import {
  api,
  createSampleResume,
  expect as baseExpect,
  loginByApi,
  resumeOf,
  ROOT,
  test,
  tokenOf,
  type MockControl,
} from '../support/fixtures';
import { chooseImportFile, createFromReview } from '../support/import';

/** Generous waits: the machine running these is shared. */
const expect = baseExpect.configure({ timeout: 60_000 });

test.describe.configure({ mode: 'parallel' });

const status = (page: Page) => page.getByTestId('save-status');

/** Logs in through the QR dialog, makes a sample resume with `modules` of its modules and opens its editor. */
async function openResume(page: Page, mock: MockControl, nickname: string, modules?: number) {
  await loginByApi(page, mock, nickname);
  const token = await tokenOf(page);
  const cid = await createSampleResume(page, token, modules);
  await page.goto(`/edit/${cid}`);
  await expect(page.locator('#personal-name')).toBeVisible();
  return { token, cid };
}

test('a busy personal save (code 2 once) stops nothing: two later edits reach the server with no click', async ({
  page,
  mock,
}) => {
  const { token, cid } = await openResume(page, mock, '繁忙用户');
  await mock.force('personalSave', 2, 1);
  const started = Date.now();
  await page.locator('#personal-name').fill('韩梅梅');
  await page.locator('#personal-email').fill('meimei@example.com');
  await baseExpect
    .poll(async () => (await resumeOf(page, cid, token)).personal, { intervals: [250] })
    .toMatchObject({ name: '韩梅梅', email: 'meimei@example.com' });
  const ms = Date.now() - started;
  const saves = (await page.request.get('/__mock/journal?limit=50').then((r) => r.json())) as {
    data: { url: string; code: number | null; at: string; ms: number }[];
  };
  // The server's own timeline of the saves, from the busy reply on (the machine's load is not in it).
  const timeline = saves.data.filter((e) => e.url === routePaths.personalSave).reverse();
  const busy = timeline.findIndex((e) => e.code === 2);
  baseExpect(busy).toBeGreaterThanOrEqual(0);
  const t0 = Date.parse(timeline[busy]!.at);
  const steps = timeline.slice(busy).map((e) => `code ${e.code} at +${Date.parse(e.at) - t0} ms`);
  console.log(`[busy save] both edits on the server ${ms} ms after the first edit; personal/save: ${steps.join(', ')}`);
  await expect(status(page)).toHaveAttribute('data-status', 'saved');
});

/** cv/get without ids or dates: a module deleted and recreated through module/save is the same content. */
async function contentOf(page: Page, cid: string, token: string) {
  const { personal, modules, template } = await resumeOf(page, cid, token);
  return {
    template,
    personal,
    modules: modules
      .map(({ id: _id, cid: _cid, ...m }) => m)
      .sort((a, b) => a.sort - b.sort || a.style.localeCompare(b.style)),
  };
}

/** AI 生成 on a resume with content: confirm, then the AI 建议 drawer with its proposals. */
async function generateForReview(page: Page) {
  await page.getByRole('button', { name: /AI 生成/ }).click();
  const generated = page.waitForResponse((r) => r.url().endsWith(routePaths.aiGenContent));
  await page.getByRole('button', { name: '开始生成' }).click();
  baseExpect(((await (await generated).json()) as { code: number }).code).toBe(0);
  const drawer = page.getByRole('dialog', { name: 'AI 建议' });
  await expect(drawer.getByTestId('ai-suggestion')).toHaveCount(3);
  return drawer;
}

test('AI 建议 survives a reload: the review is back, the server holds nothing unaccepted; 放弃 all and leave', async ({
  page,
  mock,
}) => {
  test.setTimeout(180_000);
  const { token, cid } = await openResume(page, mock, 'AI 复核用户', 2);
  const before = await contentOf(page, cid, token);
  await generateForReview(page);
  // The AI's writes are taken back at once: the server holds the resume as it was.
  await baseExpect.poll(() => contentOf(page, cid, token)).toEqual(before);
  const heldMs = Date.now();
  await page.reload();
  const drawer = page.getByRole('dialog', { name: 'AI 建议' });
  await expect(drawer.getByTestId('ai-suggestion')).toHaveCount(3);
  console.log(`[ai review] back after reload in ${Date.now() - heldMs} ms with 3 proposals`);
  baseExpect(await contentOf(page, cid, token)).toEqual(before);
  await expect(page.getByTestId('module-card')).toHaveCount(before.modules.length);
  for (const title of ['项目经历', '专业技能', '自我评价']) {
    await drawer.getByRole('button', { name: `放弃：${title}` }).click();
  }
  await expect(drawer).toBeHidden();
  await page.goto('/my-resumes');
  baseExpect(await contentOf(page, cid, token)).toEqual(before);
  await page.goto(`/edit/${cid}`);
  await expect(page.locator('#personal-name')).toBeVisible();
  await expect(page.getByTestId('module-card')).toHaveCount(before.modules.length);
  await expect(page.getByRole('dialog', { name: 'AI 建议' })).toHaveCount(0);
});

test('AI 建议: 采纳 takes effect when made, then the tab closes; the rest comes back in a new tab', async ({
  page,
  mock,
  context,
}) => {
  test.setTimeout(180_000);
  const { token, cid } = await openResume(page, mock, 'AI 采纳用户', 2);
  const before = await contentOf(page, cid, token);
  const drawer = await generateForReview(page);
  await drawer.getByRole('button', { name: '采纳：专业技能' }).click();
  await expect(drawer.getByTestId('ai-suggestion')).toHaveCount(2);
  await baseExpect
    .poll(async () => (await contentOf(page, cid, token)).modules.map((m) => m.style))
    .toEqual([...before.modules.map((m) => m.style), 'skill']);
  await expect(status(page)).toHaveAttribute('data-status', 'saved');
  await page.close();
  const tab = await context.newPage();
  // The same user in a new tab of this browser (the login token lives in each tab's sessionStorage).
  await tab.addInitScript((t) => sessionStorage.setItem('token', t), token);
  await tab.goto(`/edit/${cid}`);
  const again = tab.getByRole('dialog', { name: 'AI 建议' });
  await expect(again.getByTestId('ai-suggestion')).toHaveCount(2);
  const server = await contentOf(tab, cid, token);
  baseExpect(server.modules.map((m) => m.style)).toEqual([...before.modules.map((m) => m.style), 'skill']);
  baseExpect(server.modules.filter((m) => m.style !== 'skill')).toEqual(before.modules);
});

test('version history: AI suggestions accepted, reload, restore the version before AI: cv/get equals it', async ({
  page,
  mock,
}) => {
  test.setTimeout(180_000);
  const { token, cid } = await openResume(page, mock, '历史版本用户', 2);
  const before = await contentOf(page, cid, token);
  const drawer = await generateForReview(page);
  await drawer.getByRole('button', { name: '全部采纳' }).click();
  await expect(drawer).toBeHidden();
  await baseExpect
    .poll(async () => (await contentOf(page, cid, token)).modules.length, { timeout: 30_000 })
    .toBe(before.modules.length + 3);
  await expect(status(page)).toHaveAttribute('data-status', 'saved');
  await page.reload();
  await page.getByRole('button', { name: '历史版本', exact: true }).click();
  const panel = page.getByRole('dialog', { name: '历史版本' });
  await expect(panel.getByText('历史版本只保存在这个浏览器里')).toBeVisible();
  const item = panel.getByTestId('history-item').filter({ hasText: 'AI 生成前' });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: /^对比/ }).click();
  await expect(item.getByRole('row', { name: /^项目经历/ })).toBeVisible();
  await item.getByRole('button', { name: /^恢复/ }).click();
  await baseExpect.poll(() => contentOf(page, cid, token), { timeout: 30_000 }).toEqual(before);
  const after = await contentOf(page, cid, token);
  // Field by field: personal info and every module's fields.
  for (const [field, value] of Object.entries(before.personal)) baseExpect(after.personal).toHaveProperty(field, value);
  before.modules.forEach((m, i) => {
    for (const [field, value] of Object.entries(m)) baseExpect(after.modules[i]).toHaveProperty(field, value);
  });
  console.log(
    `[history] restored the version before AI: ${after.modules.length} modules, ${Object.keys(after.personal).length} personal fields equal`,
  );
  // The restore is itself in the history (恢复版本前) and undoable.
  await expect(panel.getByTestId('history-item').filter({ hasText: '恢复版本前' })).toHaveCount(1);
});

/** The user's one resume in cv/list (its cid). */
async function onlyResume(page: Page, token: string) {
  const list = await api<{ cid: string; title: string }[]>(page, 'cvList', token, { page: 1 });
  baseExpect(list).toHaveLength(1);
  return list[0]!;
}

test('最近删除: delete a resume, reload, restore it: its content on the server equals the deleted one', async ({
  page,
  mock,
}) => {
  test.setTimeout(180_000);
  await loginByApi(page, mock, '回收站用户');
  const token = await tokenOf(page);
  const cid = await createSampleResume(page, token);
  const deleted = await contentOf(page, cid, token);
  await page.goto('/my-resumes');
  const card = page.getByTestId('resume-card');
  await card.getByRole('button', { name: /^删除：/ }).click();
  await page.getByRole('dialog', { name: '删除简历' }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByTestId('resume-card')).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: '最近删除' }).click();
  const trash = page.getByRole('dialog', { name: '最近删除' });
  await expect(trash.getByText('删除的简历在这个浏览器里保留 30 天')).toBeVisible();
  const item = trash.getByTestId('trash-item');
  await expect(item).toContainText('还保留 30 天');
  await item.getByRole('button', { name: /^恢复：/ }).click();
  await expect(trash.getByTestId('trash-item')).toHaveCount(0);
  const restored = await onlyResume(page, token);
  baseExpect(restored.cid).not.toBe(cid);
  const content = await contentOf(page, restored.cid, token);
  baseExpect({ ...content, personal: { ...content.personal, cid } }).toEqual(deleted);
  console.log(`[trash] restored ${cid} as ${restored.cid}: ${content.modules.length} modules, content equal`);
});

test('最近删除: restoring with no creation left says so and leads to the payment page', async ({ page, mock }) => {
  test.setTimeout(180_000);
  await loginByApi(page, mock, '没有次数用户');
  const token = await tokenOf(page);
  const user = await api<{ id: number }>(page, 'user', token);
  const cid = await createSampleResume(page, token, 2);
  await page.goto('/my-resumes');
  await page
    .getByTestId('resume-card')
    .getByRole('button', { name: /^删除：/ })
    .click();
  await page.getByRole('dialog', { name: '删除简历' }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByTestId('resume-card')).toHaveCount(0);
  const quota = await page.request.put(`/__mock/users/${user.id}/quota`, { data: { resumes_left: 0 } });
  baseExpect(quota.ok()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: '最近删除' }).click();
  await page
    .getByRole('dialog', { name: '最近删除' })
    .getByRole('button', { name: /^恢复：/ })
    .click();
  const ask = page.getByRole('dialog', { name: '没有剩余的创建次数' });
  await expect(ask).toContainText('需要 1 次创建次数');
  await ask.getByRole('button', { name: '去购买' }).click();
  await expect(page).toHaveURL(/\/payment\?from=%2Fmy-resumes/);
  const list = await api<unknown[]>(page, 'cvList', token, { page: 1 });
  baseExpect(list).toHaveLength(0);
  console.log(`[trash] ${cid} with no creation left: payment page, ${list.length} resumes made`);
});

test('复制 for a named job, then edit the copy: the original is unchanged', async ({ page, mock }) => {
  test.setTimeout(180_000);
  const { token, cid } = await openResume(page, mock, '复制用户');
  const original = await contentOf(page, cid, token);
  await page.getByRole('button', { name: '复制', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '复制简历' });
  await dialog.getByLabel('公司').fill('字节跳动');
  await dialog.getByLabel('岗位').fill('前端开发工程师');
  await dialog.getByLabel('职位描述（可选）').fill('负责抖音前端开发，熟悉 React、TypeScript 和性能优化');
  await dialog.getByRole('button', { name: '复制并打开' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/edit/${cid}$`));
  await expect(page).toHaveURL(/\/edit\/[^/]+$/);
  const copy = page.url().split('/').pop()!;
  // 岗位匹配 opens on the copy with the pasted description.
  await expect(page.getByRole('dialog', { name: '岗位匹配' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '岗位匹配' }).getByText(/^匹配度/)).toBeVisible();
  await page.getByRole('dialog', { name: '岗位匹配' }).getByRole('button', { name: '关闭' }).click();
  await expect(page.locator('#personal-wish')).toHaveValue('前端开发工程师 · 字节跳动');
  await page.locator('#personal-name').fill('复制后的名字');
  await expect(status(page)).toHaveAttribute('data-status', 'saved');
  await baseExpect
    .poll(async () => (await resumeOf(page, copy, token)).personal.name, { timeout: 15_000 })
    .toBe('复制后的名字');
  baseExpect(await contentOf(page, cid, token)).toEqual(original);
  const titles = (await api<{ title: string }[]>(page, 'cvList', token, { page: 1 })).map((r) => r.title);
  // Which version went where: the copy's history starts with the named version of the job, and shows the edit since.
  const named = await historyItem(page, '投递字节跳动 前端开发工程师');
  await named.getByRole('button', { name: /^对比/ }).click();
  await expect(named.getByRole('row', { name: /姓名/ })).toBeVisible();
  console.log(
    `[copy] titles: ${titles.join(' | ')}; original unchanged; the copy's history: 投递字节跳动 前端开发工程师`,
  );
  baseExpect(titles).toContain('复制后的名字-前端开发工程师 · 字节跳动');
});

/** The one item of the history panel (opened from the toolbar) that reads `text`. */
async function historyItem(page: Page, text: string) {
  await page.getByRole('button', { name: '历史版本', exact: true }).click();
  const panel = page.getByRole('dialog', { name: '历史版本' });
  const item = panel.getByTestId('history-item').filter({ hasText: text });
  await expect(item).toHaveCount(1);
  return item;
}

test('导入简历 of a JSON file: the imported content is the first version of the new resume, restored after an edit', async ({
  page,
  mock,
}) => {
  test.setTimeout(180_000);
  await loginByApi(page, mock, '导入用户');
  const token = await tokenOf(page);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的简历' }).click();
  await chooseImportFile(page, path.join(ROOT, 'fixtures/json-resume/richard-hendriks.resume.json'));
  const cid = await createFromReview(page);
  await expect(page.locator('#personal-name')).toHaveValue('Richard Hendriks');
  const imported = await contentOf(page, cid, token);
  await page.locator('#personal-name').fill('改过的名字');
  await expect(status(page)).toHaveAttribute('data-status', 'saved');
  await page.reload();
  const item = await historyItem(page, '导入时的内容');
  await item.getByRole('button', { name: /^恢复/ }).click();
  await baseExpect.poll(() => contentOf(page, cid, token), { timeout: 30_000 }).toEqual(imported);
  console.log(
    `[import] restored the imported version: ${imported.modules.length} modules, name ${imported.personal.name}`,
  );
});
