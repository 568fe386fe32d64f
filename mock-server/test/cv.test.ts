// The cv routes (routes/cv.ts: new, get, list, delete, download, setTemplate) and who may see a resume, as a user
// sees them (issue 3, rules 2). module/save: module.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, DEFAULT_EDU_MODULE, emptyPersonal } from '@cv/contract';
import type { PdfRenderer } from '../src/pdf/types.ts';
import { createPdfRenderer } from '../src/pdf/index.ts';
import { flatText, writePdf } from './pdf/helpers.ts';
import {
  buildTestApp,
  filesIn,
  login,
  loginWithResume,
  personalOf,
  post,
  uploadAvatar,
  type TestApp,
  workModule as work,
} from './helper.ts';

const SAMPLE_AVATAR = path.resolve(import.meta.dirname, '../../fixtures/images/sample-avatar.png');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a new resume', () => {
  it('has the default education module and empty personal fields', async () => {
    const { token } = await login(t.app);
    const { cid } = (await post<{ cid: string }>(t.app, '/api/cv/new', { template: 'classic-2f5496' }, token)).body
      .data;
    const full = (
      await post<{ modules: unknown[]; personal: Record<string, unknown> }>(t.app, '/api/cv/get', { cid }, token)
    ).body.data;
    expect(full.modules).toEqual([{ id: expect.any(Number), cid, ...DEFAULT_EDU_MODULE }]);
    expect(full.personal).toEqual(emptyPersonal(cid));
  });

  it('gets a random, unguessable cid and bumps the site counter', async () => {
    const { token } = await login(t.app);
    const before = (await post<number>(t.app, '/api/cv/counter')).body.data;
    const a = (await post<{ cid: string }>(t.app, '/api/cv/new', { template: 'classic-2f5496' }, token)).body.data.cid;
    const b = (await post<{ cid: string }>(t.app, '/api/cv/new', { template: 'classic-2f5496' }, token)).body.data.cid;
    expect(a).toMatch(/^[\w-]{22}$/);
    expect(a).not.toBe(b);
    expect((await post<number>(t.app, '/api/cv/counter')).body.data).toBe(before + 2);
  });
});

describe('cv/get', () => {
  it('returns education first even when another module has a lower sort', async () => {
    const { token, cid } = await loginWithResume(t.app);
    await post(t.app, '/api/module/save', work(cid, { sort: 0 }), token);
    const modules = (await post<{ modules: { style: string }[] }>(t.app, '/api/cv/get', { cid }, token)).body.data
      .modules;
    expect(modules.map((m) => m.style)).toEqual(['edu', 'work']);
  });
});

describe('ownership', () => {
  it('every cid or id of another user answers 3 and never shows their data', async () => {
    const owner = await loginWithResume(t.app);
    const { id } = (await post<{ id: number }>(t.app, '/api/module/save', work(owner.cid), owner.token)).body.data;
    const { token } = await login(t.app);
    const attempts: [string, unknown][] = [
      ['/api/cv/get', { cid: owner.cid }],
      ['/api/cv/setTemplate', { cid: owner.cid, template: 'band-2f5496' }],
      ['/api/cv/delete', { cid: owner.cid }],
      ['/api/cv/preview', { cid: owner.cid, template: 'classic-2f5496' }],
      ['/api/cv/download', { cid: owner.cid }],
      ['/api/module/list', { cid: owner.cid }],
      ['/api/module/save', work(owner.cid)],
      ['/api/module/delete', { id }],
      ['/api/ai/genContent', { cid: owner.cid }],
    ];
    for (const [url, body] of attempts) {
      const reply = await post(t.app, url, body, token);
      expect(reply.body, url).toEqual({ code: Code.NOT_FOUND, data: null, msg: expect.any(String) });
    }
    const personal = await t.app.inject({
      method: 'GET',
      url: `/api/personal/get?cid=${owner.cid}`,
      headers: { token },
    });
    expect(personal.json().code).toBe(Code.NOT_FOUND);
  });

  it("a module/save naming one's own resume and another's module answers 3 and leaves the resume untouched", async () => {
    const owner = await loginWithResume(t.app);
    const { id } = (await post<{ id: number }>(t.app, '/api/module/save', work(owner.cid), owner.token)).body.data;
    const other = await loginWithResume(t.app);
    const updatedAt = () =>
      (t.app.db.prepare('SELECT updated_at FROM resumes WHERE cid = ?').get(other.cid) as { updated_at: number })
        .updated_at;
    const before = updatedAt();
    t.clock.advance(60_000);
    // The save touches the resume it names first (that proves it is the caller's), then finds no such module in it:
    // the whole save is undone, the touch included.
    const reply = await post(t.app, '/api/module/save', work(other.cid, { id, alias: '改名' }), other.token);
    expect(reply.body).toEqual({ code: Code.NOT_FOUND, data: null, msg: '模块不存在' });
    expect(updatedAt()).toBe(before);
    expect(t.app.db.prepare('SELECT alias FROM modules WHERE id = ?').get(id)).toEqual({
      alias: work(owner.cid).alias,
    });
  });
});

describe('cv/list', () => {
  it('gives copies (same name and wish) distinguishable titles by creation order: 副本, 副本 2', async () => {
    const { token, cid } = await loginWithResume(t.app);
    const copies: string[] = [];
    for (let i = 0; i < 2; i++) {
      t.clock.advance(1000);
      const created = await post<{ cid: string }>(t.app, '/api/cv/new', { template: 'classic-2f5496' }, token);
      copies.push(created.body.data.cid);
      await post(t.app, '/api/personal/save', personalOf(created.body.data.cid), token);
    }
    // The original edited last still keeps its plain title: the order of creation decides, not of editing.
    t.clock.advance(1000);
    await post(t.app, '/api/personal/save', personalOf(cid), token);
    const list = (await post<{ cid: string; title: string }[]>(t.app, '/api/cv/list', { page: 1 }, token)).body.data;
    const titleOf = new Map(list.map((r) => [r.cid, r.title]));
    expect([cid, ...copies].map((c) => titleOf.get(c))).toEqual([
      '张三-前端开发工程师',
      '张三-前端开发工程师 副本',
      '张三-前端开发工程师 副本 2',
    ]);
  });
});

describe('cv/delete', () => {
  it('removes the resume with its modules, downloads and files', async () => {
    const { token, cid } = await loginWithResume(t.app);
    const bytes = fs.readFileSync(SAMPLE_AVATAR);
    const up = await uploadAvatar(t.app, token, bytes);
    const avatar = up.json().data.avatar as string;
    await post(t.app, '/api/personal/save', { ...emptyPersonal(cid), name: '张三', wish: '前端', avatar }, token);
    await post(t.app, '/api/module/save', work(cid), token);
    const { url } = (await post<{ url: string }>(t.app, '/api/cv/download', { cid }, token)).body.data;
    const pdfName = `${url.split('/').pop()}.pdf`;
    expect(filesIn(path.join(t.dataDir, 'files'))).toContain(pdfName);
    expect(filesIn(path.join(t.dataDir, 'uploads'))).toContain(avatar);

    expect((await post(t.app, '/api/cv/delete', { cid }, token)).body.code).toBe(0);
    for (const table of ['resumes', 'modules', 'downloads', 'uploads']) {
      const key = table === 'uploads' ? 'name' : 'cid';
      const value = table === 'uploads' ? avatar : cid;
      expect(t.app.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${key} = ?`).get(value), table).toEqual({
        n: 0,
      });
    }
    expect(filesIn(path.join(t.dataDir, 'files'))).not.toContain(pdfName);
    expect(filesIn(path.join(t.dataDir, 'uploads'))).not.toContain(avatar);
  });
});

describe('cv/download', () => {
  it('answers 10 to a download of the same resume while it is being generated', async () => {
    const real = createPdfRenderer();
    const slow: PdfRenderer = {
      render: async (doc, o) => (await new Promise((r) => setTimeout(r, 150)), real.render(doc, o)),
    };
    const local = await buildTestApp({ pdfRenderer: slow });
    try {
      const { token, cid } = await loginWithResume(local.app);
      const first = post(local.app, '/api/cv/download', { cid }, token);
      await new Promise((r) => setTimeout(r, 30));
      expect((await post(local.app, '/api/cv/download', { cid }, token)).body.code).toBe(Code.DOWNLOAD_GENERATING);
      expect((await first).body.code).toBe(0);
    } finally {
      await local.close();
    }
  });

  it('answers 11 when repeated within 3 s on the mock clock, and works after', async () => {
    const { token, cid } = await loginWithResume(t.app);
    t.app.db.prepare('UPDATE users SET downloads_left = 5').run();
    expect((await post(t.app, '/api/cv/download', { cid }, token)).body.code).toBe(0);
    t.clock.advance(2000);
    expect((await post(t.app, '/api/cv/download', { cid }, token)).body.code).toBe(Code.DOWNLOAD_TOO_FREQUENT);
    t.clock.advance(1000);
    expect((await post(t.app, '/api/cv/download', { cid }, token)).body.code).toBe(0);
  });

  it('answers 6 for a resume with nothing in it', async () => {
    const { token } = await login(t.app);
    const { cid } = (await post<{ cid: string }>(t.app, '/api/cv/new', { template: 'classic-2f5496' }, token)).body
      .data;
    expect((await post(t.app, '/api/cv/download', { cid }, token)).body.code).toBe(Code.NOTHING_TO_DOWNLOAD);
  });

  it('serves the file under an unguessable link that expires, named like 张三-前端开发工程师-简历.pdf', async () => {
    const { token, cid } = await loginWithResume(t.app);
    const { url, name } = (await post<{ url: string; name: string }>(t.app, '/api/cv/download', { cid }, token)).body
      .data;
    expect(url).toMatch(/^\/files\/[0-9a-f]{40}$/);
    expect(name).toBe('张三-前端开发工程师-简历.pdf');
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="resume.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    t.clock.advance(3600_000 + 1);
    const gone = await t.app.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: Code.NOT_FOUND });
  });

  it('leaves emoji out of the file name as the PDF leaves them out of its text', async () => {
    const { token, cid } = await loginWithResume(t.app);
    await post(t.app, '/api/personal/save', { ...personalOf(cid), name: '张三🚀', wish: '前端👩‍💻工程师 🇨🇳' }, token);
    const { url, name } = (await post<{ url: string; name: string }>(t.app, '/api/cv/download', { cid }, token)).body
      .data;
    expect(name).toBe('张三-前端工程师-简历.pdf');
    const file = await t.app.inject({ method: 'GET', url });
    const text = flatText(writePdf(file.rawPayload));
    expect(text).toContain('张三');
    expect(text).not.toMatch(/\p{Extended_Pictographic}|\u200D|[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('gives the same bytes as the preview for the same resume, template and color', async () => {
    const { token, cid } = await loginWithResume(t.app, 'sidebar-2f5496');
    await post(t.app, '/api/module/save', work(cid), token);
    const preview = (
      await post<{ pdf_base64: string }>(
        t.app,
        '/api/cv/preview',
        { cid, template: 'sidebar-2f5496', color: '' },
        token,
      )
    ).body.data;
    const { url } = (await post<{ url: string }>(t.app, '/api/cv/download', { cid }, token)).body.data;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.rawPayload.equals(Buffer.from(preview.pdf_base64, 'base64'))).toBe(true);
  });
});

describe('cv/setTemplate', () => {
  it('changes nothing unless both the resume and the template are valid', async () => {
    const { token, cid } = await loginWithResume(t.app);
    expect((await post(t.app, '/api/cv/setTemplate', { cid, template: 'nope' }, token)).body.code).toBe(
      Code.INVALID_PARAMS,
    );
    expect((await post(t.app, '/api/cv/setTemplate', { cid: 'nope', template: 'band-2f5496' }, token)).body.code).toBe(
      Code.NOT_FOUND,
    );
    expect((await post<{ template: string }>(t.app, '/api/cv/get', { cid }, token)).body.data.template).toBe(
      'classic-2f5496',
    );
    expect((await post(t.app, '/api/cv/setTemplate', { cid, template: 'style-sidebar-0b6e99' }, token)).body.code).toBe(
      0,
    );
    expect((await post<{ template: string }>(t.app, '/api/cv/get', { cid }, token)).body.data.template).toBe(
      'style-sidebar-0b6e99',
    );
  });
});
