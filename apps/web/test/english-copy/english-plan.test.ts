// 生成英文版 (issue 42): the English version's plan of a Chinese resume, what it leaves marked 待翻译, and the 中 / EN
// link kept in this browser.
import { describe, expect, test } from 'vitest';
import { EDITION_WORDS, englishTemplateOf, langOfTemplate } from '@cv/contract/edition-words';
import { readEntries } from '@cv/contract/module-fields';
import { emptyPersonal } from '@cv/contract/new-resume';
import { englishPlanOf } from '@/lib/english-copy/english-plan';
import { linkPair, pairsOf, unlinkResume } from '@/lib/english-copy/resume-pairs';
import { needsTranslation, untranslatedFields } from '@/lib/english-copy/untranslated';
import type { ImportPlan } from '@/lib/resume-io/json-resume';

const { cid: _cid, ...blank } = emptyPersonal('x');

/** A Chinese resume as 复制 reads it: every style, Chinese free text, a renamed module, a custom one. */
const chinese: ImportPlan = {
  template: 'timeline-b23a48',
  personal: {
    ...blank,
    name: '林晓雯',
    wish: '数据分析师',
    exps: '3-5年',
    phone: '139 0000 1111',
    email: 'lin@example.com',
    birthday: '1995-04-12',
    gender: 2,
  },
  modules: [
    {
      name: '教育经历',
      alias: '教育经历',
      style: 'edu',
      sort: 1,
      custom: 0,
      content: JSON.stringify([
        { school: '复旦大学', major: 'Statistics', degree: '硕士', start: '2017-09', end: '2020-06', desc: '' },
        {
          school: 'Nanjing University',
          major: '数学',
          degree: '本科',
          start: '2013-09',
          end: '2017-06',
          desc: 'GPA 3.8',
        },
      ]),
    },
    {
      name: '工作经历',
      alias: '实习经历',
      style: 'work',
      sort: 2,
      custom: 0,
      content: JSON.stringify([
        { company: '美团', title: 'Data Analyst', start: '2020-07', end: '', desc: '搭建指标体系' },
      ]),
    },
    {
      name: '专业技能',
      alias: '专业技能',
      style: 'skill',
      sort: 3,
      custom: 0,
      content: JSON.stringify([
        { name: 'SQL', level: '精通' },
        { name: 'Python', level: '熟练' },
        { name: '英语', level: '流利' },
      ]),
    },
    {
      name: '自我评价',
      alias: '关于我',
      style: 'summary',
      sort: 4,
      custom: 0,
      content: JSON.stringify([{ text: '五年数据分析经验。' }]),
    },
    {
      name: '自定义模块',
      alias: '作品集',
      style: 'custom',
      sort: 5,
      custom: 1,
      content: JSON.stringify([{ title: 'pandas', desc: 'Contributor' }]),
    },
  ],
  dropped: [],
};

const entriesOf = (plan: ImportPlan) =>
  plan.modules.map((m) => ({ ...m, entries: readEntries(m.style, m.content) as Record<string, string>[] }));

describe('the English version of a Chinese resume', () => {
  const english = englishPlanOf(chinese)!;

  test('is set in the English edition of the same design and colour', () => {
    expect(english.template).toBe('en-timeline-b23a48');
    expect(langOfTemplate(english.template!)).toBe('en');
    expect(langOfTemplate('timeline-b23a48')).toBe('zh');
    expect(englishTemplateOf('style-campus-banner-2f5496')).toBe('en-campus-banner-2f5496');
    expect(langOfTemplate('style-en-sidebar-0b6e99')).toBe('en');
  });

  test('an English resume, or a template naming no design, has no English version to make', () => {
    expect(englishPlanOf({ ...chinese, template: 'en-classic-2f5496' })).toBeNull();
    expect(englishPlanOf({ ...chinese, template: 'no-such-template' })).toBeNull();
    expect(englishPlanOf({ ...chinese, template: null })).toBeNull();
  });

  test('module names, degrees and skill levels are in English; years of experience and dates are formatted by the page', () => {
    expect(english.modules.map((m) => [m.name, m.alias])).toEqual([
      ['Education', 'Education'],
      ['Experience', 'Internships'],
      ['Skills', 'Skills'],
      ['Summary', '关于我'],
      ['Other', 'Portfolio'],
    ]);
    const [edu, work, skill] = entriesOf(english);
    expect(edu!.entries.map((e) => e.degree)).toEqual(["Master's Degree", "Bachelor's Degree"]);
    expect(skill!.entries.map((e) => e.level)).toEqual(['Expert', 'Proficient', '流利']);
    // 工作经验 is one of the contract's values (the server takes no other); the English page writes it in English.
    expect(english.personal.exps).toBe('3-5年');
    expect(EDITION_WORDS.en.exps(english.personal.exps)).toBe('3–5 years');
    expect(edu!.entries[0]).toMatchObject({ start: '2017-09', end: '2020-06' });
    expect(work!.entries[0]).toMatchObject({ start: '2020-07', end: '' });
    expect(EDITION_WORDS.en.month('2017', 9)).toBe('Sep 2017');
  });

  test('free text is never machine-translated: every field that still has Han characters is listed to translate', () => {
    const marked = untranslatedFields(english.personal, entriesOf(english));
    expect(marked).toEqual([
      { where: '个人信息 · 姓名', text: '林晓雯' },
      { where: '个人信息 · 求职意向', text: '数据分析师' },
      { where: '教育经历 · 第 1 条 · 学校', text: '复旦大学' },
      { where: '教育经历 · 第 2 条 · 专业', text: '数学' },
      { where: '工作经历 · 第 1 条 · 公司', text: '美团' },
      { where: '工作经历 · 第 1 条 · 工作内容', text: '搭建指标体系' },
      { where: '专业技能 · 第 3 条 · 技能', text: '英语' },
      { where: '专业技能 · 第 3 条 · 掌握程度', text: '流利' },
      { where: '关于我 · 模块名称', text: '关于我' },
      { where: '关于我 · 第 1 条 · 内容', text: '五年数据分析经验。' },
    ]);
    expect(needsTranslation('Fudan University')).toBe(false);
    expect(needsTranslation('Fudan 大学')).toBe(true);
  });

  test('nothing is lost: the same personal info, modules and entries, with only the fixed words changed', () => {
    expect(english.personal).toEqual(chinese.personal);
    expect(english.modules).toHaveLength(chinese.modules.length);
    const before = entriesOf(chinese);
    entriesOf(english).forEach((m, i) => {
      const was = before[i]!;
      expect([m.style, m.sort, m.custom]).toEqual([was.style, was.sort, was.custom]);
      expect(m.entries).toHaveLength(was.entries.length);
      m.entries.forEach((entry, j) => {
        for (const [field, value] of Object.entries(was.entries[j]!)) {
          if (field === 'degree' || field === 'level') continue;
          expect(entry[field]).toBe(value);
        }
      });
    });
    // The Chinese plan itself is untouched.
    expect(chinese.modules[0]!.name).toBe('教育经历');
  });
});

describe('the 中 / EN link (IndexedDB, per user)', () => {
  test('links both ways, survives a fresh read, and goes with either side', async () => {
    await linkPair(7, 'zh1', 'en1', 1000);
    const pairs = await pairsOf(7);
    expect(pairs.get('zh1')).toMatchObject({ lang: 'zh', pair: 'en1', at: 1000 });
    expect(pairs.get('en1')).toMatchObject({ lang: 'en', pair: 'zh1' });
    expect((await pairsOf(8)).size).toBe(0);
    await unlinkResume(7, 'en1');
    expect((await pairsOf(7)).size).toBe(0);
  });

  test('a new English version of the same resume replaces the old link', async () => {
    await linkPair(9, 'zh', 'en-old');
    await linkPair(9, 'zh', 'en-new');
    const pairs = await pairsOf(9);
    expect(pairs.get('zh')?.pair).toBe('en-new');
    expect(pairs.has('en-old')).toBe(false);
    expect(pairs.get('en-new')?.pair).toBe('zh');
  });
});
