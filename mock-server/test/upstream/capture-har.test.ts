// Capture (MOCK_CAPTURE=1 in upstream mode) against the fake real service: every exchange stored scrubbed, so that
// no secret sent or answered (token header, cookie, admin key, phone, email, name, nickname, out_trade_no) is
// anywhere in the data folder, nor in the HAR export; the same secret maps to the same placeholder. HAR 1.2 both
// ways: the export validates against the HAR schema (har-schema, with Ajv), an import restores the captures, and a
// malformed or oversized import answers code 1 naming the problem and stores nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import type { Har } from 'har-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes, type CaptureEntry } from '@cv/contract';
import { buildApp } from '../../src/app.ts';
import { HAR_IMPORT_MAX_ENTRIES } from '../../src/observed/har.ts';
import { login } from '../helper.ts';
import { startFakeService, type FakeService } from './fake-service.ts';

const require = createRequire(import.meta.url);
let fake: FakeService;
let app: FastifyInstance;
let dataDir: string;
const ADMIN_KEY = 'admin-key-secret-7f3a9c2e51';
const COOKIE = 'sid-cookie-secret-4b8d0e6a';
const person = { name: '欧阳秘密', phone: '13912345678', email: 'ouyang.secret@example.org' };
const secrets: string[] = [ADMIN_KEY, COOKIE, person.name, person.phone, person.email];

function validHar(har: unknown): string[] {
  const schemas = require('har-schema') as Record<string, object>;
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
  for (const [name, schema] of Object.entries(schemas)) if (name !== 'har') ajv.addSchema(schema);
  const validate = ajv.compile(schemas.har as object);
  return validate(har) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** Every file under dir (the SQLite file, its WAL, keys, anything) searched byte-wise for each secret. */
function hitsIn(dir: string, needles: readonly string[]): string[] {
  const hits: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file);
    for (const needle of needles) if (bytes.includes(Buffer.from(needle))) hits.push(`${needle} in ${file}`);
  }
  return hits;
}

beforeAll(async () => {
  fake = await startFakeService();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-capture-'));
  app = await buildApp({
    config: {
      dataDir,
      upstream: fake.url,
      capture: true,
      mockAdminKey: ADMIN_KEY,
      aiLatencyMs: 0,
      publicUrl: 'http://127.0.0.1',
    },
  });
});
afterAll(async () => {
  await app.close();
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = async (method: 'GET' | 'POST', url: string, token: string, body?: object) => {
  const res = await app.inject({
    method,
    url,
    headers: { token, cookie: `sid=${COOKIE}`, 'x-mock-admin-key': ADMIN_KEY },
    ...(body ? { payload: body } : {}),
  });
  return res.json<{ code: number; data: Record<string, unknown> }>();
};

describe('capture', () => {
  it('stores every upstream exchange scrubbed: no secret reaches the data folder', async () => {
    const { token } = await login(fake.backing.app, '秘密昵称用户');
    secrets.push(token, '秘密昵称用户');
    const created = await call('POST', routes.cvNew.path, token, { template: 'classic-2f5496' });
    expect(created.code).toBe(0);
    const cid = created.data.cid as string;
    const personal = { cid, wish: '产品经理', exps: '3-5年', avatar: '', avatar_url: '', birthday: '', gender: 1 };
    expect((await call('POST', routes.personalSave.path, token, { ...personal, ...person })).code).toBe(0);
    expect((await call('GET', `${routes.personalGet.path}?cid=${cid}`, token)).data).toMatchObject(person);
    expect((await call('GET', routes.user.path, token)).code).toBe(0);
    const goods = await call('POST', routes.goodsList.path, token);
    const goodsId = (goods.data as unknown as { id: number }[])[0]?.id;
    const prepay = await call('POST', routes.prepay.path, token, { goods_id: goodsId });
    expect(prepay.code).toBe(0);
    secrets.push(prepay.data.out_trade_no as string);
    await call('POST', routes.templateList.path, token, { page: 1 });

    const listed = (await app.inject({ method: 'GET', url: '/__mock/captures?limit=1000' })).json<{
      data: { rows: number; captures: CaptureEntry[] };
    }>().data;
    expect(listed.rows).toBe(7);
    const saved = listed.captures.find((c) => c.url === routes.personalSave.path) as CaptureEntry;
    expect(saved.request.headers.token).toMatch(/^scrubbed-token-[0-9a-f]{12}$/);
    expect(saved.request.headers.cookie).toMatch(/^scrubbed-cookie-[0-9a-f]{12}$/);
    expect(saved.request.headers['x-mock-admin-key']).toBeUndefined(); // never forwarded
    const sentPhone = JSON.parse(saved.request.body ?? '{}').phone as string;
    expect(sentPhone).toMatch(/^scrubbed-phone-[0-9a-f]{12}$/);
    // Stable: the phone answered by personal/get has the same placeholder as the phone sent.
    const got = listed.captures.find((c) => c.url.startsWith(routes.personalGet.path)) as CaptureEntry;
    expect(JSON.parse(got.reply.body ?? '{}').data.phone).toBe(sentPhone);
    // The token header of every request maps to one placeholder.
    expect(new Set(listed.captures.map((c) => c.request.headers.token)).size).toBe(1);

    expect(hitsIn(dataDir, secrets)).toEqual([]);
  });

  it('exports the journal and the captures as valid HAR 1.2 without secrets, and imports it back', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/journal.har' });
    expect(res.statusCode).toBe(200);
    const har = res.json<Har>();
    expect(validHar(har)).toEqual([]);
    expect(har.log.entries.length).toBeGreaterThanOrEqual(7);
    const fromCaptures = har.log.entries.filter((e) => e.comment?.startsWith('capture'));
    expect(fromCaptures).toHaveLength(7);
    expect(fromCaptures.every((e) => e.response.content.text !== undefined)).toBe(true);
    for (const secret of secrets) expect(res.body.includes(secret), secret).toBe(false);

    // Import: the captures come back from the HAR (already scrubbed placeholders stay as they are).
    const captured = (source: string) => app.inject({ method: 'GET', url: `/__mock/journal.har?source=${source}` });
    const only = (await captured('captures')).json<Har>();
    expect(only.log.entries).toHaveLength(7);
    await app.inject({ method: 'DELETE', url: '/__mock/captures' });
    const imported = await app.inject({ method: 'POST', url: '/__mock/captures/har', payload: only });
    expect(imported.json()).toMatchObject({ code: 0, data: { imported: 7, rows: 7 } });
    const again = (await captured('captures')).json<Har>();
    expect(again.log.entries.map((e) => [e.request.method, e.request.url, e.response.status])).toEqual(
      only.log.entries.map((e) => [e.request.method, e.request.url, e.response.status]),
    );
    expect(again.log.entries.map((e) => e.response.content.text)).toEqual(
      only.log.entries.map((e) => e.response.content.text),
    );
  });

  it('refuses a malformed or oversized HAR with code 1 naming the problem, and stores nothing', async () => {
    const rows = async () =>
      (await app.inject({ method: 'GET', url: '/__mock/captures?limit=1' })).json<{ data: { rows: number } }>().data
        .rows;
    const before = await rows();
    const valid = (await app.inject({ method: 'GET', url: '/__mock/journal.har?source=captures' })).json<Har>();
    const entry = valid.log.entries[0] as Har['log']['entries'][number];
    const cases: [unknown, RegExp][] = [
      [{ log: { version: '1.2', creator: { name: 'x', version: '1' } } }, /HAR 格式不正确：log .*entries/],
      [{ log: { ...valid.log, entries: [{ ...entry, response: { status: 200 } }] } }, /log\.entries\.0\.response/],
      [
        { log: { ...valid.log, entries: [entry, { ...entry, request: { ...entry.request, url: '/x' } }] } },
        /entries\.1\.request\.url/,
      ],
      [{ log: { ...valid.log, entries: Array(HAR_IMPORT_MAX_ENTRIES + 1).fill(entry) } }, /HAR 过大：5001 条记录/],
      [{ nope: 1 }, /log/],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: 'POST', url: '/__mock/captures/har', payload: payload as object });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ code: number; msg: string }>();
      expect(body.code).toBe(1);
      expect(body.msg).toMatch(message);
      expect(await rows()).toBe(before);
    }
  });
});

describe('coverage', () => {
  it('serves coverage of the /api contract by the journal, the captures and the last contract run', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/coverage' });
    const { code, data } = res.json<{
      code: number;
      data: {
        journal: { operations: { covered: number; total: number } };
        captures: { operations: { covered: number }; codes: { covered: number }; properties: { covered: number } };
        contract: unknown;
        conformance_index: { covered: number; total: number; pct: number };
      };
    }>();
    expect(code).toBe(0);
    // The capture session above: cv/new, personal/save, personal/get, user, goods/list, prepay, template/list.
    expect(data.captures.operations.covered).toBe(7);
    expect(data.captures.codes.covered).toBe(7);
    expect(data.captures.properties.covered).toBeGreaterThan(20);
    expect(data.journal.operations.covered).toBeGreaterThanOrEqual(7);
    expect(data.journal.operations.total).toBeGreaterThanOrEqual(29);
    expect(data.contract).toBeNull();
    expect(data.conformance_index.covered).toBeLessThanOrEqual(data.conformance_index.total);
  });
});
