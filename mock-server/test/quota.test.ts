// Quota (DESIGN 5): 3 free creations and 1 free download; VIP lifts both; download packs add downloads.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import type { PdfRenderer } from '../src/pdf/types.ts';
import { buildTestApp, filesIn, get, login, loginWithResume, post, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const pdfFiles = () => filesIn(path.join(t.dataDir, 'files'));
const user = async (token: string) =>
  (
    await get<{ resumes_left: number | null; downloads_left: number | null; vip_until: string | null }>(
      t.app,
      '/api/user',
      token,
    )
  ).body.data;

describe('a new user', () => {
  it('has 3 resume creations and 1 download, as fixtures/settings.json says', async () => {
    const { token } = await login(t.app);
    expect(await user(token)).toMatchObject({ resumes_left: 3, downloads_left: 1, vip_until: null });
  });

  it('creating a 4th resume answers 5 and creates no resume', async () => {
    const { token } = await login(t.app);
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, '/api/cv/new', { template: 'classic-2f5496' }, token)).body.code).toBe(0);
    const countBefore = (await post<number>(t.app, '/api/cv/counter')).body.data;
    const reply = await post(t.app, '/api/cv/new', { template: 'classic-2f5496' }, token);
    expect(reply.body).toMatchObject({ code: Code.QUOTA_EXHAUSTED, data: null });
    expect(reply.body.msg).toContain('会员');
    expect((await post<unknown[]>(t.app, '/api/cv/list', {}, token)).body.data).toHaveLength(3);
    expect((await post<number>(t.app, '/api/cv/counter')).body.data).toBe(countBefore);
  });

  it('download with no quota answers 5 and creates no file', async () => {
    const { token, cid } = await loginWithResume(t.app);
    const before = pdfFiles().length;
    expect((await post(t.app, '/api/cv/download', { cid }, token)).body.code).toBe(0);
    expect(pdfFiles()).toHaveLength(before + 1);
    t.clock.advance(5000);
    expect((await post(t.app, '/api/cv/download', { cid }, token)).body.code).toBe(Code.QUOTA_EXHAUSTED);
    expect(pdfFiles()).toHaveLength(before + 1);
    expect(await user(token)).toMatchObject({ downloads_left: 0 });
  });
});

describe('a VIP plan', () => {
  it('lifts both limits until vip_until, then the counts apply again', async () => {
    const { token, cid, userId } = await loginWithResume(t.app);
    const { out_trade_no } = (await post<{ out_trade_no: string }>(t.app, '/api/wxSrv/prepay', { goods_id: 1 }, token))
      .body.data;
    await post(t.app, `/__mock/pay/${out_trade_no}/success`);
    expect(await user(token)).toMatchObject({ resumes_left: null, downloads_left: null });
    for (let i = 0; i < 3; i++) {
      expect((await post(t.app, '/api/cv/download', { cid }, token)).body.code).toBe(0);
      t.clock.advance(5000);
    }
    for (let i = 0; i < 4; i++)
      expect((await post(t.app, '/api/cv/new', { template: 'band-2f5496' }, token)).body.code).toBe(0);
    t.clock.advance(31 * 24 * 3600 * 1000);
    // The session has expired by now (7 days): read the user directly. The free download was never used while VIP.
    const { users } = t.app.services;
    expect(users.toDto(users.findById(userId)!)).toMatchObject({
      resumes_left: 2,
      downloads_left: 1,
      vip_until: expect.any(String),
    });
  });
});

describe('a download pack', () => {
  it('adds its downloads to the count', async () => {
    const { token } = await login(t.app);
    const { out_trade_no } = (await post<{ out_trade_no: string }>(t.app, '/api/wxSrv/prepay', { goods_id: 4 }, token))
      .body.data;
    await post(t.app, `/__mock/pay/${out_trade_no}/success`);
    expect(await user(token)).toMatchObject({ downloads_left: 11 });
  });
});

describe('a download whose PDF fails to render', () => {
  it('answers 500 without internals and gives the download back', async () => {
    const failing: PdfRenderer = { render: () => Promise.reject(new Error('font table corrupt at /secret/path')) };
    const local = await buildTestApp({ pdfRenderer: failing });
    try {
      const { token, cid } = await loginWithResume(local.app);
      const reply = await post(local.app, '/api/cv/download', { cid }, token);
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ code: Code.INTERNAL, data: null, msg: expect.not.stringContaining('secret') });
      expect((await get<{ downloads_left: number }>(local.app, '/api/user', token)).body.data.downloads_left).toBe(1);
      expect(filesIn(path.join(local.dataDir, 'files'))).toEqual([]);
    } finally {
      await local.close();
    }
  });
});
