// The route table of SPEC 2: one layout, seven lazy routes loaded through the chunk loader (120 s timeout).
import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { NotFound } from '@/components/not-found';
import { PageLoading } from '@/components/page-loading';
import { RouteError } from '@/components/route-error';
import { loadChunk } from '@/lib/chunk-load';
import { registerNavigation } from '@/lib/navigation';
import { AppLayout } from './layout';

function lazyPage(chunkId: string, load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await loadChunk(chunkId, load);
    return { Component: module.default };
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
          { index: true, lazy: lazyPage('home', () => import('./routes/home')) },
          { path: 'resume-templates', lazy: lazyPage('resume-templates', () => import('./routes/resume-templates')) },
          { path: 'my-resumes', lazy: lazyPage('my-resumes', () => import('./routes/my-resumes')) },
          { path: 'edit/:cid', lazy: lazyPage('edit', () => import('./routes/edit')) },
          { path: 'payment', lazy: lazyPage('payment', () => import('./routes/payment')) },
          { path: 'payment/:result', lazy: lazyPage('payment-result', () => import('./routes/payment-result')) },
          { path: 'ai', lazy: lazyPage('ai', () => import('./routes/ai')) },
          { path: '*', Component: NotFound },
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
