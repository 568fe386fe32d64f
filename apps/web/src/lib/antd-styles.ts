// antd's pre-generated styles (build/antd-styles-plugin.ts): index.html's loader adds the stylesheet first in
// <head> (antd's own place: the app's CSS comes later and wins ties) together with the entry script; this waits
// until it has loaded, because antd reads the file's style index once, at its first render. Without the file (dev
// server, tests) or if it fails or takes over 3 s, antd generates its styles at run time as it always did.
export function antdStylesLoaded(): Promise<void> {
  let link = document.querySelector<HTMLLinkElement>('link[data-antd-styles]');
  // Home loads no antd, so the loader left the file out there: added now, for the first page that uses antd.
  const href = (window as { __cvAntdCss?: string }).__cvAntdCss;
  if (!link && href) {
    link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute('data-antd-styles', '');
    document.head.insertBefore(link, document.head.firstChild);
  }
  if (!link || link.sheet) return Promise.resolve();
  return new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    setTimeout(resolve, 3000);
  });
}
