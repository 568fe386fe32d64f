/** A URL's path, without its query (the hooks that run on every request test paths, not URLs). */
export const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

/** Where the API documentation is served (plugins/docs.ts): under /api/, yet not an API call. */
export const DOCS_PREFIX = '/api/docs';

/** Whether a URL (or path) is a call of the API: under /api/, the documentation's pages aside. */
export const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);
