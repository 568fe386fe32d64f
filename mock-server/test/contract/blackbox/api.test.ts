// Black-box tier: only /api, one given user (--token / --token-command), any server. It creates one resume (and
// the modules and QR ticket it needs), deletes the resume at the end, never moves a clock, never pays or uploads.
// The user's resume listing is the same before and after. Every reply is checked against the served document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUTTON_TEXT_CREATE, Code, routes, type RouteName } from '@cv/contract';
import {
  blackboxToken,
  call,
  expectCode,
  expectOk,
  moduleOf,
  personalOf,
  startTarget,
  type Target,
} from '../harness.ts';

let target: Target;
let token: string;
let listingBefore: unknown;
let cid: string | null = null;
/** Calls through the /api-only agent. */
const api = (name: RouteName, payload?: unknown, auth: string | null = token) =>
  call(target, name, payload, auth ?? undefined, 'api');

beforeAll(async () => {
  target = await startTarget();
  token = await blackboxToken(target);
  listingBefore = await listing();
});
afterAll(async () => {
  // Whatever happened, the resume this run created goes.
  if (cid) await api('cvDelete', { cid });
  await target.close();
});

/** Every page of the user's resume list. */
async function listing() {
  const all: unknown[] = [];
  for (let page = 1; page < 100; page++) {
    const items = expectOk('cvList', (await api('cvList', { page })).body);
    all.push(...items);
    if (items.length === 0) break;
  }
  return all;
}

describe('routes that need no login', () => {
  it('cv/counter, index/button and goods/list answer with no body at all', async () => {
    expect(expectOk('cvCounter', (await api('cvCounter', undefined, null)).body)).toBeGreaterThanOrEqual(0);
    expect(expectOk('indexButton', (await api('indexButton', undefined, null)).body)).toContain(BUTTON_TEXT_CREATE);
    expect(expectOk('goodsList', (await api('goodsList', undefined, null)).body).length).toBeGreaterThan(0);
  });
  it('template/list and template/style page through templates', async () => {
    for (const name of ['templateList', 'templateStyle'] as const) {
      const first = expectOk(name, (await api(name, { page: 1 }, null)).body);
      expect(first.cur_page).toBe(1);
      expect(first.templates.length).toBeGreaterThan(0);
    }
  });
  it('tip/position and tip/major answer lists', async () => {
    expect(Array.isArray(expectOk('tipPosition', (await api('tipPosition', { title: '前端' }, null)).body))).toBe(true);
    expect(Array.isArray(expectOk('tipMajor', (await api('tipMajor', { major: '计算机' }, null)).body))).toBe(true);
  });
  it('qrLogin issues a ticket that qrState reports pending (7 {state}); an unknown ticket answers 8', async () => {
    const { ticket } = expectOk('qrLogin', (await api('qrLogin', undefined, null)).body);
    const pending = (await api('qrState', { ticket }, null)).body;
    expectCode(pending, Code.QR_PENDING);
    expect(['waiting', 'scanned']).toContain(pending.data.state);
    expectCode((await api('qrState', { ticket: 'no-such-ticket-000' }, null)).body, Code.QR_INVALID);
  });
});

describe('every authenticated route without a token', () => {
  for (const name of (Object.keys(routes) as RouteName[]).filter((n) => routes[n].auth)) {
    it(`${routes[name].method} ${routes[name].path} answers 401`, async () => {
      // A payload every route accepts (each keeps its own fields), so the only thing missing is the token.
      const payload = {
        ...personalOf('no-such-resume-000'),
        ...moduleOf('no-such-resume-000'),
        template: 'classic-2f5496',
        id: 1,
        goods_id: 1,
        out_trade_no: 'NOSUCHORDER000',
        page: 1,
      };
      const body = routes[name].method === 'GET' ? { cid: payload.cid } : payload;
      expectCode((await api(name, body, null)).body, Code.UNAUTHORIZED);
    });
  }
});

describe('malformed JSON', () => {
  for (const name of (Object.keys(routes) as RouteName[]).filter((n) => routes[n].method === 'POST')) {
    it(`${routes[name].path} answers HTTP 400 code 1`, async () => {
      const res = await target.api().post(routes[name].path).set('content-type', 'application/json').send('{"cid":');
      expect(res.status).toBe(400);
      expectCode(res.body, Code.INVALID_PARAMS);
    });
  }
});

describe("the token's user, on one resume this run creates and deletes", () => {
  it('user answers the user', async () => {
    expect(expectOk('user', (await api('user')).body).id).toBeGreaterThan(0);
  });
  it('cv/new creates a resume (needs a user who may still create one)', async () => {
    const templates = expectOk('templateList', (await api('templateList', { page: 1 })).body).templates;
    const res = (await api('cvNew', { template: templates[0]?.id })).body;
    if (res.code === Code.QUOTA_EXHAUSTED) {
      throw new Error("the token's user may not create a resume (code 5): use a user with creations left or a VIP");
    }
    cid = expectOk('cvNew', res).cid;
    expect(cid).toBeTruthy();
  });
  it('cv/download of the still empty resume answers 6 and spends nothing', async () => {
    expectCode((await api('cvDownload', { cid })).body, Code.NOTHING_TO_DOWNLOAD);
  });
  it('personal/save then personal/get and cv/get read it back', async () => {
    const body = personalOf(cid as string);
    expectOk('personalSave', (await api('personalSave', body)).body);
    expect(expectOk('personalGet', (await api('personalGet', { cid })).body)).toEqual(body);
    expect(expectOk('cvGet', (await api('cvGet', { cid })).body).personal).toEqual(body);
  });
  it('module/save creates and updates, module/list lists, module/delete deletes', async () => {
    const { id } = expectOk('moduleSave', (await api('moduleSave', moduleOf(cid as string))).body);
    expectOk('moduleSave', (await api('moduleSave', moduleOf(cid as string, { id, alias: '实习经历' }))).body);
    const listed = expectOk('moduleList', (await api('moduleList', { cid })).body);
    expect(listed.find((m) => m.id === id)?.alias).toBe('实习经历');
    expectOk('moduleDelete', (await api('moduleDelete', { id })).body);
    expectCode((await api('moduleDelete', { id })).body, Code.NOT_FOUND);
  });
  it('cv/setTemplate switches the template; cv/preview renders a PDF', async () => {
    const templates = expectOk('templateList', (await api('templateList', { page: 1 })).body).templates;
    const other = templates[1] ?? templates[0];
    expectOk('cvSetTemplate', (await api('cvSetTemplate', { cid, template: other?.id })).body);
    const { pdf_base64 } = expectOk('cvPreview', (await api('cvPreview', { cid, template: other?.id })).body);
    expect(Buffer.from(pdf_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
  it('ai/genContent answers modules', async () => {
    expect(expectOk('aiGenContent', (await api('aiGenContent', { cid })).body).modules.length).toBeGreaterThan(0);
  });
  it('cv/list lists it', async () => {
    expect((await listing()).map((r) => (r as { cid: string }).cid)).toContain(cid);
  });
  it('unknown ids answer 3 (cv/get, queryPay) and an unknown template 1', async () => {
    expectCode((await api('cvGet', { cid: 'no-such-resume-000' })).body, Code.NOT_FOUND);
    expectCode((await api('queryPay', { out_trade_no: 'NOSUCHORDER000' })).body, Code.NOT_FOUND);
    expectCode((await api('cvSetTemplate', { cid, template: 'no-such-template' })).body, Code.INVALID_PARAMS);
  });
  it('user/orders answers a list', async () => {
    expect(Array.isArray(expectOk('userOrders', (await api('userOrders')).body))).toBe(true);
  });
  it('cv/delete deletes it; the listing is what it was before the run', async () => {
    expectOk('cvDelete', (await api('cvDelete', { cid })).body);
    expectCode((await api('cvGet', { cid })).body, Code.NOT_FOUND);
    cid = null;
    expect(await listing()).toEqual(listingBefore);
  });
});
