// 导入简历, the layouts Word templates and job sites give a resume: the 表格简历 with a section's name down a narrow
// cell, ranges and bullets wrapped by a layout engine, page numbers and running headers, a department between company
// and title, 手机/微信, and entries written as labelled fields (公司名称：… 在职时间：… 工作内容：…).
import { describe, expect, test } from 'vitest';
import { understandLines } from '@/lib/resume-import/assemble';
import type { Line } from '@/lib/resume-import/lines';
import { line, values } from './lines';

describe("表格简历: a section's name down a narrow cell, a character or two a line", () => {
  const entries = (u: ReturnType<typeof understandLines>) =>
    u.modules.map((m) => [m.name.value, m.style, m.entries.map(values)]);
  const want = [
    [
      '教育背景',
      'edu',
      [{ school: '复旦大学', major: '金融学', degree: '本科', start: '2016-09', end: '2020-06', desc: 'GPA 3.6/4.0' }],
    ],
    [
      '工作经历',
      'work',
      [{ company: '上海某某科技有限公司', title: '产品经理', start: '2020-07', end: '', desc: '负责会员体系设计。' }],
    ],
  ];

  test('beside the rows of its section (a PDF): the name is the heading, the rows its content', () => {
    const u = understandLines([
      line('教\t复旦大学 金融学 本科 2016.09 - 2020.06', { bold: true }),
      line('育\tGPA 3.6/4.0', { block: false }),
      line('背', { block: false }),
      line('景', { block: false }),
      line('工作\t上海某某科技有限公司 产品经理 2020.07 - 至今'),
      line('经历\t负责会员体系设计。', { block: false }),
    ]);
    expect(entries(u)).toEqual(want);
    expect(u.tray).toEqual([]);
  });

  test('a character a paragraph (a Word cell), before its rows', () => {
    const u = understandLines([
      ...'教育背景'.split('').map((c) => line(c, { bold: true })),
      line('复旦大学 金融学 本科 2016.09 - 2020.06'),
      line('GPA 3.6/4.0'),
      ...'工作经历'.split('').map((c) => line(c, { bold: true })),
      line('上海某某科技有限公司 产品经理 2020.07 - 至今'),
      line('负责会员体系设计。'),
    ]);
    expect(entries(u)).toEqual(want);
    expect(u.tray).toEqual([]);
  });
});

test('a range wrapped after its dash is one range; a drawn bullet keeps a space, not the tab after it', () => {
  const u = understandLines([
    line('工作经历', { size: 1.3, bold: true }),
    line('中国平安保险（集团）股份有限公司 Java 开发工程师 2017.03 -'),
    line('2020.04', { block: false }),
    line('•\t负责营销活动策划与执行。', { bullet: true }),
  ]);
  expect(values(u.modules[0]!.entries[0]!)).toEqual({
    company: '中国平安保险（集团）股份有限公司',
    title: 'Java 开发工程师',
    start: '2017-03',
    end: '2020-04',
    desc: '• 负责营销活动策划与执行。',
  });
  expect(u.tray).toEqual([]);
});

test("a page's number and a running header's copy on the next page belong to no entry and wait in no tray", () => {
  const onPage = (text: string, page: number, extra: Partial<Line> = {}) =>
    line(text, {
      spans: [{ start: 0, end: text.length, ref: { kind: 'pdf', page, x: 0, y: 0, w: 1, h: 1 } }],
      ...extra,
    });
  const u = understandLines([
    onPage('李雷 · 13800138000', 0, { size: 0.8 }),
    onPage('工作经历', 0, { size: 1.3, bold: true }),
    onPage('上海某某科技有限公司\t产品经理\t2020.07 - 至今', 0),
    onPage('负责会员体系设计。', 0),
    onPage('第 1 页 / 共 2 页', 0, { size: 0.8 }),
    onPage('李雷 · 13800138000', 1, { size: 0.8 }),
    onPage('获奖情况', 1, { size: 1.3, bold: true }),
    onPage('国家奖学金\t2020/03', 1),
    onPage('2/2', 1, { size: 0.8 }),
  ]);
  expect(u.modules.map((m) => m.entries.map(values))).toEqual([
    [{ company: '上海某某科技有限公司', title: '产品经理', start: '2020-07', end: '', desc: '负责会员体系设计。' }],
    [{ name: '国家奖学金', date: '2020-03' }],
  ]);
  // The first copy stays with the rest of the text: its phone read, its name (no other line says it is one) waiting.
  expect(u.personal.phone.value).toBe('13800138000');
  expect(u.tray.map((t) => t.text)).toEqual(['李雷 ·']);
  expect(u.unaccounted).toBe(0);
});

test('a department between the company and the title goes before the title, marked for checking', () => {
  for (const head of [
    '北京字节跳动科技有限公司 | 抖音事业部 | 高级产品经理 | 2020.07 - 至今',
    '2020.07 - 至今\t北京字节跳动科技有限公司\t抖音事业部\t高级产品经理',
  ]) {
    const u = understandLines([line('工作经历', { size: 1.3, bold: true }), line(head), line('负责会员体系设计。')]);
    const entry = u.modules[0]!.entries[0]!;
    expect(values(entry)).toEqual({
      company: '北京字节跳动科技有限公司',
      title: '抖音事业部 · 高级产品经理',
      start: '2020-07',
      end: '',
      desc: '负责会员体系设计。',
    });
    expect(entry.title!.unsure).toBeTruthy();
  }
});

test('手机/微信 labels the phone number (the same number is the WeChat id)', () => {
  const u = understandLines([line('张 三', { size: 2 }), line('手机/微信：13800138000\t邮箱：a@b.com')]);
  expect(u.personal.phone.value).toBe('13800138000');
  expect(u.tray).toEqual([]);
});

describe('entries written as labelled fields (公司名称：… 在职时间：… 工作内容：…)', () => {
  const u = understandLines([
    line('张 三', { size: 2 }),
    line('工作经历', { size: 1.3, bold: true }),
    line('公司名称：上海某某科技有限公司'),
    line('职位：产品经理'),
    line('在职时间：2019.07 - 至今'),
    line('工作内容：负责会员体系设计。'),
    line('主导增长实验。'),
    line('项目经历', { size: 1.3, bold: true }),
    line('项目名称：在线考试系统'),
    line('项目时间：2021.03 - 2021.09'),
    line('担任角色：后端负责人'),
    line('项目描述：为学校搭建在线考试平台。'),
    line('我的职责：负责判卷模块。'),
    line('项目名称：校园二手交易小程序\t担任角色：前端开发'),
    line('项目时间：大三上学期'),
    line('教育背景', { size: 1.3, bold: true }),
    line('学校：复旦大学  专业：金融学  学历：本科'),
    line('时间：2016.09 - 2020.06'),
    line('主修课程：公司金融、计量经济学'),
  ]);
  const entries = (i: number) => u.modules[i]!.entries.map(values);

  test('each field from its label; a plain 工作内容 label goes, the lines after it continue the description', () =>
    expect(entries(0)).toEqual([
      {
        company: '上海某某科技有限公司',
        title: '产品经理',
        start: '2019-07',
        end: '',
        desc: '负责会员体系设计。\n主导增长实验。',
      },
    ]));

  test('a new entry at the first field; several descriptions keep their labels; a time that is no range stays', () =>
    expect(entries(1)).toEqual([
      {
        name: '在线考试系统',
        role: '后端负责人',
        start: '2021-03',
        end: '2021-09',
        desc: '项目描述：为学校搭建在线考试平台。\n我的职责：负责判卷模块。',
      },
      { name: '校园二手交易小程序', role: '前端开发', start: '', end: '', desc: '项目时间：大三上学期' },
    ]));

  test('education: 主修课程 says more than "description" and keeps its label; nothing waits in the tray', () => {
    expect(entries(2)).toEqual([
      {
        school: '复旦大学',
        major: '金融学',
        degree: '本科',
        start: '2016-09',
        end: '2020-06',
        desc: '主修课程：公司金融、计量经济学',
      },
    ]);
    expect(u.tray).toEqual([]);
  });
});
