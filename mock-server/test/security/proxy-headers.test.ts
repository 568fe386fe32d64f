/**
 * Attack: reaching the control API through a proxy on the same host (a reverse proxy, Docker's port forwarder, a
 * tunnel) so the request arrives from loopback. Every header a proxy adds marks the request as proxied, which then
 * needs the admin key. Before the fix only X-Forwarded-For, Forwarded and X-Real-IP were recognised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MOCK_ADMIN_HEADER } from '@cv/contract';
import { buildTestApp, type TestApp } from '../helper.ts';

const PROXY_HEADERS: Record<string, string>[] = [
  { via: '1.1 nginx' },
  { 'x-forwarded-for': '203.0.113.7' },
  { 'x-forwarded-host': 'demo.example.com' },
  { 'x-forwarded-proto': 'https' },
  { 'x-forwarded-port': '443' },
  { forwarded: 'for=203.0.113.7' },
  { 'x-real-ip': '203.0.113.7' },
  { 'x-client-ip': '203.0.113.7' },
  { 'true-client-ip': '203.0.113.7' },
  { 'cf-connecting-ip': '203.0.113.7' },
];

describe('proxied requests from loopback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { mockAdminKey: 'proxy-key' } });
  });
  afterAll(() => t.close());

  for (const headers of PROXY_HEADERS) {
    const name = Object.keys(headers)[0]!;
    it(`treats ${name} as proxied: control refused without the key, faults ignored, both work with it`, async () => {
      const refused = await t.app.inject({ method: 'POST', url: '/__mock/login', payload: {}, headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: Code.UNAUTHORIZED, data: { reason: 'key-missing' } });

      const ignored = await t.app.inject({
        method: 'POST',
        url: '/api/template/list',
        payload: {},
        headers: { ...headers, 'x-mock-code': '2' },
      });
      expect(ignored.json().code).toBe(Code.OK);
      expect(ignored.headers['x-mock-ignored']).toBe('key-missing');

      const keyed = { ...headers, [MOCK_ADMIN_HEADER]: 'proxy-key' };
      expect(
        (await t.app.inject({ method: 'POST', url: '/__mock/login', payload: {}, headers: keyed })).json().code,
      ).toBe(0);
      const forced = await t.app.inject({
        method: 'POST',
        url: '/api/template/list?__code=2',
        payload: {},
        headers: keyed,
      });
      expect(forced.json().code).toBe(2);
      expect(forced.headers['x-mock-ignored']).toBeUndefined();
    });
  }

  it('says when the key is wrong rather than missing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/__mock/clock',
      headers: { via: '1.1 docker-proxy', [MOCK_ADMIN_HEADER]: 'nope' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: { reason: 'key-wrong' } });
    expect(res.json().msg).toContain('不正确');
  });
});
