// Position tips in the editor: an example ("使用 React + TypeScript 重构核心页面…") is an achievement, so it goes into
// the work or project entry being edited (issue 25), never into 自我评价; with no such entry, a new work entry holds it.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { NAVIGATION_TIMEOUT, resetServer } from '../helpers';
import { renderEditor, resumeWith, serverResume, waitForEditor } from './editor-helpers';

beforeEach(resetServer);

const EXAMPLE = '使用 React + TypeScript 重构核心页面，首屏时间缩短 60%';

/** Types a wish so the position tips open, and answers the example's insert button. */
async function openPositionTips(user: ReturnType<typeof renderEditor>['user']) {
  await user.type(document.getElementById('personal-wish') as HTMLInputElement, '前端开发');
  const panel = await screen.findByTestId('tips-panel');
  await within(panel).findByText('前端开发工程师');
  return () => panel.querySelector<HTMLButtonElement>(`[aria-label^="插入示例：${EXAMPLE.slice(0, 8)}"]`)!;
}

const descOf = (content: string) => (JSON.parse(content) as { desc?: string }[]).map((e) => e.desc ?? '');

describe('position tip examples', () => {
  test('go into the project entry being edited, not into 自我评价', async () => {
    const { cid, token } = await resumeWith([
      ['work', [{ company: '甲公司', title: '前端', start: '2023-01', end: '2024-01', desc: '负责官网' }]],
      ['project', [{ name: '乙项目', role: '开发', start: '2023-03', end: '2023-09', desc: '' }]],
    ]);
    const { user } = renderEditor(cid);
    await waitForEditor();
    const insertButton = await openPositionTips(user);

    const project = screen
      .getAllByTestId('module-card')
      .find((c) => c.querySelector('h3')?.textContent === '项目经历')!;
    await user.click(project.querySelector<HTMLElement>('[id$="-0-desc"]')!);
    expect(screen.getByTestId('tips-panel')).toHaveTextContent('示例 · 点击写入项目经历 · 乙项目');
    await user.click(insertButton());

    await waitFor(
      async () => {
        const modules = (await serverResume(cid, token)).modules;
        expect(descOf(modules.find((m) => m.style === 'project')!.content)).toEqual([EXAMPLE]);
        expect(descOf(modules.find((m) => m.style === 'work')!.content)).toEqual(['负责官网']);
        expect(modules.some((m) => m.style === 'summary')).toBe(false);
      },
      { timeout: NAVIGATION_TIMEOUT },
    );
  });

  test('with no work or project entry, a new work entry holds the example', async () => {
    const { cid, token } = await resumeWith();
    const { user } = renderEditor(cid);
    await waitForEditor();
    const insertButton = await openPositionTips(user);
    expect(screen.getByTestId('tips-panel')).toHaveTextContent('示例 · 点击新建一条工作经历并写入');
    await user.click(insertButton());

    await waitFor(
      async () => {
        const modules = (await serverResume(cid, token)).modules;
        expect(modules.filter((m) => m.style === 'work').map((m) => descOf(m.content))).toEqual([[EXAMPLE]]);
        expect(modules.some((m) => m.style === 'summary')).toBe(false);
      },
      { timeout: NAVIGATION_TIMEOUT },
    );
  });

  test('收起 leaves the title row (the preview gets the height); 展开 shows the tips again', async () => {
    const { cid } = await resumeWith();
    const { user } = renderEditor(cid);
    await waitForEditor();
    await openPositionTips(user);
    const panel = screen.getByTestId('tips-panel');
    const toggle = within(panel).getByRole('button', { name: '收起' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(within(panel).getByRole('button', { name: '展开' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByText('前端开发工程师')).not.toBeVisible();
    expect(within(panel).getByRole('heading', { name: /职位提示/ })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: '展开' }));
    expect(within(panel).getByText('前端开发工程师')).toBeVisible();
  });
});
