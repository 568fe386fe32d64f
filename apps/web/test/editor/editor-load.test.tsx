// Loading and leaving, against the mock server: what cv/get holds is shown, education first, not-found state,
// leaving saves first; avatar.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { AVATAR_MAX_BYTES } from '@cv/contract/constants';
import { PHOTO_MAX_BYTES } from '@/features/editor/lib/avatar-image';
import { call, currentUrl, findToast, loginAs, resetServer } from '../helpers';
import {
  bodyOf,
  journal,
  moduleTitles,
  nameInput,
  ok,
  renderEditor,
  resumeWith,
  serverResume,
  waitForEditor,
} from './editor-helpers';

beforeEach(resetServer);

describe('loading a resume', () => {
  test('cv/get fills personal info and modules', async () => {
    const { cid } = await resumeWith(
      [['work', [{ company: '字节跳动', title: '前端工程师', start: '2021-07', end: '', desc: '负责抖音电商' }]]],
      { name: '李雷', wish: '前端开发工程师' },
    );
    renderEditor(cid);
    await waitForEditor();
    expect(nameInput()).toHaveValue('李雷');
    expect(screen.getByDisplayValue('字节跳动')).toBeInTheDocument();
    expect(moduleTitles()).toEqual(['教育经历', '工作经历']);
    expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'idle');
  });

  test('a list that does not start with education gets the default education module first', async () => {
    const { cid, token, modules } = await resumeWith([['skill', [{ name: 'TypeScript', level: '精通' }]]]);
    const edu = modules.find((m) => m.style === 'edu');
    await ok(call('POST', '/api/module/delete', { id: edu?.id }, token));
    const { user } = renderEditor(cid);
    await waitForEditor();
    expect(moduleTitles()).toEqual(['教育经历', '专业技能']);
    // Not on the server until edited; the first edit creates it with the default fields.
    expect(await journal('/api/module/save')).toHaveLength(0);
    await user.click(screen.getAllByText('添加一条')[0]!);
    await waitFor(async () => expect(await journal('/api/module/save')).toHaveLength(1));
    expect(bodyOf((await journal('/api/module/save'))[0])).toMatchObject({
      style: 'edu',
      sort: 1,
      name: '教育经历',
      alias: '教育经历',
      custom: 0,
    });
    expect(bodyOf((await journal('/api/module/save'))[0])).not.toHaveProperty('id');
  });

  test("a missing or someone else's resume shows a not-found state with a way back", async () => {
    const other = await resumeWith();
    await loginAs('另一个用户');
    const { user, router } = renderEditor(other.cid);
    expect(await screen.findByRole('heading', { name: '简历不存在' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回我的简历' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/my-resumes'));
  });

  test('leaving the editor saves unsaved edits first, then leaves', async () => {
    const { cid, token } = await resumeWith();
    const { router, user } = renderEditor(cid);
    await waitForEditor();
    await user.type(nameInput(), '离');
    await act(() => router.navigate('/my-resumes'));
    await waitFor(() => expect(currentUrl(router)).toBe('/my-resumes'));
    // The URL changes first; the editor unmounts once the next route's lazy chunk has rendered.
    await waitFor(() => expect(nameInput()).toBeNull());
    expect(bodyOf((await journal('/api/personal/save')).at(-1))).toMatchObject({ name: '离' });
    expect((await serverResume(cid, token)).personal.name).toBe('离');
  });
});

describe('avatar', () => {
  test('a photo is checked before anything is sent: not an image, over 20 MB, or not decodable (a fake PNG)', async () => {
    const { cid } = await resumeWith();
    renderEditor(cid);
    await waitForEditor();
    const user = userEvent.setup({ applyAccept: false });
    // The photo's picker (the toolbar also holds 导入简历's file input).
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"][accept^="image/"]')!;

    await user.upload(input(), new File(['hello'], 'note.txt', { type: 'text/plain' }));
    await findToast('请选择照片：支持 JPEG、PNG、WebP，以及浏览器能打开的 HEIC');
    await user.upload(input(), new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }));
    await findToast('照片不能超过 20 MB（这张 20.0 MB）');
    // Not an image at all: said in words (never '参数错误：字段 file…'), before any upload. Over the server's 2 MB
    // is no reason to refuse: a real photo would be cropped and compressed (e2e/specs/flows.spec.ts).
    await user.upload(input(), new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'fake.png', { type: 'image/png' }));
    await findToast('无法读取这张图片：文件已损坏，或它并不是真正的 JPEG、PNG 或 WebP 图片');
    expect(await journal('/api/avatar/upload')).toHaveLength(0);
  });
});
