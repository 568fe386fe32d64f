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
