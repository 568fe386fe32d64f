/** A URL's path, without its query (the hooks that run on every request test paths, not URLs). */
export const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};
