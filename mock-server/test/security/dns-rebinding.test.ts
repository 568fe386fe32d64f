/**
 * Attack: DNS rebinding. A page on rebind.attacker.test, whose name then resolves to 127.0.0.1, calls the control
 * API through the developer's browser: the request comes from loopback, and its Origin equals its Host. Before the
 * fix that was trusted (a token from /__mock/login, the clock moved, the journal read). Now the Host must name this
 * machine before loopback is trusted; otherwise the admin key is needed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MOCK_ADMIN_HEADER } from '@cv/contract';
import { httpCall, listen, type Listening } from './net.ts';

describe('DNS rebinding against /__mock over a real loopback connection', () => {
  let s: Listening;
  beforeAll(async () => {
    s = await listen({ config: { mockAdminKey: 'demo-key' } });
  });
  afterAll(() => s.close());

  // Like a rebinding browser: the socket goes to 127.0.0.1, Host (and Origin) name the attacker's domain.
  const call = (path: string, headers: Record<string, string>, method = 'POST') =>
    httpCall(s.port, method, path, headers, method === 'POST' ? '{}' : undefined);

  for (const host of ['rebind.attacker.test', 'localhost.attacker.test', '127.0.0.1.nip.io', 'evil']) {
    it(`refuses Host ${host} with a matching Origin: no token, clock unchanged, journal unread`, async () => {
      const headers = { host: `${host}:${s.port}`, origin: `http://${host}:${s.port}` };
      const before = s.app.clock.now();
      const login = await call('/__mock/login', headers);
      expect(login.status).toBe(403);
      const env = JSON.parse(login.body) as { code: number; data: unknown };
      expect(env.code).toBe(Code.UNAUTHORIZED);
      expect(JSON.stringify(env)).not.toMatch(/token/);
      expect((await call('/__mock/clock/advance', headers)).status).toBe(403);
      expect(s.app.clock.now() - before).toBeLessThan(60_000);
      expect((await call('/__mock/journal', headers, 'GET')).status).toBe(403);
      // Per-request fault injection from the same page is ignored, and the reply says why.
      const faulted = await call('/api/template/list?__code=2', headers);
      expect(faulted.headers['x-mock-ignored']).toBe('key-missing');
      expect((JSON.parse(faulted.body) as { code: number }).code).toBe(Code.OK);
    });
  }

  it('still trusts this machine by its own names', async () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const res = await call('/__mock/clock', { host: `${host}:${s.port}` }, 'GET');
      expect(res.status, host).toBe(200);
    }
  });

  it('lets a rebinding-looking Host in with the admin key (the key is the credential, not the name)', async () => {
    const res = await call('/__mock/clock', { host: 'demo.example.test', [MOCK_ADMIN_HEADER]: 'demo-key' }, 'GET');
    expect(res.status).toBe(200);
  });

  it('trusts names added with the PUBLIC_URL host', async () => {
    const named = await listen({ config: { publicUrl: 'http://cv-demo.lan:3000' } });
    try {
      const res = await httpCall(named.port, 'GET', '/__mock/clock', { host: 'cv-demo.lan:3000' });
      expect(res.status).toBe(200);
      const other = await httpCall(named.port, 'GET', '/__mock/clock', { host: 'cv-demo.evil:3000' });
      expect(other.status).toBe(403);
    } finally {
      await named.close();
    }
  });
});
