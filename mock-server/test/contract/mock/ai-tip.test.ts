// Contract: ai/genContent, tip/position, tip/major.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MODULE_LIMIT } from '@cv/contract';
import { call, expectCode, expectOk, loginOn, startTarget, userWithResume, type Target } from '../harness.ts';

let target: Target;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(() => target.close());

describe('POST /api/ai/genContent', () => {
  it('answers the modules written, education first, within the module limit', async () => {
    const { token, cid } = await userWithResume(target);
    const { modules } = expectOk('aiGenContent', (await call(target, 'aiGenContent', { cid }, token)).body);
    expect(modules[0]?.style).toBe('edu');
    expect(modules.length).toBeGreaterThan(1);
    expect(modules.length).toBeLessThanOrEqual(MODULE_LIMIT);
    expect(modules.map((m) => m.style)).toEqual(expect.arrayContaining(['work', 'project', 'skill', 'summary']));
  });
  it("answers 3 for another user's resume", async () => {
    const { cid } = await userWithResume(target);
    expectCode((await call(target, 'aiGenContent', { cid }, await loginOn(target))).body, Code.NOT_FOUND);
  });
});

describe('POST /api/tip/position', () => {
  it("finds the frontend tips for '高级前端开发'", async () => {
    const tips = expectOk('tipPosition', (await call(target, 'tipPosition', { title: '高级前端开发' })).body);
    expect(tips[0]?.title).toContain('前端');
  });
  it('answers [] for no match and for an empty title', async () => {
    expect(expectOk('tipPosition', (await call(target, 'tipPosition', { title: '宇宙飞船驾驶' })).body)).toEqual([]);
    expect(expectOk('tipPosition', (await call(target, 'tipPosition', { title: '' })).body)).toEqual([]);
  });
});

describe('POST /api/tip/major', () => {
  it("finds '计算机科学与技术' for '计算机'", async () => {
    const tips = expectOk('tipMajor', (await call(target, 'tipMajor', { major: '计算机' })).body);
    expect(tips[0]?.major).toBe('计算机科学与技术');
  });
  it('answers [] for no match and for an empty major', async () => {
    expect(expectOk('tipMajor', (await call(target, 'tipMajor', { major: '屠龙术' })).body)).toEqual([]);
    expect(expectOk('tipMajor', (await call(target, 'tipMajor', { major: '  ' })).body)).toEqual([]);
  });
});
