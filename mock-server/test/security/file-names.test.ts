/**
 * Attack: a download name that lies. The resume's name and wish become the PDF's file name; they kept bidi
 * overrides, NUL, zero-width, tag and C1 characters, so "张三\u202Efdp.exe" was saved as a name that reads
 * "张三exe.pdf-…" and may hide an extension. Now those characters are removed (at creation and when the link is
 * served), what file systems refuse becomes a space, and the name still reads as the user wrote it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, routes } from '@cv/contract';
import { downloadName } from '../../src/services/documents.ts';
import { buildTestApp, loginWithResume, personalOf, post, type TestApp } from '../helper.ts';

/** Controls and format characters (bidi, zero-width, tags): none may be left in a name. */
const HIDDEN = /[\p{Cc}\p{Cf}]/u;

describe('download file names', () => {
  it.each([
    ['张三\u202efdp.exe', '张三fdp.exe-前端-简历.pdf'],
    ['张\u0000三', '张三-前端-简历.pdf'],
    ['张\u200b三\u200d\ufeff', '张三-前端-简历.pdf'],
    ['张三\u{e0041}\u{e0042}', '张三-前端-简历.pdf'],
    ['张三\u0085\u009b', '张三-前端-简历.pdf'],
    ['\u2067张三\u2069', '张三-前端-简历.pdf'],
    ['张 三\t/..\\', '张 三 ..-前端-简历.pdf'],
    ['\u202e\u200b', '我的-前端-简历.pdf'],
    ['..hidden', 'hidden-前端-简历.pdf'],
  ])('%j becomes %j', (name, expected) => {
    expect(downloadName(name, '前端')).toBe(expected);
  });

  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a resume named with a bidi override downloads under a clean name, in the reply and the file header', async () => {
    const { token, cid } = await loginWithResume(t.app);
    const evil = { ...personalOf(cid), name: '张三\u202efdp.exe', wish: '前端\u200b\u{e0001}开发' };
    expect((await post(t.app, routes.personalSave.path, evil, token)).body.code).toBe(Code.OK);
    const link = await post<{ url: string; name: string }>(t.app, routes.cvDownload.path, { cid }, token);
    expect(link.body.code).toBe(Code.OK);
    expect(link.body.data.name).toBe('张三fdp.exe-前端开发-简历.pdf');
    const file = await t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(file.statusCode).toBe(200);
    const disposition = decodeURIComponent(String(file.headers['content-disposition']));
    expect(disposition).toContain('张三fdp.exe-前端开发-简历.pdf');
    expect(disposition).not.toMatch(HIDDEN);
  });
});
