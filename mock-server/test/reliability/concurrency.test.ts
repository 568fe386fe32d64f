/**
 * Concurrency (issue 8, part 4): 200 saves in flight at once over real HTTP (app.listen on a free port).
 * Every save is acknowledged with code 0 (never BUSY, 500 or an SQLite error), and every acknowledged write is
 * in the database afterwards: different resumes keep every module and personal save, the same resume keeps
 * every distinct module, and concurrent creations never push a resume past the 8-module limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MODULE_LIMIT, routes } from '@cv/contract';
import { Harness } from './harness.ts';
import { personalBody, workModuleBody } from './request-bodies.ts';

let h: Harness;
let base = '';
let token = '';
beforeAll(async () => {
  h = await Harness.create();
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
  token = h.side('A').token;
});
afterAll(() => h.close());

interface Env {
  code: number;
  data: unknown;
  msg: string;
}

async function post(path: string, body: unknown): Promise<{ status: number; env: Env }> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, env: (await res.json()) as Env };
}

function expectNoBusy(results: { status: number; env: Env }[]) {
  for (const { status, env } of results) {
    expect(status).toBeLessThan(500);
    expect(env.code).not.toBe(Code.BUSY);
    expect(env.code).not.toBe(Code.INTERNAL);
    expect(env.msg).not.toMatch(/SQLITE|busy|locked/i);
  }
}

const entry = (desc: string) =>
  JSON.stringify([{ company: '并发科技', title: '工程师', start: '2020-01', end: '2021-01', desc }]);

async function newResume(): Promise<string> {
  const { env } = await post(routes.cvNew.path, { template: h.app.fixtures.templates[0]!.id });
  expect(env.code, env.msg).toBe(0);
  return (env.data as { cid: string }).cid;
}

async function modulesOf(cid: string) {
  const { env } = await post(routes.cvGet.path, { cid });
  expect(env.code).toBe(0);
  return env.data as { modules: { id: number; name: string; content: string }[]; personal: { name: string } };
}

describe('200 concurrent saves over HTTP', () => {
  it('to 40 different resumes: every personal and module save is acknowledged and present', async () => {
    const cids: string[] = [];
    for (let i = 0; i < 40; i++) cids.push(await newResume());
    const requests: Promise<{ status: number; env: Env }>[] = [];
    cids.forEach((cid, r) => {
      requests.push(post(routes.personalSave.path, personalBody(cid, `并发${r}`)));
      for (let m = 0; m < 4; m++) {
        const desc = `resume ${r} module ${m}`;
        requests.push(
          post(routes.moduleSave.path, {
            cid,
            name: `模块${m}`,
            alias: `模块${m}`,
            style: 'work',
            sort: 2 + m,
            custom: 0,
            content: entry(desc),
          }),
        );
      }
    });
    expect(requests).toHaveLength(200);
    const results = await Promise.all(requests);
    expectNoBusy(results);
    for (const { env } of results) expect(env.code, env.msg).toBe(0);
    for (const [r, cid] of cids.entries()) {
      const resume = await modulesOf(cid);
      expect(resume.personal.name).toBe(`并发${r}`);
      const descs = resume.modules.map((m) => m.content).join('\n');
      for (let m = 0; m < 4; m++) expect(descs).toContain(`resume ${r} module ${m}`);
      expect(resume.modules).toHaveLength(5);
    }
  });

  it('to one resume: 7 creations and 193 updates of its modules and personal info all land', async () => {
    const cid = await newResume();
    const edu = (await modulesOf(cid)).modules[0]!;
    const requests: Promise<{ status: number; env: Env }>[] = [];
    const sentNames = new Set<string>();
    const sentEdu = new Set<string>();
    for (let i = 0; i < 200; i++) {
      if (i % 28 === 0 && requests.length < 200 && i / 28 < 7) {
        requests.push(
          post(routes.moduleSave.path, {
            cid,
            name: `新模块${i}`,
            alias: `新模块${i}`,
            style: 'work',
            sort: 3,
            custom: 0,
            content: entry(`created ${i}`),
          }),
        );
      } else if (i % 2 === 0) {
        const name = `姓名${i}`;
        sentNames.add(name);
        requests.push(post(routes.personalSave.path, personalBody(cid, name)));
      } else {
        const content = JSON.stringify([
          { school: `大学${i}`, major: '计算机', degree: '本科', start: '2015-09', end: '2019-06', desc: '' },
        ]);
        sentEdu.add(content);
        requests.push(
          post(routes.moduleSave.path, {
            id: edu.id,
            cid,
            name: edu.name,
            alias: edu.name,
            style: 'edu',
            sort: 1,
            custom: 0,
            content,
          }),
        );
      }
    }
    expect(requests).toHaveLength(200);
    const results = await Promise.all(requests);
    expectNoBusy(results);
    for (const { env } of results) expect(env.code, env.msg).toBe(0);
    const resume = await modulesOf(cid);
    expect(resume.modules).toHaveLength(8);
    const contents = resume.modules.map((m) => m.content).join('\n');
    for (let k = 0; k < 7; k++) expect(contents).toContain(`created ${k * 28}`);
    expect(sentNames.has(resume.personal.name)).toBe(true);
    expect(sentEdu.has(resume.modules.find((m) => m.id === edu.id)!.content)).toBe(true);
  });

  it('to one resume: 200 simultaneous module creations stop at the limit exactly (7 ok, 193 code 4)', async () => {
    const cid = await newResume();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(routes.moduleSave.path, {
          cid,
          name: `m${i}`,
          alias: `m${i}`,
          style: 'work',
          sort: 2,
          custom: 0,
          content: entry(`race ${i}`),
        }),
      ),
    );
    expectNoBusy(results);
    const ok = results.filter((r) => r.env.code === 0);
    expect(ok).toHaveLength(MODULE_LIMIT - 1);
    expect(results.filter((r) => r.env.code === Code.MODULE_LIMIT)).toHaveLength(200 - (MODULE_LIMIT - 1));
    const resume = await modulesOf(cid);
    expect(resume.modules).toHaveLength(MODULE_LIMIT);
    for (const { env } of ok) expect(resume.modules.map((m) => m.id)).toContain((env.data as { id: number }).id);
  });

  it('the same module updated 200 times at once ends with one of the sent values, every reply acknowledged', async () => {
    const cid = await newResume();
    const { env: created } = await post(routes.moduleSave.path, { ...workModuleBody(cid), content: entry('v0') });
    const id = (created.data as { id: number }).id;
    const sent = Array.from({ length: 200 }, (_, i) => entry(`v${i + 1}`));
    const results = await Promise.all(
      sent.map((content) => post(routes.moduleSave.path, { ...workModuleBody(cid), id, content })),
    );
    expectNoBusy(results);
    for (const { env } of results) expect(env.code).toBe(0);
    const stored = (await modulesOf(cid)).modules.find((m) => m.id === id)!;
    expect(sent).toContain(stored.content);
  });
});

describe('quota and payment races over HTTP', () => {
  it('30 simultaneous cv/new with 3 creations left: exactly 3 succeed, the rest answer 5', async () => {
    const login = (await (
      await fetch(`${base}/__mock/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"nickname":"race-new"}',
      })
    ).json()) as Env;
    const { token: t, user } = login.data as { token: string; user: { id: number } };
    await fetch(`${base}/__mock/users/${user.id}/quota`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resumes_left: 3, downloads_left: 1, vip_until: null }),
    });
    const send = (path: string, body: unknown) =>
      fetch(base + path, {
        method: 'POST',
        headers: { token: t, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, env: (await r.json()) as Env }));
    const created = await Promise.all(
      Array.from({ length: 30 }, () => send(routes.cvNew.path, { template: h.app.fixtures.templates[0]!.id })),
    );
    expectNoBusy(created);
    expect(created.filter((r) => r.env.code === 0)).toHaveLength(3);
    expect(created.filter((r) => r.env.code === Code.QUOTA_EXHAUSTED)).toHaveLength(27);
    expect(h.app.services.resumes.countOfUser(user.id)).toBe(3);
    expect(h.app.services.users.findById(user.id)!.resumes_left).toBe(0);

    // 1 download left, 3 resumes with content downloaded at once: one link, two code 5, quota 0.
    const cids = created.filter((r) => r.env.code === 0).map((r) => (r.env.data as { cid: string }).cid);
    for (const cid of cids)
      expect((await send(routes.personalSave.path, personalBody(cid, '抢下载'))).env.code).toBe(0);
    const downloads = await Promise.all(cids.map((cid) => send(routes.cvDownload.path, { cid })));
    expectNoBusy(downloads);
    expect(downloads.filter((r) => r.env.code === 0)).toHaveLength(1);
    expect(downloads.filter((r) => r.env.code === Code.QUOTA_EXHAUSTED)).toHaveLength(2);
    expect(h.app.services.users.findById(user.id)!.downloads_left).toBe(0);

    // The same resume downloaded 10 times at once (VIP, no quota limit): one file, the others 10 or 11.
    await fetch(`${base}/__mock/users/${user.id}/quota`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vip_until: new Date(Date.now() + 86_400_000).toISOString() }),
    });
    h.app.clock.advance(10_000);
    const same = await Promise.all(Array.from({ length: 10 }, () => send(routes.cvDownload.path, { cid: cids[1] })));
    expectNoBusy(same);
    expect(same.filter((r) => r.env.code === 0)).toHaveLength(1);
    for (const r of same.filter((x) => x.env.code !== 0))
      expect([Code.DOWNLOAD_GENERATING, Code.DOWNLOAD_TOO_FREQUENT]).toContain(r.env.code);
    h.app.clock.reset();
  });

  it('an order confirmed 50 times at once (control API and mobile page) grants its goods exactly once', async () => {
    const login = (await (
      await fetch(`${base}/__mock/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"nickname":"race-pay"}',
      })
    ).json()) as Env;
    const { token: t, user } = login.data as { token: string; user: { id: number } };
    const pack = h.app.fixtures.goods.find((g) => g.downloads && !g.vip_days) ?? h.app.fixtures.goods[0]!;
    const before = h.app.services.users.findById(user.id)!;
    const prepay = (await (
      await fetch(base + routes.prepay.path, {
        method: 'POST',
        headers: { token: t, 'content-type': 'application/json' },
        body: JSON.stringify({ goods_id: pack.id }),
      })
    ).json()) as Env;
    const no = (prepay.data as { out_trade_no: string }).out_trade_no;
    const confirms = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${base}${i % 2 ? `/__mock/pay/${no}/success` : `/mock/pay/${no}/confirm`}`, { method: 'POST' }).then(
          async (r) => ({
            status: r.status,
            env: (await r.json()) as Env,
          }),
        ),
      ),
    );
    expectNoBusy(confirms);
    for (const r of confirms) expect(r.env.code).toBe(0);
    const after = h.app.services.users.findById(user.id)!;
    if (pack.downloads) expect(after.downloads_left - before.downloads_left).toBe(pack.downloads);
    if (pack.vip_days) expect(after.vip_until).not.toBeNull();
    const query = (await (
      await fetch(base + routes.queryPay.path, {
        method: 'POST',
        headers: { token: t, 'content-type': 'application/json' },
        body: JSON.stringify({ out_trade_no: no }),
      })
    ).json()) as Env;
    expect((query.data as { trade_state: string }).trade_state).toBe('SUCCESS');
  });
});
