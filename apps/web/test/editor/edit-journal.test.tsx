// The journal of unsent edits (issue 22), against the mock server: a module creation whose page dies between
// send and acknowledgement is replayed exactly once when the resume is opened again.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { User } from '@cv/contract';
import { readJournal } from '@/features/editor/lib/edit-journal';
import { addModule } from '@/features/editor/store/editor-actions';
import { call, findToast, force, NAVIGATION_TIMEOUT, resetServer } from '../helpers';
import { bodyOf, journal, ok, renderEditor, resumeWith, serverResume, waitForEditor } from './editor-helpers';

beforeEach(resetServer);

const MODULE_SAVE = '/api/module/save';

describe('journal replay', () => {
  test('killed between send and acknowledgement, reopened: the module is created exactly once', async () => {
    const { cid, token, modules } = await resumeWith();
    const user = await ok(call<User>('GET', '/api/user', undefined, token));
    const before = modules.length;

    // The server makes the module 1.5 s after the request arrives; the page is gone before the answer.
    await force({ path: MODULE_SAVE, code: 0, delay_ms: 1500, times: 1 });
    const first = renderEditor(cid);
    await waitForEditor();
    first.store.dispatch(addModule('work', [{ company: '只创建一次公司', title: '工程师' }]));
    // The creation is journaled (with what was sent) before it goes out.
    await waitFor(async () => {
      const record = await readJournal(user.id, cid);
      expect(record?.modules.find((m) => m.module?.style === 'work')?.sent).toBeTruthy();
    });
    first.unmount(); // the page dies: its store never sees the answer

    await waitFor(async () => expect((await serverResume(cid, token)).modules).toHaveLength(before + 1));
    const left = await readJournal(user.id, cid);
    expect(left?.modules).toHaveLength(1);
    expect(left?.modules[0]).toMatchObject({ id: null, sent: { body: { style: 'work' } } });

    // Reopened: the edit is restored and sent, and the server module it made is recognised.
    renderEditor(cid);
    await waitForEditor();
    await findToast('已恢复 1 处未同步的修改');
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'), {
      timeout: NAVIGATION_TIMEOUT,
    });
    const server = await serverResume(cid, token);
    const creations = (await journal(MODULE_SAVE)).filter((e) => !bodyOf<{ id?: number }>(e).id);
    const works = server.modules.filter((m) => m.style === 'work');
    console.log(
      `journal replay: ${creations.length} creation request(s), ${works.length} work module(s) on the server`,
    );
    expect(creations).toHaveLength(1);
    expect(works).toHaveLength(1);
    expect(JSON.parse(works[0]!.content)).toEqual([expect.objectContaining({ company: '只创建一次公司' })]);
    await waitFor(async () => expect(await readJournal(user.id, cid)).toBeNull());
  });
});
