/**
 * 导入简历 (issue 41) as a user does it: a file given to the door's picker on 我的简历, the review on /import, then
 * 创建简历 and the editor of the new resume.
 */
import AxeBuilder from '@axe-core/playwright';
import type { FullResume } from '@cv/contract';
import { expect, type Page } from '@playwright/test';
import type { Truth } from './import-samples';

/** Gives `file` to 导入简历's picker (on 我的简历 or /import) and waits for the review (or a refusal). */
export async function chooseImportFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page.getByTestId('import-input').first().setInputFiles(file);
  await expect(page).toHaveURL(/\/import$/);
}

/** The review of the chosen file is on screen. */
export const review = (page: Page) => page.getByTestId('import-review');

/** Every value the review's fields hold now (inputs and text areas, in order). */
export const reviewValues = (page: Page): Promise<string[]> =>
  review(page)
    .locator('input, textarea')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

/** 创建简历 on the review; answers the new resume's cid once its editor is open. */
export async function createFromReview(page: Page): Promise<string> {
  await expect(review(page)).toBeVisible({ timeout: 60_000 });
  await review(page).getByRole('button', { name: '创建简历' }).click();
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/, { timeout: 60_000 });
  return page.url().split('/').pop()!;
}

/** 我的简历 from the main navigation. */
export const myResumes = async (page: Page) => {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的简历' }).click();
  await expect(page.getByRole('heading', { name: '我的简历' })).toBeVisible();
};

/** The resume as cv/get answers it, in the truth's terms (modules in order, entries as the contract's fields). */
export function asTruth(resume: FullResume): Truth {
  const { name, wish, phone, email, birthday, gender, exps } = resume.personal;
  return {
    personal: { name, wish, phone, email, birthday, gender, exps },
    modules: [...resume.modules]
      .sort((a, b) => a.sort - b.sort)
      .map((m) => ({ style: m.style, name: m.name, entries: JSON.parse(m.content) as Record<string, string>[] })),
  };
}

/** The first highlight box on page 1 of the original drawn beside the draft (a PDF's page, an image). */
export const boxOnPage1 = (page: Page) =>
  page
    .getByRole('img', { name: /原文 第 1 页/ })
    .locator('[data-highlight]')
    .first();

/** axe on the review: its serious and critical violations (none wanted), the count of all logged. */
export async function seriousOnReview(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include('[data-testid="import-review"]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(`[import] axe on the review: ${axe.violations.length} violations, ${serious.length} serious or critical`);
  return serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join('; ')}`);
}
