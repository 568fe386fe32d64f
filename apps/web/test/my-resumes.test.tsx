// Issue 5 item 3: my resumes (list, open, delete with confirm, ?empty) and downloads per SPEC 8.
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import dayjs from 'dayjs';
import { RESUME_LIST_PAGE_SIZE } from '@cv/contract/constants';
import { emptyPersonal } from '@cv/contract/new-resume';
import { AppProvider } from '@/app/provider';
import { setupStore } from '@/app/store';
import { useDownloadResume } from '@/lib/hooks/use-download-resume';
import { setServerOrigin } from '@/lib/server-url';
import {
  API,
  call,
  control,
  countRequests,
  currentUrl,
  findToast,
  force,
  loginAs,
  renderApp,
  resetServer,
  sleep,
} from './helpers';

let token = '';
beforeEach(async () => {
  await resetServer();
  ({ token } = await loginAs('简历达人'));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function createResume(name?: string): Promise<string> {
  const created = await call<{ cid: string }>('POST', '/api/cv/new', { template: 'classic-2f5496' }, token);
  expect(created.code).toBe(0);
  const { cid } = created.data;
  if (name) {
    const personal = { ...emptyPersonal(cid), name, wish: '前端工程师', exps: '1-3年' };
    const saved = await call('POST', '/api/personal/save', personal, token);
    expect(saved.code).toBe(0);
  }
  return cid;
}

async function cards() {
  const list = await screen.findByRole('list', { name: '简历列表' });
  return within(list).findAllByTestId('resume-card');
}

describe('my resumes', () => {
  test('lists resumes with title, their own name on a neutral page (never the template sample) and the updated time', async () => {
    await createResume('张三');
    await createResume('李四');
    const listed = await call<{ title: string; updated_at: string }[]>('POST', '/api/cv/list', { page: 1 }, token);
    renderApp('/my-resumes');
    const found = await cards();
    expect(found).toHaveLength(2);
    const first = listed.data[0]!;
    expect(within(found[0]!).getByRole('heading', { name: first.title })).toBeInTheDocument();
    // Never previewed in this browser (jsdom draws no PDF): a neutral page with the person's own name.
    expect(within(found[0]!).queryByRole('img')).toBeNull();
    const page = found[0]!.querySelector('[data-thumbnail="neutral"]');
    expect(page).toHaveTextContent(listed.data[0]!.title.split('-')[0]!);
    expect(
      within(found[0]!).getByText(`更新于 ${dayjs(first.updated_at).format('YYYY年M月D日 HH:mm')}`),
    ).toBeInTheDocument();
    expect(screen.getByTestId('quota')).toHaveTextContent(/剩余可创建 \d+ 份 · 可下载 \d+ 次/);
  });

  test('a full page of resumes offers 加载更多 for the next one', async () => {
    const { user: me } = await control<{ user: { id: number } }>('POST', '/login', { nickname: '简历达人' });
    await control('PUT', `/users/${me.id}/quota`, { resumes_left: null });
    for (let i = 0; i < RESUME_LIST_PAGE_SIZE + 1; i += 1) await createResume();
    const { user } = renderApp('/my-resumes');
    await waitFor(async () => expect(await cards()).toHaveLength(RESUME_LIST_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(async () => expect(await cards()).toHaveLength(RESUME_LIST_PAGE_SIZE + 1));
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });

  test('编辑 opens /edit/{cid}', async () => {
    const cid = await createResume('张三');
    const { user, router } = renderApp('/my-resumes');
    const [card] = await cards();
    await user.click(within(card!).getByRole('button', { name: /编辑$/ }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/edit/${cid}`));
  });

  test('delete asks for confirmation, then reloads the list and the user', async () => {
    await createResume('张三');
    await createResume('李四');
    const { user } = renderApp('/my-resumes');
    const [card] = await cards();
    const title = within(card!).getByRole('heading').textContent ?? '';

    await user.click(within(card!).getByRole('button', { name: `删除：${title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`确定删除「${title}」吗？`);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await sleep(300);
    expect(await cards()).toHaveLength(2);

    const userCalls = await countRequests('/api/user');
    await user.click(within(card!).getByRole('button', { name: `删除：${title}` }));
    // jsdom never ends antd's leave animation: the cancelled dialog may still be in the DOM.
    await waitFor(() => expect(screen.getAllByRole('dialog').length).toBeGreaterThan(0));
    const confirm = screen.getAllByRole('dialog').at(-1)!;
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await findToast(/^已删除/)).toBeInTheDocument();
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
    await waitFor(async () => expect(await countRequests('/api/user')).toBeGreaterThan(userCalls));
  });

  test('删除 keeps the content in this browser; 最近删除 restores it as a new resume with the same content', async () => {
    const cid = await createResume('王五');
    const module = { cid, name: '工作经历', alias: '实习', style: 'work', sort: 2, custom: 0 };
    const content = JSON.stringify([{ company: '某公司', title: '前端', start: '2024-01', end: '', desc: '做了很多' }]);
    expect((await call('POST', '/api/module/save', { ...module, content }, token)).code).toBe(0);
    const before = (
      await call<{ personal: object; modules: object[]; template: string }>('POST', '/api/cv/get', { cid }, token)
    ).data;
    const { user } = renderApp('/my-resumes');
    const [card] = await cards();
    const title = within(card!).getByRole('heading').textContent ?? '';
    await user.click(within(card!).getByRole('button', { name: `删除：${title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('30 天内可在「最近删除」中恢复');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await findToast(/^已删除/);
    await waitFor(() => expect(screen.queryByRole('list', { name: '简历列表' })).toBeNull());

    await user.click(screen.getByRole('button', { name: /最近删除/ }));
    // jsdom keeps the closed confirmation (antd's leave animation never ends) and antd's test ids make both dialogs
    // take its title as their name: the panel is the dialog with its text.
    const trash = await waitFor(() => {
      const found = screen
        .getAllByRole('dialog')
        .find((d) => d.textContent?.includes('删除的简历在这个浏览器里保留 30 天'));
      expect(found).toBeTruthy();
      return found!;
    });
    const item = await within(trash).findByTestId('trash-item');
    expect(item).toHaveTextContent(/还保留 30 天/);
    await user.click(within(item).getByRole('button', { name: `恢复：${title}` }));
    await findToast(`已恢复「${title}」`);
    const list = await call<{ cid: string }[]>('POST', '/api/cv/list', { page: 1 }, token);
    expect(list.data).toHaveLength(1);
    const restored = (await call<typeof before>('POST', '/api/cv/get', { cid: list.data[0]!.cid }, token)).data;
    const strip = (r: typeof before) => ({
      template: r.template,
      personal: { ...r.personal, cid: undefined },
      modules: (r.modules as Record<string, unknown>[]).map(({ id: _i, cid: _c, ...m }) => m),
    });
    expect(strip(restored)).toEqual(strip(before));
    await waitFor(() => expect(within(trash).queryByTestId('trash-item')).toBeNull());
  });

  test('with no resume: an empty state leading to creation', async () => {
    const { user, router } = renderApp('/my-resumes');
    const text = await screen.findByText('还没有简历，马上创建一份吧');
    await user.click(within(text.closest('.ant-empty') as HTMLElement).getByRole('button', { name: /选模板新建/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/resume-templates'));
  });

  test('?empty shows the nothing-to-download state with the way to create one', async () => {
    await createResume('张三');
    const { user, router } = renderApp('/my-resumes?empty');
    expect(await screen.findByText(/暂无可下载的简历/)).toBeInTheDocument();
    expect(await cards()).toHaveLength(1);
    const empty = screen.getByText(/暂无可下载的简历/).closest('.ant-empty') as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: /AI生成简历/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai'));
  });

  test('a visitor is asked to log in', async () => {
    sessionStorage.clear();
    const { user } = renderApp('/my-resumes');
    await user.click(await screen.findByRole('button', { name: '扫码登录' }));
    expect(await screen.findByRole('dialog', { name: '微信扫码登录' })).toBeInTheDocument();
  });
});

describe('download (SPEC 8)', () => {
  function spyOnSave() {
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      fetched.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    });
    return { saved, fetched };
  }

  /** 下载 on the first card; a new user has one free download, so 继续下载 in the 最后一次免费下载 question. */
  async function clickDownload(user: ReturnType<typeof renderApp>['user']) {
    const [card] = await cards();
    await user.click(within(card!).getByRole('button', { name: /下载/ }));
    const question = await screen.findByRole('dialog', { name: '最后一次免费下载' });
    await user.click(within(question).getByRole('button', { name: '继续下载' }));
  }

  test('the last free download is announced first: 取消 sends no cv/download', async () => {
    await createResume('张三');
    const { user } = renderApp('/my-resumes');
    const [card] = await cards();
    await user.click(within(card!).getByRole('button', { name: /下载/ }));
    const question = await screen.findByRole('dialog', { name: '最后一次免费下载' });
    expect(question).toHaveTextContent('这是你最后一次免费下载');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    await sleep(300);
    expect(await countRequests('/api/cv/download')).toBe(0);
  });

  test('success saves the file under the server name', async () => {
    await createResume('张三');
    const { saved, fetched } = spyOnSave();
    const { user } = renderApp('/my-resumes');
    await clickDownload(user);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toMatch(/^张三.*\.pdf$/);
    expect(saved[0]!.href).toMatch(/^blob:/);
    expect(fetched.some((u) => u.startsWith(API) && !u.includes('/api/'))).toBe(true);
    expect(await findToast(/已开始下载/)).toBeInTheDocument();
  });

  test('code 5 shows the message as a warning and goes to /payment', async () => {
    await createResume('张三');
    await force({ path: '/api/cv/download', code: 5, msg: '下载次数已用完，请购买', times: 1 });
    const { user, router } = renderApp('/my-resumes');
    await clickDownload(user);
    expect(await findToast('下载次数已用完，请购买')).toBeInTheDocument();
    // /payment remembers where the user was and what they were downloading (lib/payment-return).
    const [cid] = (await call<{ cid: string }[]>('POST', '/api/cv/list', { page: 1 }, token)).data.map((r) => r.cid);
    await waitFor(() => expect(currentUrl(router)).toBe(`/payment?from=%2Fmy-resumes&download=${cid}`));
  });

  test('code 6 (empty resume, real server rule) shows the message and goes to /my-resumes?empty', async () => {
    await createResume();
    const { user, router } = renderApp('/my-resumes');
    await clickDownload(user);
    await waitFor(() => expect(currentUrl(router)).toBe('/my-resumes?empty'));
    // antd renders the toast on its own schedule; under load it can land just after the navigation.
    await waitFor(() => expect(document.querySelector('.ant-message-notice')).not.toBeNull());
    expect(await screen.findByText(/暂无可下载的简历/)).toBeInTheDocument();
  });

  test.each([10, 11])('code %i is ignored: no message, no navigation, no file', async (code) => {
    await createResume('张三');
    const { saved } = spyOnSave();
    await force({ path: '/api/cv/download', code, times: 1 });
    const { user, router } = renderApp('/my-resumes');
    await clickDownload(user);
    await waitFor(async () => expect(await countRequests('/api/cv/download')).toBe(1));
    await sleep(300);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(currentUrl(router)).toBe('/my-resumes');
    expect(saved).toHaveLength(0);
  });

  test('without a resume id nothing happens (only a log line)', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    let result: boolean | undefined;
    function Probe() {
      const { download } = useDownloadResume();
      return (
        <button type="button" onClick={() => void download(undefined).then((r) => (result = r))}>
          go
        </button>
      );
    }
    setServerOrigin(API);
    const router = createMemoryRouter([{ path: '/', element: <Probe /> }]);
    render(
      <AppProvider store={setupStore()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    screen.getByRole('button', { name: 'go' }).click();
    await waitFor(() => expect(result).toBe(false));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no resume id'));
    expect(await countRequests('/api/cv/download')).toBe(0);
    expect(router.state.location.pathname).toBe('/');
  });
});
