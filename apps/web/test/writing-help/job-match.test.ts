// 岗位匹配 on three real-looking postings: the keywords found (and where) and the ones the resume lacks.
import { describe, expect, test } from 'vitest';
import { findTerms, matchJob, type JobMatch } from '@/lib/writing-help/job-match/match';
import { accountant, ACCOUNTANT_JD, FRONTEND_JD, PRODUCT_JD, productManager } from './job-descriptions';
import { cleanGraduate } from './resumes';

const names = (list: JobMatch['found']) => list.map((k) => k.keyword);

describe('岗位匹配', () => {
  test('frontend posting against a new graduate’s frontend resume', () => {
    const result = matchJob(cleanGraduate(), FRONTEND_JD);
    expect(names(result.found)).toEqual(['前端开发', '小程序', 'JavaScript', 'React', 'Vue', 'TypeScript', 'Git']);
    expect(names(result.missing)).toEqual([
      'HTML',
      'CSS',
      'Webpack',
      'HTTP',
      '前端工程化',
      '性能优化',
      '浏览器原理',
      '沟通能力',
      '团队协作',
    ]);
    expect(result.percent).toBe(50);
    // Synonyms: the posting says JS, the resume says JavaScript; Web 前端 and 前端开发 are one keyword.
    const js = result.found.find((k) => k.keyword === 'JavaScript')!;
    expect(js.places).toEqual([
      {
        target: { kind: 'module', key: 'm4', index: 0, field: 'name' },
        where: '专业技能 · 第 1 条',
        surface: 'javascript',
      },
    ]);
    expect(result.found[0]!.places.map((p) => p.where)).toContain('求职意向');
  });

  test('product manager posting', () => {
    const result = matchJob(productManager, PRODUCT_JD);
    expect(names(result.found)).toEqual([
      '产品经理',
      'SaaS',
      '需求分析',
      'PRD',
      '原型设计',
      '用户研究',
      '产品规划',
      'Axure',
      '数据分析',
      '逻辑思维',
      '沟通能力',
    ]);
    expect(names(result.missing)).toEqual(['Figma', 'SQL', '竞品分析', 'A/B 测试', '抗压能力']);
    expect(result.percent).toBe(67);
  });

  test('accountant posting', () => {
    const result = matchJob(accountant, ACCOUNTANT_JD);
    expect(names(result.found)).toEqual([
      '总账',
      '凭证',
      '月结',
      '财务报表',
      '纳税申报',
      '应收应付',
      '会计',
      '金蝶',
      'Excel',
    ]);
    expect(names(result.missing)).toEqual([
      '财务分析',
      '审计',
      '成本核算',
      '中级会计职称',
      'CPA',
      '企业会计准则',
      '责任心',
    ]);
    expect(result.percent).toBe(61);
    expect(result.found.find((k) => k.keyword === '财务报表')?.places[0]?.surface).toBe('三大报表');
  });

  test('a match never cuts a word: js is not in json, 运营 is not in 运营商, Node.js is not JavaScript', () => {
    expect(findTerms('处理 json 数据').map((h) => h.term.name)).toEqual([]);
    expect(findTerms('对接三大运营商').map((h) => h.term.name)).toEqual([]);
    expect(findTerms('熟悉 Node.js').map((h) => h.term.name)).toEqual(['Node.js']);
    expect(findTerms('精通ＪＳ和Web前端').map((h) => h.term.name)).toEqual(['JavaScript', '前端开发']);
  });

  test('an empty posting or one with no known keyword matches 0% and lists nothing', () => {
    expect(matchJob(productManager, '')).toEqual({ percent: 0, found: [], missing: [] });
    expect(matchJob(productManager, '诚聘，待遇从优').percent).toBe(0);
  });
});
