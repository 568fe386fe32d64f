// Preview and template, against the mock server: cached PDFs by [cid, template] (hit without a request, miss
// after an edit), template change only after cv/setTemplate succeeds; tips inserted with one click; AI generation.
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { readCachedPreview } from '@/features/editor/lib/preview-cache';
import { setupStore } from '@/app/store';
import { loadStarted } from '@/features/editor/store/editor-slice';
import { changeTemplate } from '@/features/editor/store/editor-actions';
import { setServerOrigin } from '@/lib/server-url';
import { API, findToast, force, resetServer } from '../helpers';
import {
  bodyOf,
  byLabel,
  journal,
  markJournal,
  moduleTitles,
  nameInput,
  renderEditor,
  resumeWith,
  serverResume,
  TEMPLATE,
  waitForEditor,
} from './editor-helpers';

beforeEach(resetServer);

const PREVIEW = '/api/cv/preview';
const source = () => screen.getByTestId('preview').getAttribute('data-source');

async function waitForPreview(from: 'server' | 'cache') {
  await waitFor(() => {
    expect(source()).toBe(from);
    expect(screen.getByTestId('preview')).toHaveAttribute('data-loading', 'false');
  });
}

describe('preview', () => {
  test('a cached preview shows without a request; after an edit the cache misses and a new PDF is fetched', async () => {
    const { cid } = await resumeWith([['skill', [{ name: 'Vue', level: '熟练' }]]], { name: '陈' });
    const first = renderEditor(cid);
    await waitForPreview('server');
    // jsdom cannot draw on canvases: the pane says so and points to 下载 PDF; it never hands out the file itself.
    expect(await screen.findByText('请使用上方「下载 PDF」获取简历文件')).toBeInTheDocument();
    expect(document.querySelector('[data-testid="preview"] a, a[download], a[href^="blob:"]')).toBeNull();
    expect(await journal(PREVIEW)).toHaveLength(1);
    await waitFor(async () => expect(await readCachedPreview(cid, TEMPLATE)).not.toBeNull());
    const cached = await readCachedPreview(cid, TEMPLATE);
    expect(cached).toMatchObject({ stamp: expect.any(String), pdf_base64: expect.stringMatching(/^JVBER/) });
    first.unmount();

    const second = renderEditor(cid);
    await waitForEditor();
    await waitForPreview('cache');
    expect(await journal(PREVIEW)).toHaveLength(1);

    await second.user.type(nameInput(), '晨');
    await waitForPreview('server');
    expect(await journal(PREVIEW)).toHaveLength(2);
    // The new PDF was requested after the edit was saved.
    const urls = (await journal()).map((e) => e.url).filter((u) => u === PREVIEW || u === '/api/personal/save');
    expect(urls.slice(-2)).toEqual(['/api/personal/save', PREVIEW]);
    expect((await readCachedPreview(cid, TEMPLATE))?.stamp).not.toBe(cached?.stamp);
  });

  test('a template is seen on the own resume before setTemplate; it changes only after setTemplate succeeds', async () => {
    const { cid, token } = await resumeWith([['work', [{ company: '美团', title: '工程师' }]]], { name: '周' });
    const { user } = renderEditor(cid);
    await waitForPreview('server');
    await user.click(screen.getByText('更换模板', { selector: 'button *' }));
    await user.click(await screen.findByLabelText('预览此模板：左侧栏'));

    // The candidate: the user's own resume in that template, nothing switched yet.
    const candidate = () => screen.getByTestId('candidate-preview');
    await waitFor(() => expect(candidate()).toHaveAttribute('data-source', 'server'));
    expect(screen.getByRole('heading', { name: '左侧栏' })).toHaveFocus();
    expect(bodyOf((await journal(PREVIEW))[1])).toMatchObject({ cid, template: 'sidebar-2f5496' });
    expect(await journal('/api/cv/setTemplate')).toHaveLength(0);
    expect((await serverResume(cid, token)).template).toBe(TEMPLATE);

    await force({ path: '/api/cv/setTemplate', code: 1, times: 1, msg: '参数错误：模板暂不可用' });
    await user.click(screen.getByRole('button', { name: '使用此模板' }));
    await findToast('参数错误：模板暂不可用');
    expect((await serverResume(cid, token)).template).toBe(TEMPLATE);
    expect(candidate()).toHaveAttribute('data-template', 'sidebar-2f5496');

    await user.click(screen.getByRole('button', { name: '使用此模板' }));
    await findToast('已切换到“左侧栏”');
    expect((await serverResume(cid, token)).template).toBe('sidebar-2f5496');
    // The candidate's PDF was cached: the editor's preview shows it without another request.
    await waitForPreview('cache');
    expect(await journal(PREVIEW)).toHaveLength(2);

    // Back to the first template: seen from the cache, then switched.
    await user.click(screen.getByText('更换模板', { selector: 'button *' }));
    await user.click(await screen.findByLabelText('预览此模板：经典单栏'));
    await waitFor(() => expect(candidate()).toHaveAttribute('data-source', 'cache'));
    await user.click(screen.getByRole('button', { name: '使用此模板' }));
    await waitFor(async () => expect((await serverResume(cid, token)).template).toBe(TEMPLATE));
    await waitForPreview('cache');
    expect(await journal(PREVIEW)).toHaveLength(2);
  });

  test('a candidate in the other language says what the switch translates and what it does not', async () => {
    const { cid } = await resumeWith([], { name: '郑' });
    const { user } = renderEditor(cid);
    await waitForPreview('server');
    await user.click(screen.getByText('更换模板', { selector: 'button *' }));
    await user.click(await screen.findByLabelText('预览此模板：左侧栏'));
    await screen.findByTestId('candidate-preview');
    expect(screen.queryByTestId('candidate-language-hint')).toBeNull();
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    await user.click(await screen.findByRole('button', { name: '英文' }));
    const english = await screen.findAllByLabelText(/^预览此模板：.*英文版/, {}, { timeout: 10_000 });
    await user.click(english[0]!);
    expect(await screen.findByTestId('candidate-language-hint')).toHaveTextContent(
      '模块名和你写的内容不会翻译。想保留中文版、另得一份英文简历，请用「生成英文版」',
    );
  });

  test('返回列表 leaves the template as it was and gives focus back to the card', async () => {
    const { cid, token } = await resumeWith([], { name: '吴' });
    const { user } = renderEditor(cid);
    await waitForPreview('server');
    await user.click(screen.getByText('更换模板', { selector: 'button *' }));
    const card = await screen.findByLabelText('预览此模板：左侧栏');
    await user.click(card);
    await screen.findByTestId('candidate-preview');
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(screen.queryByTestId('candidate-preview')).toBeNull();
    await waitFor(() => expect(card).toHaveFocus());
    expect(await journal('/api/cv/setTemplate')).toHaveLength(0);
    expect((await serverResume(cid, token)).template).toBe(TEMPLATE);
  });
});

describe('template guard', () => {
  test('without a resume id or a template, a template change does nothing', async () => {
    await markJournal();
    setServerOrigin(API);
    const store = setupStore();
    expect(await store.dispatch(changeTemplate('sidebar-2f5496'))).toBe(false);
    const { cid } = await resumeWith();
    store.dispatch(loadStarted(cid));
    expect(await store.dispatch(changeTemplate(''))).toBe(false);
    expect(await journal('/api/cv/setTemplate')).toHaveLength(0);
  });
});

describe('tips, AI', () => {
  test('position and major tips load while editing, insert into the resume with one click, and clear', async () => {
    const { cid, token } = await resumeWith();
    const { user } = renderEditor(cid);
    await waitForEditor();
    await user.type(document.getElementById('personal-wish') as HTMLInputElement, '前端');
    const panel = await screen.findByTestId('tips-panel');
    await waitFor(() => expect(panel).toHaveTextContent('前端开发工程师'));
    await user.click(byLabel('插入：React'));
    await waitFor(() => expect(moduleTitles()).toContain('专业技能'));
    await waitFor(async () => {
      const skill = (await serverResume(cid, token)).modules.find((m) => m.style === 'skill');
      expect(JSON.parse(skill?.content ?? '[]')).toEqual([{ name: 'React', level: '' }]);
    });

    await user.click(screen.getAllByText('添加一条')[0]!);
    const major = () => document.querySelector<HTMLInputElement>('[id$="-0-major"]')!;
    await user.type(major(), '计算机');
    await waitFor(() => expect(screen.getByTestId('tips-panel')).toHaveTextContent('计算机科学与技术'));
    await user.click(byLabel('插入：数据结构'));
    expect(document.querySelector('[id$="-0-desc"]')).toHaveValue('主修课程：数据结构');

    await user.click(byLabel('清除提示'));
    expect(screen.queryByTestId('tips-panel')).toBeNull();
  });

  test('AI 生成 asks for confirmation, runs ai/genContent and reloads the resume', async () => {
    const { cid } = await resumeWith([], { name: '赵', wish: '前端开发工程师', exps: '3-5年' });
    const { user } = renderEditor(cid);
    await waitForEditor();
    expect(moduleTitles()).toEqual(['教育经历']);
    await user.click(screen.getByText('AI 生成'));
    await user.click(await screen.findByText('开始生成'));
    await findToast(/AI 已生成 \d 个模块/);
    await waitFor(() => expect(moduleTitles().length).toBeGreaterThan(2));
    const urls = (await journal()).map((e) => e.url);
    expect(urls.indexOf('/api/ai/genContent')).toBeLessThan(urls.lastIndexOf('/api/cv/get'));
    await act(async () => {});
  });
});
