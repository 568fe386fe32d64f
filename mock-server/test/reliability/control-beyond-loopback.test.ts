/**
 * The control API guard (issue 8, part 3): /__mock from a non-loopback client is refused without MOCK_ADMIN_KEY (in
 * process via inject's remoteAddress, and over real TCP from this machine's LAN address when it has one), a loopback
 * peer forwarding for someone else is refused too, and per-request fault headers from such clients are ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MOCK_ADMIN_HEADER, routes } from '@cv/contract';
import { lanAddress } from '../../src/config.ts';
import { expectEnvelope } from './envelope.ts';
import { Harness } from './harness.ts';
import { dumpDatabase } from './state-dump.ts';

describe('control API beyond loopback', () => {
  const KEY = 'k3y-for-tests-0123456789';
  let h: Harness;
  beforeAll(async () => {
    h = await Harness.create({ config: { host: '0.0.0.0', mockAdminKey: KEY } });
  });
  afterAll(() => h.close());

  const control = (remoteAddress: string, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: 'POST',
      url: '/__mock/clock/advance',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ ms: 1000 }),
    });

  it('refuses a LAN client without the key, with a wrong key or a spoofed forwarding header, and changes nothing', async () => {
    const before = dumpDatabase(h.db);
    const clock = h.app.clock.now();
    for (const headers of <Record<string, string>[]>[
      {},
      { [MOCK_ADMIN_HEADER]: '' },
      { [MOCK_ADMIN_HEADER]: 'wrong' },
      { [MOCK_ADMIN_HEADER]: `${KEY}x` },
      { [MOCK_ADMIN_HEADER]: KEY.slice(0, -1) },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
    ]) {
      const res = await control('192.168.1.50', headers);
      expect(res.statusCode).toBe(403);
      expect(expectEnvelope(res, 'control').code).toBe(Code.UNAUTHORIZED);
    }
    const reset = await h.app.inject({ method: 'POST', url: '/__mock/reset', remoteAddress: '10.0.0.9' });
    expect(reset.statusCode).toBe(403);
    // The panel's page itself holds no data: it is served so it can ask for the key its calls need.
    const panel = await h.app.inject({ method: 'GET', url: '/__mock', remoteAddress: '10.0.0.9' });
    expect(panel.statusCode).toBe(200);
    expect(panel.body).toContain('<html');
    const state = await h.app.inject({ method: 'GET', url: '/__mock/state', remoteAddress: '10.0.0.9' });
    expect(state.statusCode).toBe(403);
    expect(h.app.clock.now() - clock).toBeLessThan(900);
    expect(dumpDatabase(h.db)).toBe(before);
  });

  it('accepts the right key from the LAN, and loopback clients without one', async () => {
    expect(expectEnvelope(await control('192.168.1.50', { [MOCK_ADMIN_HEADER]: KEY }), 'key').code).toBe(0);
    expect(expectEnvelope(await control('127.0.0.1'), 'v4 loopback').code).toBe(0);
    expect(expectEnvelope(await control('::1'), 'v6 loopback').code).toBe(0);
    expect(expectEnvelope(await control('::ffff:127.0.0.1'), 'mapped loopback').code).toBe(0);
    h.app.clock.reset();
  });

  it('refuses a loopback peer that forwards a request for someone else (reverse proxy on the same host)', async () => {
    const clock = h.app.clock.now();
    for (const headers of <Record<string, string>[]>[
      { 'x-forwarded-for': '192.168.1.50' },
      { forwarded: 'for=192.168.1.50' },
      { 'x-real-ip': '192.168.1.50' },
    ]) {
      const res = await control('127.0.0.1', headers);
      expect(res.statusCode).toBe(403);
      expect(expectEnvelope(res, 'proxied').code).toBe(Code.UNAUTHORIZED);
    }
    expect(h.app.clock.now() - clock).toBeLessThan(900);
    expect(
      expectEnvelope(
        await control('127.0.0.1', { 'x-forwarded-for': '192.168.1.50', [MOCK_ADMIN_HEADER]: KEY }),
        'proxied with key',
      ).code,
    ).toBe(0);
    h.app.clock.reset();
  });

  it('ignores per-request fault headers and __code from a LAN client without the key', async () => {
    for (const req of [
      { url: routes.cvCounter.path, headers: { 'x-mock-code': '2' } },
      { url: `${routes.cvCounter.path}?__code=2`, headers: {} },
    ]) {
      const res = await h.app.inject({ method: 'POST', remoteAddress: '10.0.0.9', ...req });
      expect(expectEnvelope(res, 'fault').code).toBe(0);
    }
    const keyed = await h.app.inject({
      method: 'POST',
      url: routes.cvCounter.path,
      remoteAddress: '10.0.0.9',
      headers: { 'x-mock-code': '2', [MOCK_ADMIN_HEADER]: KEY },
    });
    expect(expectEnvelope(keyed, 'fault with key').code).toBe(2);
  });

  it('with no MOCK_ADMIN_KEY configured, refuses every non-loopback client', async () => {
    const open = await Harness.create({ config: { host: '0.0.0.0', mockAdminKey: '' } });
    try {
      for (const headers of [{}, { [MOCK_ADMIN_HEADER]: '' }, { [MOCK_ADMIN_HEADER]: 'anything' }]) {
        const res = await open.app.inject({
          method: 'POST',
          url: '/__mock/reset',
          remoteAddress: '172.16.0.2',
          headers,
        });
        expect(res.statusCode).toBe(403);
        expect(expectEnvelope(res, 'no key').code).toBe(Code.UNAUTHORIZED);
      }
    } finally {
      await open.close();
    }
  });

  it('over real TCP from this machine’s LAN address: refused without the key, accepted with it', async (ctx) => {
    const lan = lanAddress();
    if (!lan) return ctx.skip();
    const server = await Harness.create({ config: { host: '0.0.0.0', mockAdminKey: KEY } });
    try {
      await server.app.listen({ host: '0.0.0.0', port: 0 });
      const { port } = server.app.server.address() as { port: number };
      const send = (headers: Record<string, string>) =>
        fetch(`http://${lan}:${port}/__mock/clock`, { headers }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { code: number },
        }));
      const refused = await send({});
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(Code.UNAUTHORIZED);
      expect((await send({ [MOCK_ADMIN_HEADER]: KEY })).body.code).toBe(0);
      const local = await fetch(`http://127.0.0.1:${port}/__mock/clock`).then(
        (r) => r.json() as Promise<{ code: number }>,
      );
      expect(local.code).toBe(0);
    } finally {
      await server.close();
    }
  });
});
