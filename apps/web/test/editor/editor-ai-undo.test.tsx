// AI generation keeps the user's words and is undoable; undo/redo over the resume, by keys and toolbar buttons.
// Against the mock server: what "restored" means is what cv/get returns afterwards.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { findToast, resetServer } from '../helpers';
import { moduleTitles, nameInput, renderEditor, resumeWith, serverResume, waitForEditor } from './editor-helpers';

beforeEach(resetServer);

const saved = () => waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'));

async function generate(user: ReturnType<typeof renderEditor>['user']) {
  await user.click(screen.getByText('AI 生成', { selector: 'button *' }));
  // A closed confirmation stays in the DOM while it animates out: the newest one is last.
  const ok = await screen.findAllByText('开始生成');
  await user.click(ok.at(-1)!);
}

describe('AI 生成', () => {
  test('an entry the user edited survives a new generation; AI additions are marked; 撤销 removes them', async () => {
    const { cid, token } = await resumeWith([], { name: '赵', wish: '前端开发工程师', exps: '3-5年' });
    const { user } = renderEditor(cid);
    await waitForEditor();
    await generate(user);
    await findToast(/AI 已生成 4 个模块/);
    expect(moduleTitles()).toEqual(['教育经历', '工作经历', '项目经历', '专业技能', '自我评价']);
    expect(document.querySelectorAll('[data-ai="added"]')).toHaveLength(4);

    // The user rewrites the first company of the AI's work experience.
    const company = document.querySelector<HTMLInputElement>('[id$="-0-company"]')!;
    await user.clear(company);
    await user.type(company, '我的公司');
    await saved();

    await generate(user);
    await findToast(/AI 已生成 3 个模块/);
    expect(document.querySelector('[id$="-0-company"]')).toHaveValue('我的公司');
    expect(moduleTitles().filter((t) => t === '工作经历')).toHaveLength(1);
    const server = await serverResume(cid, token);
    expect(JSON.parse(server.modules.find((m) => m.style === 'work')!.content)[0].company).toBe('我的公司');

    // Undo the second generation: AI's new project/skill/summary go, the ones it replaced come back.
    const before = server.modules.filter((m) => m.style !== 'work').map((m) => m.id);
    await user.click(screen.getByText('撤销', { selector: 'button *' }));
    await saved();
    const undone = await serverResume(cid, token);
    expect(undone.modules.map((m) => m.style)).toEqual(['edu', 'work', 'project', 'skill', 'summary']);
    for (const id of before.slice(1)) expect(undone.modules.map((m) => m.id)).not.toContain(id);
    expect(document.querySelector('[id$="-0-company"]')).toHaveValue('我的公司');
  });
});

describe('undo and redo', () => {
  test('Ctrl+Z undoes a burst of typing as one step, Ctrl+Shift+Z redoes it; the server follows', async () => {
    const { cid, token } = await resumeWith([], { name: '钱' });
    const { user } = renderEditor(cid);
    await waitForEditor();
    await user.type(nameInput(), '多多');
    await saved();
    await user.keyboard('{Control>}z{/Control}');
    expect(nameInput()).toHaveValue('钱');
    await saved();
    expect((await serverResume(cid, token)).personal.name).toBe('钱');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(nameInput()).toHaveValue('钱多多');
    await saved();
    expect((await serverResume(cid, token)).personal.name).toBe('钱多多');
    expect(screen.getByText('重做', { selector: 'button *' }).closest('button')).toBeDisabled();
  });
});
