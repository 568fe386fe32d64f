// Issue 5 item 1 (QR login) and item 6 (back to where the user was after a 401).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type * as Constants from '@cv/contract/constants';
import { QR_POLL_INTERVAL_MS } from '@cv/contract/constants';
import { loginRequested } from '@/lib/session-slice';
import {
  control,
  countRequests,
  currentUrl,
  findToast,
  force,
  renderApp,
  resetServer,
  sleep,
  NAVIGATION_TIMEOUT,
} from './helpers';

// The dialog polls qrState every QR_POLL_INTERVAL_MS (2 s in the app). What is tested here is what each reply does,
// not the interval: 250 ms, so a test does not sit up to 2 s per step waiting for the next poll (issue 37).
vi.mock('@cv/contract/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof Constants>()),
  QR_POLL_INTERVAL_MS: 250,
}));

beforeEach(resetServer);

async function openedDialog() {
  const dialog = await screen.findByRole('dialog', { name: '微信扫码登录' });
  const img = await within(dialog).findByRole('img', { name: '登录二维码' });
  const ticket = new URL(img.getAttribute('src') ?? '').pathname.split('/').pop() ?? '';
  expect(ticket).not.toBe('');
  return { dialog, ticket };
}

describe('QR login dialog', () => {
  test('header button: QR with countdown, waiting -> scanned -> token stored, dialog closed, user shown', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /登录/ }));
    const { dialog, ticket } = await openedDialog();
    expect(within(dialog).getByText('等待扫码')).toBeInTheDocument();
    expect(within(dialog).getByText(/^二维码 \d+:\d{2} 后过期$/)).toBeInTheDocument();

    await control('POST', `/qr/${ticket}/scan`, {});
    expect(await within(dialog).findByText('已扫码，请在手机上确认')).toBeInTheDocument();

    await control('POST', `/qr/${ticket}/confirm`, { nickname: '扫码用户' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('token')).toMatch(/.{16,}/);
    expect(await screen.findByRole('button', { name: '用户菜单：扫码用户' })).toBeInTheDocument();
  });

  test('code 8 (cancelled ticket) shows the message as a warning and 刷新 gets a new QR', async () => {
    const { user } = renderApp('/?login');
    const { dialog, ticket } = await openedDialog();
    await control('POST', `/qr/${ticket}/cancel`, {});
    const refresh = await within(dialog).findByRole('button', { name: /刷新/ });
    const shown = dialog.querySelector('.ant-result-title')?.textContent ?? '';
    expect(shown).not.toBe('');
    expect(await findToast(shown)).toBeInTheDocument();
    await user.click(refresh);
    const next = await openedDialog();
    await waitFor(() => expect(next.ticket).not.toBe(ticket));
  });

  test('any other failure of the poll also offers 刷新', async () => {
    await force({ path: '/api/wxSrv/qrState', code: 500, msg: '服务器开小差了', times: 1 });
    renderApp('/?login');
    const { dialog } = await openedDialog();
    expect(await findToast('服务器开小差了')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /刷新/ })).toBeInTheDocument();
  });

  test('a failed QR request shows its message and 刷新', async () => {
    await force({ path: '/api/wxSrv/qrLogin', code: 500, msg: '二维码服务不可用', times: 1 });
    renderApp('/?login');
    const dialog = await screen.findByRole('dialog', { name: '微信扫码登录' });
    expect(await findToast('二维码服务不可用')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: /刷新/ })).toBeInTheDocument();
  });

  test('closing the dialog stops polling and removes ?login', async () => {
    const { user, router } = renderApp('/?login');
    const { dialog } = await openedDialog();
    // The dialog polls: wait until it has (the state the server saw), then close it.
    await waitFor(async () => expect(await countRequests('/api/wxSrv/qrState')).toBeGreaterThanOrEqual(1));
    await user.click(within(dialog).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/');
    const before = await countRequests('/api/wxSrv/qrState');
    await sleep(4 * QR_POLL_INTERVAL_MS); // four poll intervals: the test's own wait
    expect(await countRequests('/api/wxSrv/qrState')).toBe(before);
  });

  test('opening the dialog clears a stored token', async () => {
    sessionStorage.setItem('token', 'stale');
    const { store } = renderApp('/resume-templates');
    store.dispatch(loginRequested());
    await openedDialog();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  test('a protected action opens the dialog (choosing a template as a visitor)', async () => {
    const { user } = renderApp('/resume-templates');
    const cards = await screen.findAllByTestId('template-card');
    // A card opens the template's preview (issue 27: nothing is spent before 使用此模板创建); creating from there
    // is the protected action.
    await user.click(within(cards[0]!).getByRole('button', { name: '使用此模板' }));
    await user.click(await screen.findByRole('button', { name: '使用此模板创建' }));
    // The login dialog opens over the preview. Under test antd labels every modal by the same id ("test-id"), so
    // both would be named after the preview's title: the login dialog is found by its own title text instead.
    const title = await screen.findByText('微信扫码登录', { selector: '.ant-modal-title' });
    expect(title.closest('[role="dialog"]')).not.toBeNull();
  });

  test('after a 401 and login the user is back where they were', async () => {
    sessionStorage.setItem('token', 'expired');
    const { router } = renderApp('/my-resumes');
    await waitFor(() => expect(currentUrl(router)).toBe('/?login'));
    const { ticket } = await openedDialog();
    await control('POST', `/qr/${ticket}/confirm`, { nickname: '回来的人' });
    await waitFor(() => expect(currentUrl(router)).toBe('/my-resumes'), { timeout: NAVIGATION_TIMEOUT });
    // findBy* fails unless the page shows it. No toBeInTheDocument() on the found node: right after a navigation
    // to a lazy route, React Router may mount the page a second time, leaving the first node detached (1 in ~8 runs).
    await screen.findByRole('heading', { name: '我的简历' });
  });
});
