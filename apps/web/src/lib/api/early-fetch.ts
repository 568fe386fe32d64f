// The fetch RTK Query uses (base-query.ts). index.html's loader (build/route-preload.ts) sends the first screen's
// API calls before the scripts have arrived and keeps each response in window.__cvEarly under "METHOD /path body";
// the first identical request (same method, path, body and token) within the page's first seconds gets that
// response instead of asking again. Anything else, or an early call that failed, goes to the network as usual.
import { TOKEN_HEADER } from '@cv/contract/constants';

interface EarlyCall {
  token: string | null;
  response: Promise<Response>;
}

/** Early responses are for the first screen only: later requests want fresh data. */
const EARLY_WINDOW_MS = 15_000;

export async function earlyOrFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = (globalThis as { __cvEarly?: Record<string, EarlyCall> }).__cvEarly;
  if (early && input instanceof Request && performance.now() < EARLY_WINDOW_MS && Object.keys(early).length > 0) {
    const url = new URL(input.url);
    if (url.origin === location.origin) {
      const body = input.method === 'GET' || input.method === 'HEAD' ? '' : await input.clone().text();
      const key = `${input.method} ${url.pathname}${url.search} ${body}`;
      const hit = early[key];
      if (hit && hit.token === input.headers.get(TOKEN_HEADER)) {
        delete early[key];
        try {
          return await hit.response;
        } catch {
          // the early call failed (offline for a moment): ask again below
        }
      }
    }
  }
  return fetch(input, init);
}
