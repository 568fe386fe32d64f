// Issue 5 item 2: the templates page (tabs, paged grids of real thumbnails, choosing creates a resume).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { TEMPLATE_COLORS, TEMPLATE_PAGE_SIZE } from '@cv/contract/constants';
import { API, call, countRequests, currentUrl, findToast, force, loginAs, renderApp, resetServer } from './helpers';

beforeEach(resetServer);

async function pageInfo(path: string) {
  const page = await call<{ total_page: number; templates: unknown[] }>('POST', path, { page: 1 });
  return page.data;
}

describe('templates page', () => {
  test('templates: real thumbnails, 加载更多 appends pages until cur_page == total_page', async () => {
    const { total_page } = await pageInfo('/api/template/list');
    expect(total_page).toBeGreaterThanOrEqual(3);
    const { user } = renderApp('/resume-templates');
    const list = await screen.findByRole('list', { name: '模板列表' });
    await waitFor(() => expect(within(list).getAllByTestId('template-card')).toHaveLength(TEMPLATE_PAGE_SIZE));
    const img = within(list).getAllByRole('img')[0]!;
    expect(img.getAttribute('src')).toMatch(new RegExp(`^${API}/thumbnails/.+\\.png$`));
    const thumb = await fetch(img.getAttribute('src')!);
    expect(thumb.headers.get('content-type')).toContain('image/png');

    for (let page = 2; page <= total_page; page += 1) {
      // The button reads 加载中 until the previous page has settled; wait for it like a user would.
      await user.click(await screen.findByRole('button', { name: '加载更多' }));
      await waitFor(() =>
        expect(within(list).getAllByTestId('template-card').length).toBeGreaterThan(TEMPLATE_PAGE_SIZE * (page - 1)),
      );
    }
    expect(
      await screen.findByText(new RegExp(`已加载全部模板（第 ${total_page} / ${total_page} 页）`)),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });

  test('filters: 双栏 + 有照片 lists only designs carrying both; choosing the chosen filter again drops it', async () => {
    const { user } = renderApp('/resume-templates');
    const list = await screen.findByRole('list', { name: '模板列表' });
    await waitFor(() => expect(within(list).getAllByTestId('template-card')).toHaveLength(TEMPLATE_PAGE_SIZE));
    const filters = screen.getByRole('group', { name: '筛选模板' });
    await user.click(within(filters).getByRole('button', { name: '双栏' }));
    await user.click(within(filters).getByRole('button', { name: '有照片' }));
    const want = await call<{ templates: { tags: string[] }[] }>('POST', '/api/template/list', {
      page: 1,
      tags: ['双栏', '有照片'],
    });
    expect(want.data.templates.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '模板列表' })).getAllByTestId('template-card')).toHaveLength(
        want.data.templates.length,
      ),
    );
    // With the English editions a filtered page is as full as the unfiltered one (12), so the count alone does not
    // show the filtered list has arrived: wait until every card carries both tags.
    await waitFor(() => {
      for (const card of within(screen.getByRole('list', { name: '模板列表' })).getAllByTestId('template-card')) {
        expect(card).toHaveTextContent('双栏');
        expect(card).toHaveTextContent('有照片');
      }
    });
    // 单栏 replaces 双栏 (one tag per group).
    await user.click(within(filters).getByRole('button', { name: '单栏' }));
    expect(within(filters).getByRole('button', { name: '双栏' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(filters).getByRole('button', { name: '单栏' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a design card offers the template colours; choosing one makes the card that design in that colour', async () => {
    const { user } = renderApp('/resume-templates');
    const list = await screen.findByRole('list', { name: '模板列表' });
    await waitFor(() => expect(within(list).getAllByTestId('template-card')).toHaveLength(TEMPLATE_PAGE_SIZE));
    const card = within(list).getAllByTestId('template-card')[0]!;
    const colors = within(card).getByRole('radiogroup');
    expect(within(colors).getAllByRole('radio')).toHaveLength(TEMPLATE_COLORS.length);
    await user.click(within(colors).getByRole('radio', { name: '玫红' }));
    expect(within(colors).getByRole('radio', { name: '玫红' })).toHaveAttribute('aria-checked', 'true');
    expect(within(card).getByRole('button', { name: /^使用此模板：.*·玫红$/ })).toBeInTheDocument();
  });

  test('样式 tab shows template styles', async () => {
    const { user } = renderApp('/resume-templates');
    await screen.findByRole('list', { name: '模板列表' });
    await user.click(screen.getByRole('tab', { name: '样式' }));
    const list = await screen.findByRole('list', { name: '样式列表' });
    await waitFor(() => expect(within(list).getAllByTestId('template-card').length).toBe(TEMPLATE_PAGE_SIZE));
    expect(within(list).getAllByRole('img')[0]!.getAttribute('src')).toContain('/thumbnails/');
  });

  test('shows a loading state, and an error with 重试 when the list fails', async () => {
    await force({ path: '/api/template/list', code: 500, msg: '模板服务异常', times: 1, delay_ms: 300 });
    const { user } = renderApp('/resume-templates');
    expect(await screen.findByLabelText('模板加载中')).toBeInTheDocument();
    expect(await screen.findByText('模板服务异常')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '模板列表' })).toBeInTheDocument();
  });

  test('a template opens its preview with the creations left; only 使用此模板创建 creates and opens /edit/{cid}', async () => {
    const { token } = await loginAs();
    const { user, router } = renderApp('/resume-templates');
    const list = await screen.findByRole('list', { name: '模板列表' });
    const first = (await within(list).findAllByTestId('template-card'))[0]!;
    await user.click(within(first).getByRole('button', { name: '使用此模板' }));
    const preview = await screen.findByRole('dialog', { name: /^预览模板：/ });
    expect(await within(preview).findByText('将使用 1 次免费创建（剩余 3 次）')).toBeInTheDocument();
    expect(await countRequests('/api/cv/new')).toBe(0);
    await user.click(within(preview).getByRole('button', { name: '使用此模板创建' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/edit\/[\w-]+$/));
    const cid = currentUrl(router).split('/').pop();
    const mine = await call<{ cid: string }[]>('POST', '/api/cv/list', { page: 1 }, token);
    expect(mine.data.map((r) => r.cid)).toContain(cid);
  });

  test('code 5 on create shows the server message as a warning and goes to /payment', async () => {
    await loginAs();
    await force({ path: '/api/cv/new', code: 5, msg: '免费创建次数已用完', times: 1 });
    const { user, router } = renderApp('/resume-templates');
    const list = await screen.findByRole('list', { name: '模板列表' });
    const first = (await within(list).findAllByTestId('template-card'))[0]!;
    await user.click(within(first).getByRole('button', { name: '使用此模板' }));
    const preview = await screen.findByRole('dialog', { name: /^预览模板：/ });
    await user.click(within(preview).getByRole('button', { name: '使用此模板创建' }));
    expect(await findToast('免费创建次数已用完')).toBeInTheDocument();
    const page = await call<{ templates: { id: string }[] }>('POST', '/api/template/list', { page: 1 });
    const template = page.data.templates[0]!.id;
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/payment?from=%2Fresume-templates&create=${encodeURIComponent(template)}`),
    );
  });
});
