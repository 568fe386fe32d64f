// 导出 Markdown (issue 36): the resume as a Markdown document, modules in order, markup in the user's text escaped.
import { describe, expect, test } from 'vitest';
import type { FullResume } from '@cv/contract';
import { emptyPersonal } from '@cv/contract/new-resume';
import { markdownFileName, toMarkdown } from '@/lib/resume-io/markdown';

const resume = {
  template: 'classic-2f5496',
  version: 0,
  personal: { ...emptyPersonal('c1'), name: '林晓雯', wish: '前端工程师', exps: '3-5年', phone: '138 0000 0000' },
  modules: [
    {
      id: 2,
      cid: 'c1',
      name: '工作经历',
      alias: '工作经历',
      style: 'work',
      sort: 2,
      custom: 0,
      content: JSON.stringify([
        { company: '某公司', title: '前端', start: '2021-03', end: '', desc: '- 负责 *首页* 重构\n性能提升 30%' },
      ]),
    },
    {
      id: 1,
      cid: 'c1',
      name: '教育经历',
      alias: '教育经历',
      style: 'edu',
      sort: 1,
      custom: 0,
      content: JSON.stringify([
        { school: '华中科技大学', major: '软件工程', degree: '本科', start: '2015-09', end: '2019-06', desc: '' },
      ]),
    },
    { id: 3, cid: 'c1', name: '荣誉奖项', alias: '荣誉奖项', style: 'honor', sort: 3, custom: 0, content: '[]' },
  ],
} as unknown as FullResume;

describe('toMarkdown', () => {
  test('heading, 求职意向 and contact, then modules by sort; empty modules left out; markup escaped', () => {
    expect(toMarkdown(resume)).toBe(
      [
        '# 林晓雯',
        '',
        '求职意向：前端工程师 ｜ 工作经验：3-5年',
        '',
        '手机：138 0000 0000',
        '',
        '## 教育经历',
        '',
        '### 华中科技大学 · 软件工程 · 本科 （2015-09 – 2019-06）',
        '',
        '## 工作经历',
        '',
        '### 某公司 · 前端 （2021-03 – 至今）',
        '- 负责 \\*首页\\* 重构',
        '- 性能提升 30%',
        '',
      ].join('\n'),
    );
    expect(markdownFileName(resume)).toBe('林晓雯-前端工程师.md');
  });
});
