/**
 * 导入简历 (issue 41) as a user does it: a file given to the door's picker on 我的简历, the review on /import, then
 * 创建简历 and the editor of the new resume.
 */
import { expect, type Page } from '@playwright/test';

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
