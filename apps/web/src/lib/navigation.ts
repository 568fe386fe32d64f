// Lets code outside React (the base query) navigate with the app's router and read where the user is.
export interface NavigationTarget {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  currentPath: () => string;
}

let target: NavigationTarget = {
  navigate: (to) => window.location.assign(to),
  currentPath: () => window.location.pathname + window.location.search,
};

export function registerNavigation(next: NavigationTarget): void {
  target = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void target.navigate(to, options);
}

export function currentPath(): string {
  return target.currentPath();
}

/**
 * What a page that made a resume passes in the location's state when it opens it in the editor (导入 JSON, 复制): the
 * first version the editor keeps in 历史版本 once the resume is loaded, so its content as made is there (named for a
 * copy made for a job: 投递字节跳动).
 */
export interface OpenedWithSnapshot {
  snapshot: { cause: 'import' | 'copy'; name?: string };
}
