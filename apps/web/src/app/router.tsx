// The route table of SPEC 2: one layout, eight lazy routes (/import: 导入简历's review, issue 41) loaded through the chunk loader (120 s timeout).
// Every route but home loads antd's context with it (components/antd-layer.tsx puts it round the pages); home draws
// no antd component, so the first screen of / needs none of antd's code (issue 37).
import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { loadAntdRoot } from '@/components/antd-layer';
import { PageLoading } from '@/components/page-loading';
import { RouteError } from '@/components/route-error';
import { antdStylesLoaded } from '@/lib/antd-styles';
import { loadChunk } from '@/lib/chunk-load';
import { registerNavigation } from '@/lib/navigation';
import { AppLayout } from './layout';

function lazyPage(chunkId: string, load: () => Promise<{ default: ComponentType }>, { antd = true } = {}) {
  return async () => {
    // All settled, not Promise.all: a page chunk that fails must not show its error screen while antd's root still
    // loads. AntdLayer wraps the outlet in that root when it arrives, which mounts the screen anew (chunk-failure.test
    // found the 页面加载失败 it had just found detached; a user would lose focus on 重新加载).
    const [page, ...rest] = await Promise.allSettled([
      loadChunk(chunkId, load),
      ...(antd ? [loadChunk('antd-root', loadAntdRoot), antdStylesLoaded()] : []),
    ]);
    if (page.status === 'rejected') throw page.reason;
    const failed = rest.find((part) => part.status === 'rejected');
    if (failed) throw failed.reason;
    return { Component: page.value.default };
  };
}

/** While the first route loads, index.html's static shell stays on screen (AppLayout removes it); no spinner over it. */
function FirstLoad() {
  return typeof document !== 'undefined' && document.getElementById('shell') ? null : <PageLoading />;
}

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    HydrateFallback: FirstLoad,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: lazyPage('home', () => import('./routes/home'), { antd: false }) },
          { path: 'resume-templates', lazy: lazyPage('resume-templates', () => import('./routes/resume-templates')) },
          { path: 'my-resumes', lazy: lazyPage('my-resumes', () => import('./routes/my-resumes')) },
          { path: 'import', lazy: lazyPage('import', () => import('./routes/import')) },
          { path: 'edit/:cid', lazy: lazyPage('edit', () => import('./routes/edit')) },
          { path: 'payment', lazy: lazyPage('payment', () => import('./routes/payment')) },
          { path: 'payment/:result', lazy: lazyPage('payment-result', () => import('./routes/payment-result')) },
          { path: 'ai', lazy: lazyPage('ai', () => import('./routes/ai')) },
          { path: '*', lazy: lazyPage('not-found', () => import('./routes/not-found'), { antd: false }) },
        ],
      },
    ],
  },
];

/** Browser history with base path / (SPEC 2); tests pass initial entries for a memory router. */
export function createAppRouter(initialEntries?: string[]) {
  const router = initialEntries
    ? createMemoryRouter(appRoutes, { initialEntries })
    : createBrowserRouter(appRoutes, { basename: '/' });
  registerNavigation({
    navigate: (to, options) => router.navigate(to, options),
    currentPath: () => router.state.location.pathname + router.state.location.search,
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
