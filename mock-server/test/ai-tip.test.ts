// AI content and tips (issue 3, part 5): job families from the wish title, scaled by experience; fuzzy tips.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { emptyPersonal, isAiPlaceholder, MODULE_LIMIT, ModuleEntrySchemas } from '@cv/contract';
import { chooseFamily } from '../src/services/ai.ts';
import { buildTestApp, login, post, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface ModuleReply {
  id: number;
  style: keyof typeof ModuleEntrySchemas;
  name: string;
  content: string;
}

async function generate(wish: string, exps: string) {
  const { token } = await login(t.app);
  const { cid } = (await post<{ cid: string }>(t.app, '/api/cv/new', { template: 'classic-2f5496' }, token)).body.data;
  const personal = { ...emptyPersonal(cid), name: '王五', wish, exps };
  expect((await post(t.app, '/api/personal/save', personal, token)).body.code).toBe(0);
  const reply = await post<{ modules: ModuleReply[] }>(t.app, '/api/ai/genContent', { cid }, token);
  expect(reply.body.code).toBe(0);
  return { token, cid, modules: reply.body.data.modules };
}

const entries = (modules: ModuleReply[], style: string) =>
  JSON.parse(modules.find((m) => m.style === style)?.content ?? '[]') as Record<string, string>[];

describe('ai/genContent', () => {
  it.each([
    ['高级前端开发', 'frontend'],
    ['Java 后端工程师', 'backend'],
    ['Android 开发', 'mobile'],
    ['测试开发工程师', 'testing'],
    ['数据分析师', 'data'],
    ['产品经理', 'product'],
    ['UI设计师', 'design'],
    ['新媒体运营', 'operations'],
    ['品牌市场经理', 'marketing'],
    ['大客户销售', 'sales'],
    ['财务会计', 'finance'],
    ['HRBP', 'hr'],
    ['小学语文老师', 'teaching'],
    ['管培生', 'student'],
    ['项目经理', 'admin'],
  ])('chooses a job family from the wish title: %s -> %s', (wish, family) => {
    const { families, fallback } = t.app.fixtures.aiCorpus;
    expect(chooseFamily(families, fallback, wish).id).toBe(family);
  });

  it('covers at least 12 job families and falls back for an unknown title', () => {
    const { families, fallback } = t.app.fixtures.aiCorpus;
    expect(families.length).toBeGreaterThanOrEqual(12);
    expect(chooseFamily(families, fallback, '宇航员').id).toBe(fallback);
  });

  it('writes work, project, skill and summary modules whose entries match the contract shapes', async () => {
    const { modules } = await generate('前端开发工程师', '3-5年');
    expect(modules.map((m) => m.style)).toEqual(['edu', 'work', 'project', 'skill', 'summary']);
    for (const m of modules) {
      for (const entry of JSON.parse(m.content) as unknown[])
        expect(Value.Check(ModuleEntrySchemas[m.style], entry)).toBe(true);
    }
    expect(entries(modules, 'summary')[0]?.text).toContain('前端开发工程师');
  });

  it('scales by experience: a graduate gets one internship, ten years get three jobs', async () => {
    const graduate = await generate('数据分析师', '应届');
    expect(graduate.modules.find((m) => m.style === 'work')?.name).toBe('实习经历');
    expect(entries(graduate.modules, 'work')).toHaveLength(1);
    const veteran = await generate('数据分析师', '10年以上');
    expect(entries(veteran.modules, 'work')).toHaveLength(3);
    expect(entries(veteran.modules, 'skill')[0]?.level).toBe('精通');
  });

  it('replaces its previous modules instead of piling up, and keeps the user’s own', async () => {
    const { token, cid, modules } = await generate('产品经理', '1-3年');
    const custom = {
      cid,
      name: '兴趣爱好',
      alias: '兴趣爱好',
      content: '[{"title":"摄影","desc":""}]',
      style: 'custom',
      sort: 9,
      custom: 1,
    };
    const { id } = (await post<{ id: number }>(t.app, '/api/module/save', custom, token)).body.data;
    const again = (await post<{ modules: ModuleReply[] }>(t.app, '/api/ai/genContent', { cid }, token)).body.data
      .modules;
    expect(again).toHaveLength(modules.length + 1);
    expect(again.map((m) => m.id)).toContain(id);
  });

  it("keeps an AI module the user edited, with the user's words, and adds no second module of its style", async () => {
    const { token, cid, modules } = await generate('前端开发工程师', '3-5年');
    const work = modules.find((m) => m.style === 'work')!;
    const edited = entries(modules, 'work').map((e, i) => (i === 0 ? { ...e, company: '我自己写的公司' } : e));
    const save = { ...work, content: JSON.stringify(edited) };
    expect((await post(t.app, '/api/module/save', save, token)).body.code).toBe(0);
    const skill = modules.find((m) => m.style === 'skill')!;
    // Moving a module is not editing it: it stays AI's and is replaced.
    expect((await post(t.app, '/api/module/save', { ...skill, sort: 9 }, token)).body.code).toBe(0);
    const again = (await post<{ modules: ModuleReply[] }>(t.app, '/api/ai/genContent', { cid }, token)).body.data
      .modules;
    expect(again.find((m) => m.id === work.id)).toBeDefined();
    expect(entries(again, 'work')[0]?.company).toBe('我自己写的公司');
    expect(again.filter((m) => m.style === 'work')).toHaveLength(1);
    expect(again.find((m) => m.id === skill.id)).toBeUndefined();
    expect(again.filter((m) => m.style === 'skill')).toHaveLength(1);
  });

  it('never writes a real employer: every company is a placeholder the user is asked to replace', async () => {
    for (const family of t.app.fixtures.aiCorpus.families) {
      for (const company of family.companies) expect(isAiPlaceholder(company), `${family.id}: ${company}`).toBe(true);
    }
    for (const [wish, exps] of [
      ['数据分析师', '10年以上'],
      ['前端开发工程师', '3-5年'],
      ['会计', '应届'],
    ]) {
      const { modules } = await generate(wish!, exps!);
      for (const job of entries(modules, 'work')) expect(isAiPlaceholder(job.company!), job.company).toBe(true);
    }
  });

  it('on a resume where every module is the user’s, answers at once without a change, whatever the latency', async () => {
    const slow = await buildTestApp({ config: { aiLatencyMs: 10 * 60_000 } });
    try {
      const { token } = await login(slow.app);
      const { cid } = (await post<{ cid: string }>(slow.app, '/api/cv/new', { template: 'classic-2f5496' }, token)).body
        .data;
      for (const [sort, style, content] of [
        [2, 'work', '[{"company":"武汉星河网络科技有限公司","title":"前端","start":"2024-01","end":"","desc":"开发"}]'],
        [3, 'project', '[{"name":"小程序","role":"开发","start":"2023-01","end":"2023-06","desc":"开发"}]'],
        [4, 'skill', '[{"name":"React","level":"熟练"}]'],
        [5, 'summary', '[{"text":"热爱前端"}]'],
      ] as const) {
        const body = { cid, name: style, alias: style, content, style, sort, custom: 0 };
        expect((await post(slow.app, '/api/module/save', body, token)).body.code).toBe(0);
      }
      const before = (await post<{ updated_at: string }[]>(slow.app, '/api/cv/list', {}, token)).body.data[0];
      const modules = (await post<{ modules: ModuleReply[] }>(slow.app, '/api/cv/get', { cid }, token)).body.data
        .modules;
      // A 10-minute latency would outlast the race by far: the reply comes without it.
      const reply = await Promise.race([
        post<{ modules: ModuleReply[] }>(slow.app, '/api/ai/genContent', { cid }, token),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 20_000)),
      ]);
      expect(reply).not.toBe('waited');
      if (reply === 'waited') return;
      expect(reply.body.code).toBe(0);
      expect(reply.body.data.modules).toEqual(modules);
      expect((await post<{ updated_at: string }[]>(slow.app, '/api/cv/list', {}, token)).body.data[0]).toEqual(before);
    } finally {
      await slow.close();
    }
  });

  it('never goes beyond the 8-module limit', async () => {
    const { token, cid } = await generate('销售代表', '3-5年');
    for (let i = 0; i < 4; i++) {
      const custom = { cid, name: `模块${i}`, alias: '', content: '[]', style: 'custom', sort: 10 + i, custom: 1 };
      await post(t.app, '/api/module/save', custom, token);
    }
    const again = (await post<{ modules: ModuleReply[] }>(t.app, '/api/ai/genContent', { cid }, token)).body.data
      .modules;
    expect(again).toHaveLength(MODULE_LIMIT);
    expect(again[0]?.style).toBe('edu');
  });
});

describe('tips', () => {
  it('fixtures hold at least 30 positions and 30 majors', () => {
    expect(t.app.fixtures.positionTips.length).toBeGreaterThanOrEqual(30);
    expect(t.app.fixtures.majorTips.length).toBeGreaterThanOrEqual(80);
  });

  it('a major that shares only generic words (工程, 技术, 学) with the list gets no tips', async () => {
    for (const major of ['宇航学', '天文工程', '考古技术']) {
      expect((await post(t.app, '/api/tip/major', { major })).body.data, major).toEqual([]);
    }
  });

  it.each([
    ['高级前端开发', '前端开发工程师'],
    ['java', '后端开发工程师'],
    ['资深产品经理', '产品经理'],
    ['招聘', '招聘专员'],
  ])('position %s finds %s first', async (title, expected) => {
    const tips = (await post<{ title: string }[]>(t.app, '/api/tip/position', { title })).body.data;
    expect(tips[0]?.title).toBe(expected);
  });

  it.each([
    ['软件', '软件工程'],
    ['会计', '会计学'],
    ['视觉传达', '视觉传达设计'],
    ['工业工程', '工业工程'],
    ['工业工程专业', '工业工程'],
    ['材料成型及控制工程', '材料科学与工程'],
    ['机械工程', '机械设计制造及其自动化'],
    ['食品质量与安全', '食品科学与工程'],
    ['计算机', '计算机科学与技术'],
  ])('major %s finds %s first', async (major, expected) => {
    const tips = (await post<{ major: string }[]>(t.app, '/api/tip/major', { major })).body.data;
    expect(tips[0]?.major).toBe(expected);
  });

  it('answers an empty list for no match or empty input', async () => {
    for (const title of ['', '   ', '火星移民规划']) {
      expect((await post(t.app, '/api/tip/position', { title })).body).toEqual({ code: 0, data: [], msg: 'ok' });
    }
  });
});
