// Issue 2 acceptance: home page label for both button texts, counter, 401 redirect, 99999 on the user call.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { BUTTON_LABEL_AI, BUTTON_LABEL_MY_RESUMES } from '@cv/contract/constants';
import { call, currentUrl, force, loginAs, NAVIGATION_TIMEOUT, renderApp, resetServer } from './helpers';

beforeEach(resetServer);

describe('home page', () => {
  test('shows the resume counter read from the server', async () => {
    const counter = await call<number>('POST', '/api/cv/counter');
    renderApp('/');
    const el = await screen.findByTestId('resume-counter');
    await waitFor(() => expect(el).toHaveTextContent(counter.data.toLocaleString('zh-CN')));
  });

  test(`a visitor sees '${BUTTON_LABEL_AI}' (server text contains 创建简历) and it goes to /ai`, async () => {
    const { user, router } = renderApp('/');
    const button = await screen.findByRole('button', { name: new RegExp(BUTTON_LABEL_AI) });
    await user.click(button);
    await waitFor(() => expect(currentUrl(router)).toBe('/ai'), { timeout: NAVIGATION_TIMEOUT });
  });

  test(`a user with a resume sees '${BUTTON_LABEL_MY_RESUMES}' (个人中心) and it goes to /my-resumes`, async () => {
    const { token } = await loginAs();
    const created = await call('POST', '/api/cv/new', { template: 'classic-2f5496' }, token);
    expect(created.code).toBe(0);
    const { user, router } = renderApp('/');
    const button = await screen.findByRole('button', { name: new RegExp(BUTTON_LABEL_MY_RESUMES) });
    await user.click(button);
    await waitFor(() => expect(currentUrl(router)).toBe('/my-resumes'), { timeout: NAVIGATION_TIMEOUT });
  });

  test('the main button is absent when there is no button text', async () => {
    await force({ path: '/api/index/button', code: 500, times: 1 });
    renderApp('/');
    await screen.findByText('三分钟做一份好简历');
    await waitFor(() => expect(screen.queryByTestId('main-button')).not.toBeInTheDocument());
  });
});

describe('session', () => {
  test('401 on a call sends the user to /?login with the login dialog open', async () => {
    sessionStorage.setItem('token', 'expired-token');
    const { router } = renderApp('/my-resumes');
    await waitFor(() => expect(currentUrl(router)).toBe('/?login'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('dialog', { name: '微信扫码登录' })).toBeInTheDocument();
  });

  test('401 on GET /api/user becomes code 99999 without redirect, and the login button shows', async () => {
    sessionStorage.setItem('token', 'expired-token');
    const { router, store } = renderApp('/resume-templates');
    expect(await screen.findByRole('button', { name: /登录/ })).toBeInTheDocument();
    await waitFor(() => {
      const entry = Object.values(store.getState().api.queries).find((q) => q?.endpointName === 'getUser');
      expect(entry?.error).toMatchObject({ code: 99999 });
    });
    expect(currentUrl(router)).toBe('/resume-templates');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a logged-in user sees avatar, nickname and can log out', async () => {
    await loginAs('小明');
    const { user, router } = renderApp('/payment');
    const menu = await screen.findByRole('button', { name: '用户菜单：小明' });
    await user.click(menu);
    await user.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: /登录/ })).toBeInTheDocument();
  });
});
