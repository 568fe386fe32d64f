// Issue 2 acceptance: a route part that fails to load shows the spec's message and a reload screen.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ROUTE_LOAD_TIMEOUT_MS } from '@cv/contract/constants';
import { loadAntdRoot } from '@/components/antd-layer';
import { renderApp, resetServer } from './helpers';

vi.mock('@/app/routes/payment', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/payment-x1.js');
});
vi.mock('@/app/routes/ai', () => {
  window.dispatchEvent(
    Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Unable to preload CSS for /assets/ai-x2.css'),
    }),
  );
  throw new Error('Unable to preload CSS for /assets/ai-x2.css');
});
vi.mock('@/app/routes/my-resumes', () => new Promise(() => {}));
// antd's root (loaded with every route but home) arrives 0.5 s after a page chunk has failed, as on a slow network.
vi.mock('@/components/antd-root', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 500));
  return importOriginal();
});

beforeEach(resetServer);
afterEach(() => {
  vi.useRealTimers();
});

describe('route chunk failures', () => {
  test("a JS chunk that fails shows 'Loading chunk {id} failed' with cause and URL, and 重新加载", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = renderApp('/payment');
    const title = await screen.findByText('页面加载失败');
    // Once antd's root is there, the error screen is still the one on screen, not mounted anew (which failed 1 of 10
    // whole web runs here, and would move a keyboard user's focus off 重新加载).
    await act(() => loadAntdRoot());
    expect(title).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Loading chunk payment failed. (missing: http://localhost:3000/assets/payment-x1.js)',
    );
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
    // The header stays usable.
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  });

  test("a stylesheet that fails shows 'Loading CSS chunk {id} failed'", async () => {
    renderApp('/ai');
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Loading CSS chunk ai failed. (http://localhost:3000/assets/ai-x2.css)',
    );
  });

  test('a chunk that never arrives times out after 120 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/my-resumes');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ROUTE_LOAD_TIMEOUT_MS - 1000);
    });
    expect(screen.queryByText('页面加载失败')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk my-resumes failed. (timeout:');
  });
});
