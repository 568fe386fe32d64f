// Issue 42, step 4: an English resume's 简历诊断 and 岗位匹配 read English text (figures in achievements, empty
// descriptions, repeated sentences, a posting in English matched by stem, case-insensitive), and 简历诊断 reports in
// Chinese what it used to miss: a work entry with an empty 工作内容 and a project description saying one sentence twice.
import { describe, expect, test } from 'vitest';
import { langOfTemplate, moduleStyleName } from '@cv/contract/edition-words';
import { diagnose } from '@/lib/writing-help/diagnosis/diagnose';
import { stem } from '@/lib/writing-help/job-match/english-words';
import { matchJob } from '@/lib/writing-help/job-match/match';
import type { DocModule, ResumeDoc } from '@/lib/writing-help/resume-doc';
import { NOW, personalOf } from './resumes';

const EN = 'en-classic-2f5496';
const mod = (key: string, style: DocModule['style'], name: string, entries: Record<string, string>[]): DocModule => ({
  key,
  name,
  alias: name,
  style,
  entries,
});
const doc = (modules: DocModule[], template = EN): ResumeDoc => ({
  template,
  personal: personalOf({
    name: 'Li Lei',
    wish: 'Frontend Engineer',
    exps: '3-5年',
    phone: '138 0013 8000',
    email: 'lilei@example.com',
  }),
  modules,
});
const findingsOf = (d: ResumeDoc, check: string) => diagnose(d, { now: NOW }).findings.filter((f) => f.check === check);

describe('the language of a resume', () => {
  test('comes from its template: an en- edition is English, anything else Chinese', () => {
    expect(langOfTemplate('en-classic-2f5496')).toBe('en');
    expect(langOfTemplate('en-campus-banner-0b6e99')).toBe('en');
    expect(langOfTemplate('classic-2f5496')).toBe('zh');
    expect(langOfTemplate('en-nonexistent-2f5496')).toBe('zh');
    expect(langOfTemplate('')).toBe('zh');
    expect(langOfTemplate(undefined)).toBe('zh');
  });

  test('every module the picker offers has an English name', () => {
    const styles = ['edu', 'work', 'project', 'skill', 'honor', 'summary', 'custom'] as const;
    expect(styles.map((s) => moduleStyleName(s, 'en'))).toEqual([
      'Education',
      'Experience',
      'Projects',
      'Skills',
      'Awards',
      'Summary',
      'Other',
    ]);
    expect(moduleStyleName('work', 'zh')).toBe('工作经历');
  });
});

describe('简历诊断 of an English resume', () => {
  const job = (desc: string) => ({ company: 'Acme', title: 'Engineer', start: '2021-03', end: '', desc });

  test('an achievement without a figure gets the quantified suggestion with an English example', () => {
    const found = findingsOf(
      doc([mod('w', 'work', 'Experience', [job('Built the checkout page in React.')])]),
      'quantified',
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain('Increased conversion by 15%');
  });

  test('digits or figures in words count as quantified', () => {
    for (const desc of ['Cut load time by 60%.', 'Doubled weekly sign-ups.', 'Mentored three junior developers.'])
      expect(findingsOf(doc([mod('w', 'work', 'Experience', [job(desc)])]), 'quantified')).toEqual([]);
  });

  test('an empty description is reported, and so is one of list markers only', () => {
    for (const desc of ['', '1. ', ' - \n• '])
      expect(findingsOf(doc([mod('w', 'work', 'Experience', [job(desc)])]), 'desc-empty')).toHaveLength(1);
  });

  test('a sentence said twice is reported, on one line or two, whatever its case', () => {
    const once = 'Built the checkout flow in React and TypeScript.';
    for (const desc of [`${once} ${once.toUpperCase()}`, `1. ${once}\n2. ${once}`]) {
      const found = findingsOf(doc([mod('p', 'project', 'Projects', [job(desc)])]), 'desc-duplicate');
      expect(found).toHaveLength(1);
      expect(found[0]!.message).toMatch(/built the checkout/i);
    }
    // 'Node.js' and '3.5' do not cut a sentence: two different sentences are not a repeat.
    const distinct = 'Moved the API to Node.js 20 and cut p99 latency by 3.5x. Moved the API to Go and cut costs.';
    expect(findingsOf(doc([mod('p', 'project', 'Projects', [job(distinct)])]), 'desc-duplicate')).toEqual([]);
  });

  test('an English wish with Intern reads as 实习', () => {
    const d = doc([]);
    d.personal = { ...d.personal!, wish: 'Software Engineering Intern', exps: '应届' };
    expect(diagnose(d, { now: NOW }).level).toBe('intern');
  });
});

describe('简历诊断 in Chinese: what it used to miss', () => {
  test('a work entry with an empty 工作内容 is reported', () => {
    const work = { company: '甲公司', title: '前端工程师', start: '2021-03', end: '', desc: '' };
    const found = findingsOf(doc([mod('w', 'work', '工作经历', [work])], 'classic-2f5496'), 'desc-empty');
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain('工作内容');
    expect(found[0]!.target).toEqual({ kind: 'module', key: 'w', index: 0, field: 'desc' });
  });

  test('a project description saying one sentence twice on one line is reported', () => {
    const desc = '负责商城前端开发，首屏时间缩短 40%。负责商城前端开发，首屏时间缩短 40%。';
    const project = { name: '商城', role: '负责人', start: '2022-01', end: '2022-09', desc };
    const found = findingsOf(doc([mod('p', 'project', '项目经历', [project])], 'classic-2f5496'), 'desc-duplicate');
    expect(found).toHaveLength(1);
    expect(found[0]!.where).toBe('项目经历 · 第 1 条 · 描述');
    expect(found[0]!.message).toContain('本条前文');
  });
});

describe('岗位匹配 with a posting in English', () => {
  test('a light stem reads inflections alike', () => {
    expect(stem('optimization')).toBe(stem('optimized'));
    expect(stem('optimizing')).toBe(stem('optimize'));
    expect(stem('communication')).toBe(stem('communicating'));
    expect(stem('managed')).toBe(stem('management'));
    expect(stem('Stakeholders')).toBe(stem('stakeholder'));
    expect(stem('process')).toBe('process');
    expect(stem('design')).not.toBe(stem('desk'));
  });

  const resume = doc([
    mod('w', 'work', 'Experience', [
      {
        company: 'Acme',
        title: 'Frontend Engineer',
        start: '2021-03',
        end: '',
        desc: 'Optimized page performance with React and TypeScript.\nCommunicated weekly with stakeholders.',
      },
    ]),
    mod('s', 'skill', 'Skills', [{ name: 'Accessibility', level: '熟练' }]),
  ]);
  const posting = `We are looking for a Frontend Engineer to join our team.
Requirements: 3+ years of experience with REACT and TypeScript; strong communication with stakeholders;
performance optimization; accessibility; experience with GraphQL and mentoring.`;

  test('finds the lexicon’s terms and the posting’s own words by stem, case-insensitive', () => {
    const result = matchJob(resume, posting);
    const found = result.found.map((k) => k.keyword);
    expect(found).toEqual(expect.arrayContaining(['React', 'TypeScript', 'communication', 'stakeholders']));
    expect(found).toEqual(expect.arrayContaining(['performance', 'optimization', 'accessibility']));
    const missing = result.missing.map((k) => k.keyword);
    expect(missing).toEqual(expect.arrayContaining(['mentoring']));
    expect(missing.concat(found)).not.toContain('requirements');
    expect(missing.concat(found)).not.toContain('experience');
    const stakeholders = result.found.find((k) => k.keyword === 'stakeholders')!;
    expect(stakeholders.kind).toBe('word');
    expect(stakeholders.places[0]!.target).toMatchObject({ kind: 'module', key: 'w', field: 'desc' });
    expect(result.percent).toBeGreaterThan(50);
    expect(result.percent).toBeLessThan(100);
  });

  test('a Chinese posting gets no English words of its own', () => {
    const result = matchJob(resume, '岗位要求：熟悉 React、TypeScript，有良好的沟通能力');
    expect(result.found.concat(result.missing).every((k) => k.kind !== 'word')).toBe(true);
  });
});
