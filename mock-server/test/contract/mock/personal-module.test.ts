// Contract: personal/save, personal/get, avatar upload, module/save, module/delete, module/list.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MODULE_LIMIT } from '@cv/contract';
import {
  call,
  expectCode,
  expectOk,
  expectUnchanged,
  loginOn,
  moduleOf,
  personalOf,
  startTarget,
  userWithResume,
  type Target,
} from '../harness.ts';

const SAMPLE_AVATAR = path.resolve(import.meta.dirname, '../../../../fixtures/images/sample-avatar.png');

let target: Target;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(() => target.close());

const upload = (token: string | null, bytes: Buffer, filename = 'avatar.png') => {
  const req = target.http().post('/api/avatar/upload');
  if (token) req.set('token', token);
  return req.attach('file', bytes, filename);
};

describe('POST /api/personal/save and GET /api/personal/get', () => {
  it('saves every field and reads them back', async () => {
    const { token, cid } = await userWithResume(target);
    const body = { ...personalOf(cid), name: '李四', gender: 2, exps: '应届' };
    expectOk('personalSave', (await call(target, 'personalSave', body, token)).body);
    expect(expectOk('personalGet', (await call(target, 'personalGet', { cid }, token)).body)).toEqual(body);
  });
  it("answers 3 for another user's resume and changes nothing", async () => {
    const { cid } = await userWithResume(target);
    const stranger = await loginOn(target);
    await expectUnchanged(target, async () => {
      expectCode((await call(target, 'personalSave', personalOf(cid), stranger)).body, Code.NOT_FOUND);
    });
    expectCode((await call(target, 'personalGet', { cid }, stranger)).body, Code.NOT_FOUND);
  });
});

describe('POST /api/avatar/upload', () => {
  it('answers avatar and avatar_url for a PNG; the url serves it; personal/save accepts it', async () => {
    const { token, cid } = await userWithResume(target);
    const bytes = fs.readFileSync(SAMPLE_AVATAR);
    const data = expectOk('avatarUpload', (await upload(token, bytes)).body);
    const served = await target.http().get(data.avatar_url).buffer(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect((served.body as Buffer).equals(bytes)).toBe(true);
    const body = { ...personalOf(cid), avatar: data.avatar, avatar_url: data.avatar_url };
    expectOk('personalSave', (await call(target, 'personalSave', body, token)).body);
  });
  it('answers 1 for a file that is not PNG, JPEG or WebP, whatever its name says', async () => {
    const token = await loginOn(target);
    expectCode(
      (await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png')).body,
      Code.INVALID_PARAMS,
    );
  });
  it('answers 413 for a file over 2 MB', async () => {
    const token = await loginOn(target);
    const big = Buffer.concat([fs.readFileSync(SAMPLE_AVATAR), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(token, big);
    expect(res.status).toBe(413);
    expectCode(res.body, Code.PAYLOAD_TOO_LARGE);
  });
  it('answers 1 when the body is not multipart, 401 without a token', async () => {
    const token = await loginOn(target);
    expectCode((await call(target, 'avatarUpload', {}, token)).body, Code.INVALID_PARAMS);
    expectCode((await upload(null, fs.readFileSync(SAMPLE_AVATAR))).body, Code.UNAUTHORIZED);
  });
});

describe('POST /api/module/save', () => {
  it('creates without id, updates with id', async () => {
    const { token, cid } = await userWithResume(target);
    const { id } = expectOk('moduleSave', (await call(target, 'moduleSave', moduleOf(cid), token)).body);
    expectOk('moduleSave', (await call(target, 'moduleSave', moduleOf(cid, { id, alias: '实习经历' }), token)).body);
    const modules = expectOk('moduleList', (await call(target, 'moduleList', { cid }, token)).body);
    expect(modules.find((m) => m.id === id)?.alias).toBe('实习经历');
  });
  it(`answers 4 for a module beyond ${MODULE_LIMIT} and saves nothing`, async () => {
    const { token, cid } = await userWithResume(target);
    for (let i = 2; i <= MODULE_LIMIT; i++) {
      expectOk('moduleSave', (await call(target, 'moduleSave', moduleOf(cid, { sort: i }), token)).body);
    }
    await expectUnchanged(target, async () => {
      expectCode((await call(target, 'moduleSave', moduleOf(cid, { sort: 9 }), token)).body, Code.MODULE_LIMIT);
    });
    expect(expectOk('moduleList', (await call(target, 'moduleList', { cid }, token)).body)).toHaveLength(MODULE_LIMIT);
  });
  it("answers 3 for another user's cid or module id", async () => {
    const { token, cid } = await userWithResume(target);
    const { id } = expectOk('moduleSave', (await call(target, 'moduleSave', moduleOf(cid), token)).body);
    const other = await userWithResume(target);
    await expectUnchanged(target, async () => {
      expectCode((await call(target, 'moduleSave', moduleOf(cid), other.token)).body, Code.NOT_FOUND);
      expectCode((await call(target, 'moduleSave', moduleOf(other.cid, { id }), other.token)).body, Code.NOT_FOUND);
    });
  });
  it('answers 1 for content that is not an array of entries of the style', async () => {
    const { token, cid } = await userWithResume(target);
    for (const content of ['not json', '{"a":1}', '[{"company":5}]', '[1]']) {
      expectCode((await call(target, 'moduleSave', moduleOf(cid, { content }), token)).body, Code.INVALID_PARAMS);
    }
  });
});

describe('POST /api/module/delete and /api/module/list', () => {
  it('deletes the module', async () => {
    const { token, cid } = await userWithResume(target);
    const { id } = expectOk('moduleSave', (await call(target, 'moduleSave', moduleOf(cid), token)).body);
    expectOk('moduleDelete', (await call(target, 'moduleDelete', { id }, token)).body);
    expect(
      expectOk('moduleList', (await call(target, 'moduleList', { cid }, token)).body).map((m) => m.id),
    ).not.toContain(id);
  });
  it("answers 3 for another user's module or resume", async () => {
    const { token, cid } = await userWithResume(target);
    const { id } = expectOk('moduleSave', (await call(target, 'moduleSave', moduleOf(cid), token)).body);
    const stranger = await loginOn(target);
    await expectUnchanged(target, async () => {
      expectCode((await call(target, 'moduleDelete', { id }, stranger)).body, Code.NOT_FOUND);
    });
    expectCode((await call(target, 'moduleList', { cid }, stranger)).body, Code.NOT_FOUND);
  });
});
