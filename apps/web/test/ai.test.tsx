// Issue 5 item 4: the AI page (form with position tips, step progress, create -> save -> generate -> edit).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  call,
  countRequests,
  currentUrl,
  findToast,
  force,
  loginAs,
  renderApp,
  resetServer,
  NAVIGATION_TIMEOUT,
} from './helpers';

let token = '';
beforeEach(async () => {
  await resetServer();
  ({ token } = await loginAs('求职者'));
});

async function fillForm(user: ReturnType<typeof renderApp>['user'], name: string, wish: string) {
  await user.type(await screen.findByLabelText('姓名'), name);
  await user.type(screen.getByLabelText('求职意向'), wish);
  // antd's button-style radios hide the input: click the visible label.
  await user.click(screen.getByText('3-5年'));
  await startEnabled();
}

/** 开始生成 waits for the template list (the resume is created from its first template): wait for what it shows. */
async function startEnabled() {
  await waitFor(() => expect(screen.getByRole('button', { name: '开始生成' })).toBeEnabled());
}

describe('AI page', () => {
  test('position tips are offered while typing the target position', async () => {
    const tips = await call<{ title: string }[]>('POST', '/api/tip/position', { title: '前端' });
    const title = tips.data[0]!.title;
    const { user } = renderApp('/ai');
    await user.type(await screen.findByLabelText('求职意向'), '前端');
    await user.click(await screen.findByText(title, { selector: '.ant-select-item-option-content *' }));
    expect(screen.getByLabelText('求职意向')).toHaveValue(title);
  });

  test('submit creates, saves, generates with visible steps, then /my-resumes and /edit/{cid}', async () => {
    const { user, router } = renderApp('/ai');
    await fillForm(user, '王小明', '产品经理');
    await user.click(screen.getByRole('button', { name: '开始生成' }));
    expect(await screen.findByText('AI 生成内容')).toBeInTheDocument();
    expect(screen.getByText('保存个人信息')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/edit\/[\w-]+$/), { timeout: NAVIGATION_TIMEOUT });
    const cid = currentUrl(router).split('/').pop()!;

    await router.navigate(-1);
    await waitFor(() => expect(currentUrl(router)).toBe('/my-resumes'));

    const resume = await call<{
      personal: { name: string; wish: string; exps: string };
      modules: { content: string }[];
    }>('POST', '/api/cv/get', { cid }, token);
    expect(resume.data.personal).toMatchObject({ name: '王小明', wish: '产品经理', exps: '3-5年' });
    expect(resume.data.modules.some((m) => m.content !== '[]')).toBe(true);
  });

  test('code 5 on create: warning and /payment', async () => {
    await force({ path: '/api/cv/new', code: 5, msg: '创建次数已用完', times: 1 });
    const { user, router } = renderApp('/ai');
    await fillForm(user, '王小明', '产品经理');
    await user.click(screen.getByRole('button', { name: '开始生成' }));
    expect(await findToast('创建次数已用完')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/payment?from=%2Fai'));
  });

  test('a failed generation shows the error on its step; 重试 resumes without creating another resume', async () => {
    await force({ path: '/api/ai/genContent', code: 500, msg: 'AI 服务繁忙', times: 1 });
    const { user, router } = renderApp('/ai');
    await fillForm(user, '王小明', '产品经理');
    await user.click(screen.getByRole('button', { name: '开始生成' }));
    expect(await screen.findByText('AI 服务繁忙')).toBeInTheDocument();
    expect(document.querySelector('.ant-steps-item-error')).toHaveTextContent('AI 生成内容');
    // (antd's loading icon may linger in jsdom, which never ends its leave animation.)
    await user.click(screen.getByRole('button', { name: /重试/ }));
    // Failed 2 of 10 whole web runs (never alone) with the page still on /ai: the message says what the page showed.
    const shown = () => {
      const button = document.querySelector<HTMLButtonElement>('button[type=submit]');
      const steps = [...document.querySelectorAll('.ant-steps-item')].map(
        (item) => `${item.className.match(/ant-steps-item-(wait|process|finish|error)/)?.[1]}:${item.textContent}`,
      );
      const toasts = document.querySelector('.ant-message')?.textContent ?? '';
      return `button ${JSON.stringify(button?.textContent)} disabled=${button?.disabled}; steps ${steps.join(' | ')}; toasts ${JSON.stringify(toasts)}`;
    };
    await waitFor(() => expect(currentUrl(router), shown()).toMatch(/^\/edit\//), {
      timeout: NAVIGATION_TIMEOUT,
    }).catch(async (error: Error) => {
      // Whether 重试 sent the generation again (and it failed again) or sent nothing.
      const sent = await countRequests('/api/ai/genContent');
      const message = `${error.message.split('\n')[0]}; /api/ai/genContent requests: ${sent}`;
      // Also on stderr: in CI a failed test runs once more, and when the second run passes the reporter shows only
      // "(retry x1)" (failed once more in a CI run on 2026-11-29, at 30 s, with nothing to go on). Vitest prints a
      // test's stderr in the log whatever its outcome.
      console.error(`ai.test 重试 did not reach /edit: ${message}`);
      throw new Error(message);
    });
    expect(await countRequests('/api/cv/new')).toBe(1);
  });

  test('required fields are checked', async () => {
    const { user } = renderApp('/ai');
    await screen.findByRole('button', { name: '开始生成' });
    await startEnabled();
    await user.click(screen.getByRole('button', { name: '开始生成' }));
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入求职意向（目标职位）')).toBeInTheDocument();
    expect(await countRequests('/api/cv/new')).toBe(0);
  });

  test('a visitor is asked to log in first', async () => {
    sessionStorage.clear();
    const { user } = renderApp('/ai');
    await fillForm(user, '王小明', '产品经理');
    await user.click(screen.getByRole('button', { name: '开始生成' }));
    const dialog = await screen.findByRole('dialog', { name: '微信扫码登录' });
    expect(within(dialog).getByText('打开微信扫一扫，在手机上确认即可登录')).toBeInTheDocument();
    expect(await countRequests('/api/cv/new')).toBe(0);
  });
});
