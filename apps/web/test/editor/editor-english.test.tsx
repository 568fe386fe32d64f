// The editor in an English resume (issue 42, step 4): the same forms, with modules added under English names, dates
// as the page will show them, a note that the page leaves out 性别 and 出生日期, and tips in English. A Chinese
// resume's editor shows none of it.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { call, loginAs, NAVIGATION_TIMEOUT, resetServer } from '../helpers';
import { markJournal, ok, renderEditor, serverResume, waitForEditor } from './editor-helpers';

beforeEach(resetServer);

/** A logged-in user's resume in this template with one work entry (Mar 2021 to now) and one award (Jun 2020). */
async function resumeIn(template: string) {
  const { token } = await loginAs('英文简历用户');
  const { cid } = await ok(call<{ cid: string }>('POST', '/api/cv/new', { template }, token));
  const save = (style: string, name: string, sort: number, entries: Record<string, string>[]) =>
    ok(
      call(
        'POST',
        '/api/module/save',
        { cid, name, alias: name, content: JSON.stringify(entries), style, sort, custom: 0 },
        token,
      ),
    );
  await save('work', 'Experience', 2, [{ company: 'Acme', title: 'Engineer', start: '2021-03', end: '', desc: 'x' }]);
  await save('honor', 'Awards', 3, [{ name: 'Hackathon winner', date: '2020-06' }]);
  await markJournal();
  return { cid, token };
}

describe('the editor of an English resume', () => {
  test('shows dates as the page will, notes beside 性别 and 出生日期, and adds modules under English names', async () => {
    const { cid, token } = await resumeIn('en-classic-2f5496');
    const { user } = renderEditor(cid);
    await waitForEditor();
    await waitFor(() => expect(screen.getAllByTestId('page-dates').length).toBe(2), { timeout: NAVIGATION_TIMEOUT });
    expect(screen.getAllByTestId('page-dates').map((el) => el.textContent)).toEqual([
      '页面显示：Mar 2021 – Present',
      '页面显示：Jun 2020',
    ]);
    expect(document.getElementById('personal-birthday')).toHaveAccessibleDescription(/英文简历不在页面上显示出生日期/);
    expect(document.getElementById('personal-gender-note')).toHaveTextContent('英文简历不在页面上显示性别');

    await user.click(document.getElementById('add-module')!);
    const item = await screen.findByRole('menuitem', { name: /项目经历（Projects）/ });
    await user.click(item);
    await waitFor(
      async () => {
        const project = (await serverResume(cid, token)).modules.find((m) => m.style === 'project');
        expect(project).toMatchObject({ name: 'Projects', alias: 'Projects' });
      },
      { timeout: NAVIGATION_TIMEOUT },
    );
  });

  test('asks for English tips: the wish’s tips answer in English', async () => {
    const { cid } = await resumeIn('en-classic-2f5496');
    const { user } = renderEditor(cid);
    await waitForEditor();
    await user.type(document.getElementById('personal-wish') as HTMLInputElement, 'Frontend');
    const panel = await screen.findByTestId('tips-panel');
    await within(panel).findByText('Frontend Engineer', undefined, { timeout: NAVIGATION_TIMEOUT });
    expect(panel).not.toHaveTextContent('前端开发工程师');
  });

  test('a Chinese resume shows none of it', async () => {
    const { cid } = await resumeIn('classic-2f5496');
    renderEditor(cid);
    await waitForEditor();
    await waitFor(() => expect(screen.getAllByTestId('module-card').length).toBe(3), { timeout: NAVIGATION_TIMEOUT });
    expect(screen.queryAllByTestId('page-dates')).toEqual([]);
    expect(document.getElementById('personal-birthday-note')).toBeNull();
  });
});
