// Where antd's context (AntdRoot) sits for the pages: around the layout's <Outlet>, from the moment a page that
// uses antd is first loaded (the router loads antd-root.tsx with every route but home, app/router.tsx). Until then
// (home) the pages render without it and no antd is loaded. Once there it stays, so a message or a dialog a page
// opens outlives a navigation to the next page, as with one root. The switch happens when the first such page
// replaces home, so nothing on screen is remounted by it.
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

type Root = ComponentType<{ children: ReactNode }>;
let loaded: Root | null = null;
const listeners = new Set<() => void>();

/** Loads antd's context (once) and makes the layer use it; answers when it is ready. */
export async function loadAntdRoot(): Promise<void> {
  if (loaded) return;
  const { AntdRoot } = await import('./antd-root');
  loaded = AntdRoot;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function AntdLayer({ children }: { children: ReactNode }) {
  const Root = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  return Root ? <Root>{children}</Root> : children;
}
