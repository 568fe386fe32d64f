// index.html's early calls (build/route-preload.ts) are answered to RTK Query only when byte-identical to what its
// endpoints send (early-fetch.ts): each early call, answered by the real server, must be taken by the first request
// of its endpoint instead of a second trip to the network.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setupStore } from '@/app/store';
import { myResumesApi } from '@/features/my-resumes/api/my-resumes-api';
import { templateApi } from '@/lib/api/template-api';
import { userApi } from '@/lib/api/user-api';
import { setServerOrigin } from '@/lib/server-url';
import { cardPreviewRequest, earlyCall } from '@/lib/api/first-screen-requests';
import { cardPreviewBody, EARLY_CALLS } from '../build/route-preload';
import { API, loginAs, resetServer } from './helpers';

interface EarlyCall {
  token: string | null;
  response: Promise<Response>;
}
const scope = globalThis as { __cvEarly?: Record<string, EarlyCall> };

/** What the loader does for one call: fetch it now and keep the response under "METHOD /path body". */
function sendEarly(call: (typeof EARLY_CALLS)[keyof typeof EARLY_CALLS], token: string): string {
  const key = `${call.method} ${call.path} ${call.body}`;
  const headers: Record<string, string> = { token };
  if (call.body) headers['content-type'] = 'application/json';
  const response = fetch(API + call.path, { method: call.method, headers, body: call.body || undefined });
  scope.__cvEarly = { ...scope.__cvEarly, [key]: { token, response } };
  return key;
}

beforeEach(async () => {
  await resetServer();
  // The page's first seconds (early-fetch.ts takes early responses only then).
  vi.spyOn(performance, 'now').mockReturnValue(0);
  // RTK Query asks this page's origin, as in the browser; only an early response can answer it here.
  setServerOrigin(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  delete scope.__cvEarly;
});

describe('the early first-screen calls are the requests RTK Query sends', () => {
  test('GET /api/user', async () => {
    const { token } = await loginAs();
    const key = sendEarly(EARLY_CALLS.user, token);
    const result = await setupStore().dispatch(userApi.endpoints.getUser.initiate());
    expect(scope.__cvEarly).not.toHaveProperty([key]);
    expect(result.data?.nickname).toBe('测试用户');
  });

  test('POST /api/template/list, page 1', async () => {
    const { token } = await loginAs();
    const key = sendEarly(EARLY_CALLS.templates, token);
    const result = await setupStore().dispatch(
      templateApi.endpoints.templatePages.initiate({ kind: 'template', tags: [] }),
    );
    expect(scope.__cvEarly).not.toHaveProperty([key]);
    expect(result.data?.pages[0]?.cur_page).toBe(1);
  });

  test('POST /api/cv/list, page 1', async () => {
    const { token } = await loginAs();
    const key = sendEarly(EARLY_CALLS.resumes, token);
    const result = await setupStore().dispatch(myResumesApi.endpoints.resumeList.initiate());
    expect(scope.__cvEarly).not.toHaveProperty([key]);
    expect(result.data?.pages[0]).toEqual([]);
  });
});

test("the loader's first-card cv/preview body is the card hook's request, byte for byte", () => {
  // build/route-preload.ts writes it as an expression over the list item x; any cid or template must come out the same.
  const body = new Function('x', `return ${cardPreviewBody('x.cid', 'x.template')}`) as (x: object) => string;
  for (const [cid, template] of [
    ['PI8rAu5W-eTB7RPRnYGcRQ', 'classic-blue'],
    ['a"b\\c', '模板 1'],
  ] as const) {
    expect(body({ cid, template })).toBe(earlyCall(cardPreviewRequest(cid, template)).body);
  }
});
