// CORS for SPAs served from another origin (CORS_ORIGIN), and the control API refusing cross-site browser calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MOCK_ADMIN_HEADER } from '@cv/contract';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const SPA = 'http://localhost:5173';

describe('CORS with the default (any origin, reflected)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a preflight for an authenticated JSON POST with 204 and the asked headers', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/cv/get',
      headers: {
        origin: SPA,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,token',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['access-control-allow-origin']).toBe(SPA);
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(res.headers['access-control-allow-headers'])).toContain('token');
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('adds the origin to a real reply, exposes content-disposition, and keeps the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cv/counter', headers: { origin: SPA } });
    expect(res.headers['access-control-allow-origin']).toBe(SPA);
    expect(res.headers['access-control-expose-headers']).toBe('content-disposition, x-mock-ignored');
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('a request without Origin (curl, a test client, the same-origin SPA) gets no Access-Control-Expose-Headers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cv/counter' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-expose-headers']).toBeUndefined();
    expect(res.headers.vary).toContain('Origin');
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('error replies carry the CORS headers too, so the page can read the code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/info', headers: { origin: SPA } });
    expect(res.headers['access-control-allow-origin']).toBe(SPA);
    expect(res.json()).toMatchObject({ code: Code.ROUTE_NOT_FOUND });
  });
});

describe('CORS_ORIGIN', () => {
  it('a list lets only those origins in', async () => {
    const t = await buildTestApp({ config: { corsOrigin: [SPA] } });
    try {
      const allowed = await t.app.inject({ method: 'POST', url: '/api/cv/counter', headers: { origin: SPA } });
      expect(allowed.headers['access-control-allow-origin']).toBe(SPA);
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/cv/counter',
        headers: { origin: 'http://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['access-control-expose-headers']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('off answers no CORS headers and OPTIONS is an unknown route (404 envelope)', async () => {
    const t = await buildTestApp({ config: { corsOrigin: false } });
    try {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/cv/get',
        headers: { origin: SPA, 'access-control-request-method': 'POST' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: Code.ROUTE_NOT_FOUND });
    } finally {
      await t.close();
    }
  });

  it('is read from the environment and a bad value names the variable', () => {
    expect(loadConfig({}).corsOrigin).toBe(true);
    expect(loadConfig({ CORS_ORIGIN: '*' }).corsOrigin).toBe(true);
    expect(loadConfig({ CORS_ORIGIN: 'off' }).corsOrigin).toBe(false);
    expect(loadConfig({ CORS_ORIGIN: 'http://a.test:8080, https://b.test' }).corsOrigin).toEqual([
      'http://a.test:8080',
      'https://b.test',
    ]);
    expect(() => loadConfig({ CORS_ORIGIN: 'a.test' })).toThrow(/CORS_ORIGIN/);
    expect(() => loadConfig({ CORS_ORIGIN: 'http://a.test/path' })).toThrow(/CORS_ORIGIN/);
  });
});

describe('the control API and cross-site pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/__mock/login',
      headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers },
      payload: JSON.stringify({ nickname: 'cors' }),
    });
  const users = () => (t.app.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;

  it('refuses a loopback request whose Origin is another site, and changes nothing', async () => {
    const before = users();
    for (const origin of ['http://evil.example', 'null', 'http://localhost:5173']) {
      const res = await login({ origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json(), origin).toMatchObject({ code: Code.UNAUTHORIZED });
    }
    expect(users()).toBe(before);
    // Unknown control paths too, and per-request fault headers from such a page are ignored.
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/__mock/nope',
      headers: { origin: 'http://evil.example' },
    });
    expect(unknown.statusCode).toBe(403);
    const faulted = await t.app.inject({
      method: 'POST',
      url: '/api/cv/counter',
      headers: { origin: 'http://evil.example', 'x-mock-code': '6' },
    });
    expect(faulted.json().code).toBe(0);
  });

  it('lets the panel page of the same host in, and anyone with the admin key', async () => {
    expect((await login({ origin: 'http://localhost:3000' })).json().code).toBe(0);
    expect((await login({})).json().code).toBe(0);
    const keyed = await buildTestApp({ config: { mockAdminKey: 'k3y' } });
    try {
      const res = await keyed.app.inject({
        method: 'POST',
        url: '/__mock/login',
        headers: { 'content-type': 'application/json', origin: 'http://evil.example', [MOCK_ADMIN_HEADER]: 'k3y' },
        payload: JSON.stringify({ nickname: 'cors' }),
      });
      expect(res.json().code).toBe(0);
    } finally {
      await keyed.close();
    }
  });
});
