import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { setupStore } from '@/app/store';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// antd's pre-generated styles are waited for by the routes that use antd (router.tsx), not here: home uses none.
// A transition: React renders the first screen in slices of a few ms instead of one long task, so a slow phone's
// main thread stays responsive while it renders (index.html's static shell is on screen meanwhile).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App store={setupStore()} router={createAppRouter()} />
    </StrictMode>,
  );
});
