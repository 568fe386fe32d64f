// English editions (issue 42): the gallery's 英文 filter lists only English editions; a resume created in one,
// edited, downloads a PDF whose labels and dates are English.
import fs from 'node:fs';
import { routePaths } from '@cv/contract/paths';
import { createFromCard, expect, loginByApi, pdfText, test } from '../support/fixtures';

test('英文 filter, a resume created in an English edition, edited and downloaded in English', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await loginByApi(page, mock);
  await page.goto('/resume-templates');
  const cards = page.getByRole('list', { name: '模板列表' }).getByTestId('template-card');
  await expect(cards).toHaveCount(12);

  const english = page.getByRole('button', { name: '英文', exact: true });
  await english.click();
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.first().getByRole('img')).toHaveAttribute('alt', /英文版/);
  for (const alt of await cards.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? '')))
    expect(alt).toMatch(/英文版/);

  const created = await createFromCard(page, cards.first());
  expect(created.code).toBe(0);
  const cid = created.data.cid;
  await expect(page).toHaveURL(new RegExp(`/edit/${cid}$`));

  // Edited: the name and position in the form, an experience entry through module/save.
  await page.getByLabel('姓名').fill('Alex Chen');
  await page.getByLabel('求职意向').fill('Frontend Engineer');
  await page.getByLabel('邮箱').fill('alex.chen@example.com');
  const saved = await page.request.post(routePaths.moduleSave, {
    headers: { token },
    data: {
      cid,
      name: '工作经历',
      alias: '工作经历',
      style: 'work',
      sort: 2,
      custom: 0,
      content: JSON.stringify([
        { company: 'Acme Corp', title: 'Engineer', start: '2020-07', end: '', desc: 'Built the web app.' },
      ]),
    },
  });
  expect(((await saved.json()) as { code: number }).code).toBe(0);
  await expect(async () => {
    const got = (await (await page.request.post(routePaths.cvGet, { headers: { token }, data: { cid } })).json()) as {
      data: { personal: { email: string } };
    };
    expect(got.data.personal.email).toBe('alex.chen@example.com');
  }).toPass({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('Alex Chen');

  // Downloaded as the editor's 下载 PDF does: cv/download, then its url.
  const answer = (await (
    await page.request.post(routePaths.cvDownload, { headers: { token }, data: { cid } })
  ).json()) as { code: number; data: { url: string } };
  expect(answer.code).toBe(0);
  const file = testInfo.outputPath('english.pdf');
  fs.writeFileSync(file, await (await page.request.get(answer.data.url)).body());
  expect(fs.readFileSync(file).toString('latin1')).toContain('/Lang (en-US)');
  const text = pdfText(file);
  for (const words of [
    'Alex Chen',
    'Frontend Engineer',
    'Email: alex.chen@example.com',
    'Experience',
    'Jul 2020 – Present',
  ])
    expect(text).toContain(words);
  expect(text).not.toMatch(/邮箱|工作经历|至今|求职意向/);
});

test('in an English resume, a module added has its English name and 简历诊断 reports its empty description', async ({
  page,
  mock,
}) => {
  test.setTimeout(120_000);
  const token = await loginByApi(page, mock);
  const created = (await (
    await page.request.post(routePaths.cvNew, { headers: { token }, data: { template: 'en-classic-2f5496' } })
  ).json()) as { code: number; data: { cid: string } };
  expect(created.code).toBe(0);
  await page.goto(`/edit/${created.data.cid}`);
  await expect(page.getByLabel('姓名')).toBeVisible();

  await page.getByRole('button', { name: /添加模块（\d\/8）$/ }).click();
  await page.getByRole('menuitem', { name: '工作经历（Experience）' }).click();
  const card = page.getByTestId('module-card').filter({ has: page.getByRole('heading', { name: 'Experience' }) });
  await expect(card).toBeVisible();
  // Focus is in the new entry's first field (公司): a company and dates, no description.
  await page.keyboard.type('Acme Corp');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');

  await page.getByRole('button', { name: '简历诊断' }).click();
  const drawer = page.getByRole('dialog', { name: '简历诊断' });
  await expect(drawer.locator('li[data-check="desc-empty"]')).toContainText('没有写工作内容');
  await expect(drawer.locator('li[data-check="desc-empty"]')).toContainText('Experience · 第 1 条');
});
