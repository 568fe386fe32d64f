/**
 * Isolation (issue 8, part 2): for every route taking a cid, a module id, an order number or a login ticket,
 * a second user gets code 3 (8 for tickets) and not one row of any table changes. Every route answers a foreign id
 * exactly like an id that does not exist (same code and message), except cv/download: issue 3 asks for 6 on a
 * missing resume and issue 8 for 3 on a foreign one. That reveals only whether a cid the caller already holds
 * exists, which is harmless because cids are 128-bit random. User A's resume reads the same before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, routes, type RouteName } from '@cv/contract';
import { expectEnvelope } from './envelope.ts';
import { Ref } from './fuzz-case.ts';
import { Harness } from './harness.ts';
import { personalBody, workModuleBody } from './request-bodies.ts';
import { dumpDatabase } from './state-dump.ts';

let h: Harness;
beforeAll(async () => {
  h = await Harness.create();
});
afterAll(() => h.close());

interface Ids {
  cid: string;
  moduleId: number;
  order: string;
  upload: string;
}

async function call(name: RouteName, body: Record<string, unknown>, token: string) {
  const def = routes[name];
  const res =
    def.method === 'GET'
      ? await h.app.inject({
          method: 'GET',
          url: `${def.path}?${new URLSearchParams(body as Record<string, string>).toString()}`,
          headers: { token },
        })
      : await h.app.inject({
          method: def.method,
          url: def.path,
          headers: { token, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
  return expectEnvelope(res, name);
}

const MISSING: Ids = {
  cid: 'AAAAAAAAAAAAAAAAAAAAAAAA',
  moduleId: 987654321,
  order: 'CV20260101000000ZZZZZZZZZZZZ',
  upload: '',
};

/** Each attack: the route, the body B sends using A's ids (and B's own where a route needs one), the code. */
const ATTACKS: {
  title: string;
  route: RouteName;
  body: (a: Ids, b: Ids) => Record<string, unknown>;
  code: number;
  /** Code for an id that does not exist, when it differs from the foreign-id code. */
  missingCode?: number;
}[] = [
  { title: 'reads A’s resume', route: 'cvGet', body: (a) => ({ cid: a.cid }), code: Code.NOT_FOUND },
  { title: 'deletes A’s resume', route: 'cvDelete', body: (a) => ({ cid: a.cid }), code: Code.NOT_FOUND },
  {
    title: 'switches A’s template',
    route: 'cvSetTemplate',
    body: (a) => ({ cid: a.cid, template: h.resolve(new Ref('template')) }),
    code: Code.NOT_FOUND,
  },
  {
    title: 'previews A’s resume',
    route: 'cvPreview',
    body: (a) => ({ cid: a.cid, template: h.resolve(new Ref('template')) }),
    code: Code.NOT_FOUND,
  },
  {
    title: 'downloads A’s resume',
    route: 'cvDownload',
    body: (a) => ({ cid: a.cid }),
    code: Code.NOT_FOUND,
    missingCode: Code.NOTHING_TO_DOWNLOAD,
  },
  {
    title: 'overwrites A’s personal info',
    route: 'personalSave',
    body: (a) => personalBody(a.cid, '黑客'),
    code: Code.NOT_FOUND,
  },
  { title: 'reads A’s personal info', route: 'personalGet', body: (a) => ({ cid: a.cid }), code: Code.NOT_FOUND },
  {
    title: 'adds a module to A’s resume',
    route: 'moduleSave',
    body: (a) => workModuleBody(a.cid, '注入'),
    code: Code.NOT_FOUND,
  },
  {
    title: 'rewrites A’s module through A’s cid',
    route: 'moduleSave',
    body: (a) => ({ ...workModuleBody(a.cid, '注入'), id: a.moduleId }),
    code: Code.NOT_FOUND,
  },
  {
    title: 'rewrites A’s module through B’s own cid',
    route: 'moduleSave',
    body: (a, b) => ({ ...workModuleBody(b.cid, '注入'), id: a.moduleId }),
    code: Code.NOT_FOUND,
  },
  { title: 'deletes A’s module', route: 'moduleDelete', body: (a) => ({ id: a.moduleId }), code: Code.NOT_FOUND },
  { title: 'lists A’s modules', route: 'moduleList', body: (a) => ({ cid: a.cid }), code: Code.NOT_FOUND },
  { title: 'runs AI on A’s resume', route: 'aiGenContent', body: (a) => ({ cid: a.cid }), code: Code.NOT_FOUND },
  { title: 'queries A’s order', route: 'queryPay', body: (a) => ({ out_trade_no: a.order }), code: Code.NOT_FOUND },
];

function idsOf(key: 'A' | 'B'): Ids {
  const s = h.side(key);
  return { cid: s.cid, moduleId: s.moduleId, order: s.order, upload: s.upload };
}

async function readA() {
  const a = h.side('A');
  const resume = await call('cvGet', { cid: a.cid }, a.token);
  const order = await call('queryPay', { out_trade_no: a.order }, a.token);
  return { resume, order };
}

describe('a second user cannot touch the first user’s data', () => {
  for (const attack of ATTACKS) {
    it(`B ${attack.title}: code ${attack.code}, nothing changes`, async () => {
      await h.ensure();
      const a = idsOf('A');
      const b = idsOf('B');
      const tokenB = h.side('B').token;
      const seenByA = await readA();
      const before = dumpDatabase(h.db);
      const files = h.files();

      const asB = await call(attack.route, attack.body(a, b), tokenB);
      expect(asB.code, asB.msg).toBe(attack.code);
      expect(asB.data).toBeNull();
      expect(JSON.stringify(asB)).not.toContain(a.cid);

      const missing = await call(attack.route, attack.body({ ...MISSING }, b), tokenB);
      if (attack.missingCode === undefined) {
        expect({ code: missing.code, msg: missing.msg }).toEqual({ code: asB.code, msg: asB.msg });
      } else {
        expect(missing.code).toBe(attack.missingCode);
      }

      expect(dumpDatabase(h.db)).toBe(before);
      expect(h.files()).toEqual(files);
      expect(await readA()).toEqual(seenByA);
    });
  }

  it('B cannot use A’s uploaded avatar in B’s own resume (code 1), nothing changes', async () => {
    await h.ensure();
    const a = idsOf('A');
    const b = idsOf('B');
    const before = dumpDatabase(h.db);
    const env = await call('personalSave', { ...personalBody(b.cid, '乙'), avatar: a.upload }, h.side('B').token);
    expect(env.code).toBe(Code.INVALID_PARAMS);
    expect(dumpDatabase(h.db)).toBe(before);
  });

  it('B’s lists show none of A’s resumes or orders', async () => {
    await h.ensure();
    const a = idsOf('A');
    const tokenB = h.side('B').token;
    const list = await call('cvList', {}, tokenB);
    expect(list.code).toBe(0);
    expect(JSON.stringify(list.data)).not.toContain(a.cid);
    const orders = await call('userOrders', {}, tokenB);
    expect(orders.code).toBe(0);
    expect(JSON.stringify(orders.data)).not.toContain(a.order);
  });

  it('a login ticket answers 8 to everyone once consumed, and a guessed ticket answers 8', async () => {
    const login = await h.setup<{ ticket: string }>('POST', routes.qrLogin.path);
    expect(Buffer.from(login.ticket, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    await h.setup('POST', `/__mock/qr/${login.ticket}/confirm`, { nickname: 'fuzz-A' });
    const first = await call('qrState', { ticket: login.ticket }, '');
    expect(first.code).toBe(0);
    const before = dumpDatabase(h.db);
    for (const token of [h.side('B').token, '', h.side('A').token]) {
      const again = await call('qrState', { ticket: login.ticket }, token);
      expect(again.code).toBe(Code.QR_INVALID);
      expect(again.data).toBeNull();
    }
    const guessed = await call('qrState', { ticket: login.ticket.slice(0, -2) + 'xx' }, h.side('B').token);
    expect(guessed.code).toBe(Code.QR_INVALID);
    expect(dumpDatabase(h.db)).toBe(before);
  });

  it('after A deletes a resume, A’s own ids answer 3 to A as well (the rule is ownership, not existence)', async () => {
    await h.ensure();
    const a = h.side('A');
    const { cid } = await h.setup<{ cid: string }>(
      'POST',
      routes.cvNew.path,
      { template: h.resolve(new Ref('template')) },
      a.token,
    );
    await h.setup('POST', routes.cvDelete.path, { cid }, a.token);
    expect((await call('cvGet', { cid }, a.token)).code).toBe(Code.NOT_FOUND);
    expect((await call('cvGet', { cid }, h.side('B').token)).code).toBe(Code.NOT_FOUND);
  });
});
