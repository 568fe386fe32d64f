// Contract: template/list and template/style pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_PAGE_SIZE } from '@cv/contract';
import { call, expectOk, startTarget, type Target } from '../harness.ts';

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
