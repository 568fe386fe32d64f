/**
 * Attack: counting users and modules. User and module ids were sequential, so a user learned how many users and
 * modules existed (and when others signed up) from the ids they were given. DESIGN 3: ids a user sees are random.
 * Now they are random integers in [2^32, 2^32 + 2^48): still safe JSON integers, saying nothing about counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, routes } from '@cv/contract';
import { buildTestApp, login, loginWithResume, post, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const LOW = 2 ** 32;
const HIGH = 2 ** 32 + 2 ** 48;

const looksRandom = (ids: number[]) => {
  for (const id of ids) {
    expect(Number.isSafeInteger(id)).toBe(true);
    expect(id).toBeGreaterThanOrEqual(LOW);
    expect(id).toBeLessThan(HIGH);
  }
  expect(new Set(ids).size).toBe(ids.length);
  // Consecutive ids would differ by 1; random ones almost never come within 1,000 of each other.
  const sorted = [...ids].sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThan(1000);
};

describe('ids a user sees', () => {
  it('user ids are random, not sequential', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await login(t.app)).userId);
    looksRandom(ids);
    const seeded = (await t.app.inject({ method: 'GET', url: '/__mock/state' })).json<{
      data: { users: { id: number }[] };
    }>().data.users;
    looksRandom(seeded.map((u) => u.id));
  });

  it('module ids are random, and modules with the same sort keep their creation order', async () => {
    const { token, cid } = await loginWithResume(t.app);
    const ids: number[] = [];
    for (const name of ['甲', '乙', '丙', '丁', '戊']) {
      const saved = await post<{ id: number }>(
        t.app,
        routes.moduleSave.path,
        { cid, name, alias: '', style: 'skill', sort: 5 },
        token,
      );
      expect(saved.body.code).toBe(Code.OK);
      ids.push(saved.body.data.id);
    }
    looksRandom(ids);
    const listed = await post<{ id: number; name: string }[]>(t.app, routes.moduleList.path, { cid }, token);
    const sameSort = listed.body.data.filter((m) => ids.includes(m.id)).map((m) => m.name);
    expect(sameSort).toEqual(['甲', '乙', '丙', '丁', '戊']);
    // A random id of another user's module, or none, answers 3 as before.
    const other = await login(t.app);
    const foreign = await post(t.app, routes.moduleDelete.path, { id: ids[0] }, other.token);
    expect(foreign.body.code).toBe(Code.NOT_FOUND);
  });
});
