// Contract: template/list and template/style pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITIONS, EN_LAYOUTS, LAYOUTS, TEMPLATE_PAGE_SIZE, templateIdOf } from '@cv/contract';
import { call, expectCode, expectOk, loginOn, startTarget, type Target } from '../harness.ts';

let target: Target;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(() => target.close());

describe.each(['templateList', 'templateStyle'] as const)('%s', (name) => {
  it('pages 12 at a time until cur_page equals total_page, with at least 3 pages', async () => {
    const first = expectOk(name, (await call(target, name, { page: 1, size: TEMPLATE_PAGE_SIZE, device: 'PC' })).body);
    expect(first.cur_page).toBe(1);
    expect(first.total_page).toBeGreaterThanOrEqual(3);
    expect(first.templates).toHaveLength(TEMPLATE_PAGE_SIZE);
    const ids = new Set(first.templates.map((t) => t.id));
    for (let page = 2; page <= first.total_page; page++) {
      const next = expectOk(name, (await call(target, name, { page, size: 12, device: 'PC' })).body);
      expect(next.cur_page).toBe(page);
      for (const t of next.templates) ids.add(t.id);
    }
    expect(ids.size).toBeGreaterThan(2 * TEMPLATE_PAGE_SIZE);
  });
  it('uses page 1, size 12 and device PC by default', async () => {
    const data = expectOk(name, (await call(target, name, {})).body);
    expect(data.cur_page).toBe(1);
    expect(data.templates).toHaveLength(12);
  });
  it('answers an empty last page past the end, so appending stops', async () => {
    const data = expectOk(name, (await call(target, name, { page: 99 })).body);
    expect(data.cur_page).toBe(data.total_page);
    expect(data.templates).toEqual([]);
  });
});

describe('designs and colours', () => {
  const all = async (name: 'templateList' | 'templateStyle', tags?: string[]) => {
    const items = [];
    for (let page = 1; ; page++) {
      const data = expectOk(name, (await call(target, name, { page, ...(tags ? { tags } : {}) })).body);
      items.push(...data.templates);
      if (data.cur_page >= data.total_page) return items;
    }
  };

  it('template/list is one item per design and English edition, every one once (at least 3 pages of 12)', async () => {
    const items = await all('templateList');
    expect(items.map((t) => t.layout).sort()).toEqual([...EDITIONS].sort());
    expect(items.length).toBeGreaterThan(2 * TEMPLATE_PAGE_SIZE);
  });

  it('tags each item 中文 or 英文: the 英文 filter lists every English edition, 中文 every design', async () => {
    const english = await all('templateList', ['英文']);
    expect(english.map((t) => t.layout).sort()).toEqual([...EN_LAYOUTS].sort());
    expect(english.every((t) => !t.tags.includes('中文'))).toBe(true);
    const chinese = await all('templateList', ['中文']);
    expect(chinese.map((t) => t.layout).sort()).toEqual([...LAYOUTS].sort());
    const presets = await all('templateStyle', ['英文']);
    expect(presets.length).toBeGreaterThan(0);
    expect(presets.every((t) => t.layout.startsWith('en-'))).toBe(true);
  });

  it('filters by tags: only the items carrying every one, on pages of their own', async () => {
    const items = await all('templateList');
    for (const tags of [['双栏'], ['有照片', '校招'], ['宋体', '单栏'], ['一页'], ['ATS']]) {
      const want = items.filter((t) => tags.every((tag) => t.tags.includes(tag))).map((t) => t.id);
      expect(want.length, tags.join('+')).toBeGreaterThan(0);
      expect((await all('templateList', tags)).map((t) => t.id)).toEqual(want);
    }
    // Presets filter the same way.
    const presets = await all('templateStyle', ['校招']);
    expect(presets.length).toBeGreaterThan(0);
    expect(presets.every((t) => t.tags.includes('校招'))).toBe(true);
  });

  it('answers code 1 naming tags for a tag that is no filter, and changes nothing', async () => {
    const body = (await call(target, 'templateList', { tags: ['海量'] })).body as { code: number; msg: string };
    expectCode(body, 1);
    expect(body.msg).toMatch(/tags/);
  });

  it('takes any design in any template colour as a template (cv/new keeps it, cv/get gives it back)', async () => {
    const token = await loginOn(target);
    for (const [i, [layout, color]] of (
      [
        ['campus-banner', '#c2185b'],
        ['song-classic', '#1f7a5c'],
        ['en-classic', '#2f5496'],
        ['en-dark-sidebar', '#b23a48'],
      ] as const
    ).entries()) {
      // A free account creates two resumes: a second user for the English editions.
      const who = i < 2 ? token : await loginOn(target);
      const template = templateIdOf(layout, color);
      const { cid } = expectOk('cvNew', (await call(target, 'cvNew', { template }, who)).body);
      const got = expectOk('cvGet', (await call(target, 'cvGet', { cid }, who)).body);
      expect(got.template).toBe(template);
    }
    // A colour that is no template colour is no template.
    expectCode((await call(target, 'cvNew', { template: 'classic-123456' }, token)).body, 1);
    expectCode((await call(target, 'cvNew', { template: 'nope-2f5496' }, token)).body, 1);
  });
});
