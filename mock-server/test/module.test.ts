// module/save (routes/module.ts, rules in services/modules.ts) as a user sees it: the 8-module limit, content
// normalised per style, an all-empty resume. Ownership of modules: cv.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { buildTestApp, login, loginWithResume, post, type TestApp, workModule as work } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('module/save', () => {
  it('a 9th module answers 4 and saves nothing', async () => {
    const { token, cid } = await loginWithResume(t.app);
    for (let sort = 2; sort <= 8; sort++)
      expect((await post(t.app, '/api/module/save', work(cid, { sort }), token)).body.code).toBe(0);
    expect((await post(t.app, '/api/module/save', work(cid, { sort: 9 }), token)).body.code).toBe(Code.MODULE_LIMIT);
    expect(t.app.db.prepare('SELECT COUNT(*) AS n FROM modules WHERE cid = ?').get(cid)).toEqual({ n: 8 });
  });

  it('fills missing entry fields with empty strings and drops unknown ones', async () => {
    const { token, cid } = await loginWithResume(t.app);
    const content = JSON.stringify([{ company: '某公司', extra: 'x' }]);
    const { id } = (await post<{ id: number }>(t.app, '/api/module/save', work(cid, { content }), token)).body.data;
    const saved = t.app.db.prepare('SELECT content FROM modules WHERE id = ?').get(id) as { content: string };
    expect(JSON.parse(saved.content)).toEqual([{ company: '某公司', title: '', start: '', end: '', desc: '' }]);
  });

  it('keeps content already in normal form as sent, re-serialises anything else, and stores an empty one as []', async () => {
    const { token, cid } = await loginWithResume(t.app);
    const stored = async (content: string) => {
      const { id } = (await post<{ id: number }>(t.app, '/api/module/save', work(cid, { content }), token)).body.data;
      return (t.app.db.prepare('SELECT content FROM modules WHERE id = ?').get(id) as { content: string }).content;
    };
    const normal = JSON.stringify([{ company: '甲', title: '乙', start: '2020-01', end: '2021-01', desc: '丙' }]);
    expect(await stored(normal)).toBe(normal);
    const reordered = '[{"title":"乙","company":"甲","start":"","end":"","desc":""}]';
    expect(await stored(reordered)).toBe('[{"company":"甲","title":"乙","start":"","end":"","desc":""}]');
    expect(await stored('[ ]')).toBe('[]');
    expect(await stored('  []\n')).toBe('[]');
  });

  it('a resume whose modules are all empty, however the [] was spelled, answers 6 on download', async () => {
    const { token } = await login(t.app);
    const { cid } = (await post<{ cid: string }>(t.app, '/api/cv/new', { template: 'classic-2f5496' }, token)).body
      .data;
    expect((await post(t.app, '/api/module/save', work(cid, { content: '[ ]' }), token)).body.code).toBe(0);
    expect((await post(t.app, '/api/cv/download', { cid }, token)).body.code).toBe(Code.NOTHING_TO_DOWNLOAD);
  });
});
