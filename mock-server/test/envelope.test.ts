// The wire conventions of DESIGN 3 and 11, through the real app with inject.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { buildTestApp, login, post, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('every answer is an envelope', () => {
  it('an unknown /api path answers HTTP 404 with code 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: Code.ROUTE_NOT_FOUND, data: null, msg: expect.stringContaining('/api/nope') });
  });

  it('an unknown /__mock path answers code 404 too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__mock/nope' });
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it('malformed JSON answers HTTP 400 with code 1', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cv/counter',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: Code.INVALID_PARAMS, data: null, msg: '参数错误：请求体不是合法的 JSON' });
  });

  it('prototype-pollution keys are refused with code 1 and nothing is polluted', async () => {
    for (const payload of ['{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tip/position',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1, msg: expect.stringContaining('__proto__') });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('the keys spelt with \\u escapes are refused alike, and a BOM is skipped', async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tip/position',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    for (const payload of [
      '{"__\\u0070roto__":{"polluted":1}}',
      '{"constructor":{"\\u0070rototype":{"polluted":1}}}',
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: Code.INVALID_PARAMS,
        data: null,
        msg: expect.stringContaining('__proto__'),
      });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A plain body and the same body behind a byte-order mark answer alike (the schema's code 1 for the empty title).
    const plain = await post('{"title":""}');
    const bom = await post('\uFEFF{"title":""}');
    expect(bom.json()).toEqual(plain.json());
  });

  it('a body over 1 MB answers HTTP 413 with code 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cv/counter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: Code.PAYLOAD_TOO_LARGE, data: null });
  });

  it('schema validation failures answer HTTP 200 with code 1 and a Chinese message naming the field', async () => {
    const missing = await post(t.app, '/__mock/clock/advance', {});
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({ code: 1, data: null, msg: '参数错误：缺少必填字段 ms' });
    const wrongType = await post(t.app, '/__mock/login', { nickname: 42 });
    expect(wrongType.body.msg).toBe('参数错误：字段 nickname 类型错误，应为字符串');
    const tooLong = await post(t.app, '/__mock/login', { nickname: 'x'.repeat(31) });
    expect(tooLong.body.msg).toBe('参数错误：字段 nickname 过长（最多 30 个字符）');
  });

  it('maxLength counts characters, not UTF-16 code units (lib/ajv-max-length.ts)', async () => {
    // 30 emoji are 60 code units and 30 characters: within nickname's 30; 31 are over, and so are 31 ASCII letters.
    const emoji = '😀'.repeat(30);
    const fits = await post(t.app, '/__mock/login', { nickname: emoji });
    expect(fits.body.code).toBe(0);
    const over = await post(t.app, '/__mock/login', { nickname: `${emoji}😀` });
    expect(over.body.msg).toBe('参数错误：字段 nickname 过长（最多 30 个字符）');
    const mixed = await post(t.app, '/__mock/login', { nickname: `${'一'.repeat(29)}😀x` });
    expect(mixed.body.msg).toBe('参数错误：字段 nickname 过长（最多 30 个字符）');
  });
});

describe('routes with an empty payload (DESIGN 11)', () => {
  it.each([
    ['no body and no content-type', {}],
    ['an empty JSON body', { headers: { 'content-type': 'application/json' }, payload: '' }],
    ['{}', { headers: { 'content-type': 'application/json' }, payload: '{}' }],
    ['text/plain {}', { headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: '{}' }],
  ])('accept %s', async (_name, extra) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cv/counter', ...extra });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: expect.any(Number) });
  });
});

describe('token auth', () => {
  it('no token answers code 401 with HTTP 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: Code.UNAUTHORIZED, data: null });
  });

  it('an unknown token answers 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { token: 'x'.repeat(43) } });
    expect(res.json().code).toBe(401);
  });

  it('a token works until it expires 7 days later on the mock clock', async () => {
    const { token } = await login(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { token } })).json().code).toBe(0);
    await post(t.app, '/__mock/clock/advance', { ms: 7 * 24 * 3600 * 1000 + 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { token } })).json().code).toBe(401);
  });

  it('tokens are stored hashed, never in clear', async () => {
    const { token } = await login(t.app);
    const rows = t.app.db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('serving', () => {
  it('/healthz answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { ok: true } });
  });

  it('/api/docs/json is an OpenAPI document and /api/docs a UI page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    // The UI's assets are served by the mock itself (offline).
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});
