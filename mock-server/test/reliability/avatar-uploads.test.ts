/**
 * Avatar uploads and what may point at them (issue 8, part 3): uploads that are oversize, empty, not an image behind
 * an image extension or type, or carry path-traversal names answer a clear code, with no new file anywhere under
 * DATA_DIR and no database change; a real image under a traversal name is stored under a random name inside the
 * uploads folder only; nothing outside the uploads and files folders is served; personal/save accepts no avatar
 * but the caller's own upload.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, Code, routes } from '@cv/contract';
import { expectEnvelope } from './envelope.ts';
import { Harness } from './harness.ts';
import { TINY_PNG, multipart, type Part } from './multipart.ts';
import { personalBody } from './request-bodies.ts';
import { dumpDatabase, listFiles } from './state-dump.ts';

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
