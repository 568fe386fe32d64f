/**
 * Uploads, download links and the control API guard (issue 8, part 3).
 * - Avatar uploads that are oversize, empty, not an image behind an image extension or type, or carry
 *   path-traversal names: a clear code, no new file anywhere under DATA_DIR, no database change.
 * - Download links: random (>= 128 bits), distinct, serve the PDF, expire on the mock clock, cannot be guessed.
 * - /__mock from a non-loopback client: refused without MOCK_ADMIN_KEY (in process via inject's remoteAddress,
 *   and over real TCP from this machine's LAN address when it has one); per-request fault headers are ignored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, Code, MOCK_ADMIN_HEADER, routes } from '@cv/contract';
import { lanAddress } from '../../src/config.ts';
import { createClock } from '../../src/clock.ts';
import {
  Harness,
  TINY_PNG,
  dumpDatabase,
  expectEnvelope,
  listFiles,
  multipart,
  personalBody,
  type Part,
} from './harness.ts';

describe('avatar uploads', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await Harness.create();
  });
  afterAll(() => h.close());

  async function upload(parts: Part[], type?: string) {
    const body = multipart(parts);
    const res = await h.app.inject({
      method: 'POST',
      url: routes.avatarUpload.path,
      headers: { token: h.side('A').token, 'content-type': type ?? body.type },
      payload: body.payload,
    });
    return { res, env: expectEnvelope(res, 'upload') };
  }

  const file = (data: Buffer | string, filename = 'avatar.png', contentType = 'image/png'): Part[] => [
    { name: 'file', filename, contentType, data },
  ];

  const REJECTED: { title: string; parts: Part[]; code: number; type?: string }[] = [
    {
      title: 'a PNG one byte over 2 MB',
      parts: file(Buffer.concat([TINY_PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - TINY_PNG.length)])),
      code: Code.PAYLOAD_TOO_LARGE,
    },
    {
      title: 'a 5 MB PNG',
      parts: file(Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)])),
      code: Code.PAYLOAD_TOO_LARGE,
    },
    { title: 'an empty file', parts: file(Buffer.alloc(0)), code: Code.INVALID_PARAMS },
    {
      title: 'HTML behind .png and image/png',
      parts: file('<html><script>alert(1)</script></html>'),
      code: Code.INVALID_PARAMS,
    },
    {
      title: 'SVG behind .png',
      parts: file('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
      code: Code.INVALID_PARAMS,
    },
    {
      title: 'SVG as image/svg+xml',
      parts: file('<svg xmlns="http://www.w3.org/2000/svg"/>', 'a.svg', 'image/svg+xml'),
      code: Code.INVALID_PARAMS,
    },
    {
      title: 'a GIF behind .jpg',
      parts: file(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'a.jpg', 'image/jpeg'),
      code: Code.INVALID_PARAMS,
    },
    { title: 'a PDF behind .jpg', parts: file('%PDF-1.4\n%', 'a.jpg', 'image/jpeg'), code: Code.INVALID_PARAMS },
    { title: 'a truncated PNG signature', parts: file(TINY_PNG.subarray(0, 4)), code: Code.INVALID_PARAMS },
    {
      title: 'an executable behind .webp',
      parts: file(Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), 'a.webp', 'image/webp'),
      code: Code.INVALID_PARAMS,
    },
    {
      title: 'text with a traversal name',
      parts: file('hello', '../../../../tmp/evil.png'),
      code: Code.INVALID_PARAMS,
    },
    {
      title: 'text with a Windows traversal name',
      parts: file('hello', '..\\..\\evil.png'),
      code: Code.INVALID_PARAMS,
    },
    {
      title: 'the wrong field name',
      parts: [{ name: 'avatar', filename: 'a.png', contentType: 'image/png', data: TINY_PNG }],
      code: Code.INVALID_PARAMS,
    },
    { title: 'no file at all', parts: [{ name: 'note', data: 'hi' }], code: Code.INVALID_PARAMS },
    {
      title: 'multipart without a boundary',
      parts: file(TINY_PNG),
      type: 'multipart/form-data',
      code: Code.INVALID_PARAMS,
    },
  ];

  for (const c of REJECTED) {
    it(`refuses ${c.title} with code ${c.code}, storing nothing`, async () => {
      await h.ensure();
      const before = dumpDatabase(h.db);
      const files = listFiles(h.dataDir);
      const { env } = await upload(c.parts, c.type);
      expect(env.code, env.msg).toBe(c.code);
      expect(env.msg).toMatch(/\S/);
      expect(dumpDatabase(h.db)).toBe(before);
      expect(listFiles(h.dataDir)).toEqual(files);
    });
  }

  it('refuses an upload without a token (401), storing nothing', async () => {
    const before = dumpDatabase(h.db);
    const files = h.files();
    const body = multipart(file(TINY_PNG));
    const res = await h.app.inject({
      method: 'POST',
      url: routes.avatarUpload.path,
      headers: { 'content-type': body.type },
      payload: body.payload,
    });
    expect(expectEnvelope(res, 'upload').code).toBe(Code.UNAUTHORIZED);
    expect(dumpDatabase(h.db)).toBe(before);
    expect(h.files()).toEqual(files);
  });

  it('stores a real image sent with a traversal name under a random name inside the uploads folder only', async () => {
    const marker = `evil-${randomBytes(6).toString('hex')}.png`;
    const outside = [
      path.join(os.tmpdir(), marker),
      path.join(h.dataDir, marker),
      path.join(path.dirname(h.dataDir), marker),
    ];
    for (const name of [
      `../../../../..${os.tmpdir()}/${marker}`,
      `../${marker}`,
      `..%2F..%2F${marker}`,
      `/${marker}`,
    ]) {
      const filesBefore = h.files();
      const { env } = await upload(file(TINY_PNG, name));
      expect(env.code, env.msg).toBe(0);
      const data = env.data as { avatar: string; avatar_url: string };
      expect(data.avatar).toMatch(/^[0-9a-f]{40}\.png$/);
      expect(data.avatar_url).toBe(`/uploads/${data.avatar}`);
      const added = h.files().filter((f) => !filesBefore.includes(f));
      expect(added).toEqual([path.join('uploads', data.avatar)]);
      for (const p of outside) expect(fs.existsSync(p), p).toBe(false);
      const served = await h.app.inject({ method: 'GET', url: data.avatar_url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('accepts exactly 2 MB', async () => {
    const { env } = await upload(file(Buffer.concat([TINY_PNG, Buffer.alloc(AVATAR_MAX_BYTES - TINY_PNG.length)])));
    expect(env.code, env.msg).toBe(0);
  });

  it('does not serve files outside the uploads and files folders', async () => {
    for (const url of [
      '/uploads/..%2Fmock.sqlite',
      '/uploads/%2e%2e%2fmock.sqlite',
      '/uploads/../mock.sqlite',
      '/files/..%2Fmock.sqlite',
      '/files/%2e%2e%2f%2e%2e%2fpackage.json',
      `/uploads/${'0'.repeat(40)}.png`,
    ]) {
      const res = await h.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(res.body.startsWith('SQLite format'), url).toBe(false);
      expect(res.body).not.toContain('"workspaces"');
      if (res.headers['content-type']?.toString().startsWith('application/json')) {
        expect(expectEnvelope(res, url).code).not.toBe(0);
      }
    }
  });
});

describe('download links', () => {
  let h: Harness;
  beforeAll(async () => {
    // Mock time stands still here: the expiry check advances to 1 s before the link's end, and the 200 guesses
    // before it took more than that of real time on a busy machine (the link had expired; CI saw 404).
    h = await Harness.create({ clock: createClock(() => Date.UTC(2026, 10, 23, 9)) });
  });
  afterAll(() => h.close());

  async function download(cid: string): Promise<{ url: string; name: string }> {
    return h.setup('POST', routes.cvDownload.path, { cid }, h.side('A').token);
  }

  it('are random (>= 128 bits), distinct, serve the PDF, expire on the mock clock and cannot be guessed', async () => {
    const a = h.side('A');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      h.app.clock.advance(4000); // past the 3 s repeat window
      const { url, name } = await download(a.cid);
      expect(name).toMatch(/简历\.pdf$/);
      const match = /^\/files\/([0-9a-f]+)$/.exec(url);
      expect(match, url).not.toBeNull();
      ids.push(match![1]!);
    }
    for (const id of ids) expect(id.length * 4).toBeGreaterThanOrEqual(128);
    expect(new Set(ids).size).toBe(ids.length);
    // Not sequential or time-based: consecutive ids differ in about half of their bits.
    const bitsDiffering = (x: string, y: string) => {
      let n = 0;
      for (let i = 0; i < x.length; i++)
        n += ((parseInt(x[i]!, 16) ^ parseInt(y[i]!, 16)) >>> 0).toString(2).replace(/0/g, '').length;
      return n;
    };
    const mean = ids.slice(1).reduce((s, id, i) => s + bitsDiffering(id, ids[i]!), 0) / (ids.length - 1);
    expect(mean).toBeGreaterThan(ids[0]!.length * 4 * 0.35);

    const last = `/files/${ids.at(-1)!}`;
    const ok = await h.app.inject({ method: 'GET', url: last });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    for (let i = 0; i < 200; i++) {
      const guess = await h.app.inject({ method: 'GET', url: `/files/${randomBytes(20).toString('hex')}` });
      expect(guess.statusCode).toBe(404);
      expect(expectEnvelope(guess, 'guess').code).toBe(Code.NOT_FOUND);
    }
    for (const near of [ids.at(-1)!.toUpperCase(), ids.at(-1)!.slice(0, -1), `${ids.at(-1)!}0`, `${ids.at(-1)!}.pdf`]) {
      expect((await h.app.inject({ method: 'GET', url: `/files/${near}` })).statusCode).toBe(404);
    }

    h.app.clock.advance(h.app.config.downloadTtlMs - 1000);
    expect((await h.app.inject({ method: 'GET', url: last })).statusCode).toBe(200);
    h.app.clock.advance(1001);
    const expired = await h.app.inject({ method: 'GET', url: last });
    expect(expired.statusCode).toBe(404);
    expect(expectEnvelope(expired, 'expired').code).toBe(Code.NOT_FOUND);
    h.app.clock.reset();
  });

  it('tokens, resume ids and upload names are random and long', async () => {
    const a = h.side('A');
    expect(Buffer.from(a.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(a.upload).toMatch(/^[0-9a-f]{40}\./);
    // cid: random, not sequential (DESIGN 3); 96 bits.
    const cids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      cids.add(
        (
          await h.setup<{ cid: string }>(
            'POST',
            routes.cvNew.path,
            { template: h.app.fixtures.templates[0]!.id },
            a.token,
          )
        ).cid,
      );
    }
    expect(cids.size).toBe(5);
    for (const cid of cids) expect(Buffer.from(cid, 'base64url').length * 8).toBeGreaterThanOrEqual(96);
  });
});

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

describe('personal/save cannot point the avatar at arbitrary URLs or files', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await Harness.create();
  });
  afterAll(() => h.close());

  it('an avatar name that is not the caller’s upload answers 1 and changes nothing', async () => {
    const a = h.side('A');
    for (const avatar of ['../../mock.sqlite', '/etc/passwd', `${'0'.repeat(40)}.png`, 'x.png']) {
      const before = dumpDatabase(h.db);
      const res = await h.app.inject({
        method: 'POST',
        url: routes.personalSave.path,
        headers: { token: a.token, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...personalBody(a.cid, '甲'), avatar }),
      });
      expect(expectEnvelope(res, avatar).code).toBe(Code.INVALID_PARAMS);
      expect(dumpDatabase(h.db)).toBe(before);
    }
  });
});
