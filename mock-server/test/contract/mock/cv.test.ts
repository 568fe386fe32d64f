// Contract: cv/new, get, list, setTemplate, delete, preview, download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code, DEFAULT_EDU_MODULE, emptyPersonal } from '@cv/contract';
import {
  advanceClock,
  call,
  expectCode,
  expectOk,
  expectUnchanged,
  loginOn,
  moduleOf,
  startTarget,
  userWithResume,
  type Target,
} from '../harness.ts';

let target: Target;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(() => target.close());

describe('POST /api/cv/new', () => {
  it('answers a cid; the resume has the default education module and empty personal fields', async () => {
    const token = await loginOn(target);
    const { cid } = expectOk('cvNew', (await call(target, 'cvNew', { template: 'classic-2f5496' }, token)).body);
    const full = expectOk('cvGet', (await call(target, 'cvGet', { cid }, token)).body);
    expect(full.template).toBe('classic-2f5496');
    expect(full.modules).toHaveLength(1);
    expect(full.modules[0]).toMatchObject(DEFAULT_EDU_MODULE);
    expect(full.personal).toEqual(emptyPersonal(cid));
  });
  it('answers 5 after the free creations are spent, and creates nothing', async () => {
    const token = await loginOn(target);
    for (let i = 0; i < 3; i++)
      expectOk('cvNew', (await call(target, 'cvNew', { template: 'classic-2f5496' }, token)).body);
    await expectUnchanged(target, async () => {
      expectCode((await call(target, 'cvNew', { template: 'classic-2f5496' }, token)).body, Code.QUOTA_EXHAUSTED);
    });
    expect(expectOk('cvList', (await call(target, 'cvList', {}, token)).body)).toHaveLength(3);
  });
  it('answers 1 for an unknown template', async () => {
    const token = await loginOn(target);
    expectCode((await call(target, 'cvNew', { template: 'no-such-template' }, token)).body, Code.INVALID_PARAMS);
  });
  it('answers 401 without a token', async () => {
    expectCode((await call(target, 'cvNew', { template: 'classic-2f5496' })).body, Code.UNAUTHORIZED);
  });
});

describe('POST /api/cv/get', () => {
  it('answers modules with education first, personal and template', async () => {
    const { token, cid } = await userWithResume(target);
    expectOk('moduleSave', (await call(target, 'moduleSave', moduleOf(cid, { sort: 0 }), token)).body);
    const full = expectOk('cvGet', (await call(target, 'cvGet', { cid }, token)).body);
    expect(full.modules.map((m) => m.style)).toEqual(['edu', 'work']);
    expect(full.personal.name).toBe('张三');
  });
  it("answers 3 for another user's resume and for an unknown cid", async () => {
    const { cid } = await userWithResume(target);
    const stranger = await loginOn(target);
    expectCode((await call(target, 'cvGet', { cid }, stranger)).body, Code.NOT_FOUND);
    expectCode((await call(target, 'cvGet', { cid: 'unknown-cid' }, stranger)).body, Code.NOT_FOUND);
  });
});

describe('POST /api/cv/list', () => {
  it("answers the caller's resumes, newest first, with the template thumbnail", async () => {
    const { token, cid } = await userWithResume(target, 'sidebar-2f5496');
    const list = expectOk('cvList', (await call(target, 'cvList', { page: 1 }, token)).body);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      cid,
      template: 'sidebar-2f5496',
      personal: { name: '张三', wish: '前端开发工程师' },
    });
    expect(list[0]?.thumbnail).toMatch(/^\/thumbnails\/sidebar-2f5496\.png$/);
  });
  it('answers [] for a user without resumes, with no body', async () => {
    const token = await loginOn(target);
    expect(expectOk('cvList', (await call(target, 'cvList', undefined, token)).body)).toEqual([]);
  });
});

describe('POST /api/cv/setTemplate', () => {
  it('changes the template', async () => {
    const { token, cid } = await userWithResume(target);
    expectOk('cvSetTemplate', (await call(target, 'cvSetTemplate', { cid, template: 'band-2f5496' }, token)).body);
    expect(expectOk('cvGet', (await call(target, 'cvGet', { cid }, token)).body).template).toBe('band-2f5496');
  });
  it('changes nothing for an unknown template (1) or a foreign cid (3)', async () => {
    const { token, cid } = await userWithResume(target);
    const stranger = await loginOn(target);
    await expectUnchanged(target, async () => {
      expectCode((await call(target, 'cvSetTemplate', { cid, template: 'nope' }, token)).body, Code.INVALID_PARAMS);
      expectCode(
        (await call(target, 'cvSetTemplate', { cid, template: 'band-2f5496' }, stranger)).body,
        Code.NOT_FOUND,
      );
    });
  });
});

describe('POST /api/cv/delete', () => {
  it('deletes the resume; it then reads as 3', async () => {
    const { token, cid } = await userWithResume(target);
    expectOk('cvDelete', (await call(target, 'cvDelete', { cid }, token)).body);
    expectCode((await call(target, 'cvGet', { cid }, token)).body, Code.NOT_FOUND);
  });
  it("answers 3 for another user's resume and deletes nothing", async () => {
    const { cid } = await userWithResume(target);
    const stranger = await loginOn(target);
    await expectUnchanged(target, async () => {
      expectCode((await call(target, 'cvDelete', { cid }, stranger)).body, Code.NOT_FOUND);
    });
  });
});

describe('POST /api/cv/preview', () => {
  it('answers pdf_base64 of a PDF, with and without a color', async () => {
    const { token, cid } = await userWithResume(target);
    for (const color of [undefined, '', '#aa3355']) {
      const body = { cid, template: 'timeline-2f5496', device: 'PC', ...(color === undefined ? {} : { color }) };
      const { pdf_base64 } = expectOk('cvPreview', (await call(target, 'cvPreview', body, token)).body);
      expect(Buffer.from(pdf_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
  it('answers 3 for a foreign cid and 1 for an unknown template', async () => {
    const { token, cid } = await userWithResume(target);
    const stranger = await loginOn(target);
    expectCode((await call(target, 'cvPreview', { cid, template: 'classic-2f5496' }, stranger)).body, Code.NOT_FOUND);
    expectCode((await call(target, 'cvPreview', { cid, template: 'nope' }, token)).body, Code.INVALID_PARAMS);
  });
});

describe('POST /api/cv/download', () => {
  it('answers url and name; the url serves the same PDF as the preview', async () => {
    const { token, cid } = await userWithResume(target);
    const preview = expectOk(
      'cvPreview',
      (await call(target, 'cvPreview', { cid, template: 'classic-2f5496' }, token)).body,
    );
    const { url, name } = expectOk('cvDownload', (await call(target, 'cvDownload', { cid }, token)).body);
    expect(name).toBe('张三-前端开发工程师-简历.pdf');
    const file = await target.http().get(url).buffer(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect((file.body as Buffer).equals(Buffer.from(preview.pdf_base64, 'base64'))).toBe(true);
  });
  it('renders an English edition in English: labels, dates and the document language; no gender or birthday', async () => {
    const { token, cid } = await userWithResume(target, 'en-classic-2f5496');
    expectOk('moduleSave', (await call(target, 'moduleSave', moduleOf(cid), token)).body);
    const { url } = expectOk('cvDownload', (await call(target, 'cvDownload', { cid }, token)).body);
    const file = (await target.http().get(url).buffer(true)).body as Buffer;
    expect(file.toString('latin1')).toContain('/Lang (en-US)');
    const dir = mkdtempSync(join(tmpdir(), 'cv-en-'));
    writeFileSync(join(dir, 'en.pdf'), file);
    const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', join(dir, 'en.pdf'), '-'], { encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
    for (const words of [
      'Phone: 13800138000',
      'Email: zhangsan@example.com',
      'Experience: 3–5 years',
      'Jul 2020 – Present',
    ])
      expect(text).toContain(words);
    expect(text).toMatch(/^Experience$/m);
    expect(text).not.toMatch(/电话|邮箱|性别|出生年月|工作经历|至今|Gender|1996/);
  });
  it('answers 6 for an empty resume and for a cid that does not exist', async () => {
    const token = await loginOn(target);
    const { cid } = expectOk('cvNew', (await call(target, 'cvNew', { template: 'classic-2f5496' }, token)).body);
    expectCode((await call(target, 'cvDownload', { cid }, token)).body, Code.NOTHING_TO_DOWNLOAD);
    expectCode((await call(target, 'cvDownload', { cid: 'unknown-cid' }, token)).body, Code.NOTHING_TO_DOWNLOAD);
  });
  it('answers 11 when repeated within 3 s, then 5 when the free download is spent', async () => {
    const { token, cid } = await userWithResume(target);
    expectOk('cvDownload', (await call(target, 'cvDownload', { cid }, token)).body);
    expectCode((await call(target, 'cvDownload', { cid }, token)).body, Code.DOWNLOAD_TOO_FREQUENT);
    await advanceClock(target, 3001);
    expectCode((await call(target, 'cvDownload', { cid }, token)).body, Code.QUOTA_EXHAUSTED);
  });
  it('answers 10 or 11 to a download of the same resume sent while the first is being generated', async () => {
    const { token, cid } = await userWithResume(target);
    const replies = await Promise.all([1, 2, 3].map(() => call(target, 'cvDownload', { cid }, token)));
    const codes = replies.map((r) => r.body.code as number).sort((a, b) => a - b);
    expect(codes[0]).toBe(0);
    for (const code of codes.slice(1)) expect([Code.DOWNLOAD_GENERATING, Code.DOWNLOAD_TOO_FREQUENT]).toContain(code);
  });
  it('answers 401 without a token', async () => {
    expectCode((await call(target, 'cvDownload', { cid: 'x' })).body, Code.UNAUTHORIZED);
  });
});
