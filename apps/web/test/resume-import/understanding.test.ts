// 导入简历 (issue 41), understanding: dates to YYYY-MM with an open end, headings in Chinese and English (unknown ones
// become custom modules), personal info from labels and patterns, entries split on date ranges.
import { describe, expect, test } from 'vitest';
import { findDate, findRange, yearMonth } from '@/lib/resume-import/dates';
import { knownHeading, nearHeading } from '@/lib/resume-import/headings';
import { understandLines } from '@/lib/resume-import/assemble';
import { expsLevel } from '@/lib/resume-import/personal';
import { line, values } from './lines';

describe('dates', () => {
  test.each([
    ['1998.06', '1998-06'],
    ['1998年6月', '1998-06'],
    ['1998-06', '1998-06'],
    ['1998/6', '1998-06'],
    ['Jun 1998', '1998-06'],
    // English month names after September (a list that held both sep and sept read October as November).
    ['Sept. 2019', '2019-09'],
    ['October 2019', '2019-10'],
    ['Nov 2019', '2019-11'],
    ['Dec 2019', '2019-12'],
    ['01/2020', '2020-01'],
    ['12/2020', '2020-12'],
  ])('%s reads as %s', (text, want) => expect(yearMonth(text).value).toBe(want));

  test('至今, 今, 现在 and Present are an open end', () => {
    for (const open of ['至今', '今', '现在', 'Present']) {
      const r = findRange(`某公司 2021.03 - ${open}`);
      expect(r?.start.value).toBe('2021-03');
      expect(r?.end.value).toBe('');
    }
  });

  test('English ranges: month names, month/year, to and Current', () => {
    const r = findRange('ByteDance  Oct 2019 – Dec 2021');
    expect([r?.start.value, r?.end.value]).toEqual(['2019-10', '2021-12']);
    const s = findRange('Deloitte 09/2018 to Current');
    expect([s?.start.value, s?.end.value]).toEqual(['2018-09', '']);
  });

  test('a year alone is read as its January and marked unsure', () => {
    expect(yearMonth('2019')).toEqual({ value: '2019-01', unsure: expect.any(String) });
  });

  test('a mobile number is no date', () => expect(findDate('电话 13800138000')).toBeNull());
});

describe('headings', () => {
  test.each([
    ['教育背景', 'edu'],
    ['教 育 经 历', 'edu'],
    ['Education', 'edu'],
    ['实习经历', 'work'],
    ['职业经历', 'work'],
    ['02 工作经验', 'work'],
    ['项目经历 / Projects', 'project'],
    ['专业技能', 'skill'],
    ['获奖情况', 'honor'],
    ['自我评价', 'summary'],
    ['基本信息', 'personal'],
  ])('%s is %s', (text, kind) => expect(knownHeading(text)).toBe(kind));

  test('a sentence is no heading', () => expect(knownHeading('负责教育经历模块的开发')).toBeNull());

  test.each(['兴趣爱好', '语言能力', '社团经历', '志愿者经历', 'Languages', 'Interests'])(
    'the sections resumes often add are known custom ones: %s',
    (text) => expect(knownHeading(text)).toBe('custom'),
  );
});

describe('headings at the body size, told only by their weight', () => {
  const bold = (text: string) => line(text, { bold: true });
  const u = understandLines([
    line('王 芳', { size: 2 }),
    bold('教育背景'),
    line('2016.09 - 2020.06\t复旦大学\t金融学\t本科'),
    bold('兴趣爱好'),
    bold('摄影'),
    line('拍过三个城市的街头。'),
    bold('围棋'),
    line('业余五段。'),
  ]);

  test('an entry title drawn as the headings are stays an entry title of its section', () => {
    expect(u.modules.map((m) => [m.name.value, m.style, m.custom, m.name.unsure])).toEqual([
      ['教育背景', 'edu', 0, undefined],
      ['兴趣爱好', 'custom', 1, undefined],
    ]);
    expect(u.modules[1]!.entries.map(values)).toEqual([
      { title: '摄影', desc: '拍过三个城市的街头。' },
      { title: '围棋', desc: '业余五段。' },
    ]);
  });
});

describe('a heading with one character misread (OCR of a letter-spaced 荣 誉 奖 项)', () => {
  test('one character from a known heading: that heading; a line of another kind, two characters off or short: not', () => {
    expect(nearHeading('荣 誉 奖 硕')).toEqual({ kind: 'honor', title: '荣誉奖项' });
    expect(nearHeading('教育背晕')).toEqual({ kind: 'edu', title: '教育背景' });
    const far = ['荣誉奖项', '项目管理', '围棋', '兴趣广泛', 'Skils'];
    expect(far.map(nearHeading)).toEqual(far.map(() => null));
  });

  test('drawn as the headings are: its module, titled as the heading, marked for checking; drawn as body: text', () => {
    const heading = (text: string) => line(text, { size: 1.32 });
    const u = understandLines([
      line('王 芳', { size: 2 }),
      heading('专 业 技 能'),
      line('Python\t精通'),
      heading('荣 誉 奖 硕'),
      line('优秀毕业生\t2022-08'),
      heading('自 我 评 价'),
      line('教育背晕'),
    ]);
    expect(u.modules.map((m) => [m.name.value, m.style, m.custom, m.name.unsure])).toEqual([
      ['专业技能', 'skill', 0, undefined],
      ['荣誉奖项', 'honor', 0, '原文读作“荣誉奖硕”，按“荣誉奖项”识别'],
      ['自我评价', 'summary', 0, undefined],
    ]);
    expect(u.modules[1]!.entries.map(values)).toEqual([{ name: '优秀毕业生', date: '2022-08' }]);
    expect(u.modules[2]!.entries.map(values)).toEqual([{ text: '教育背晕' }]);
  });
});

describe('headings marked like list items, with an English half (◆ 教育背景 EDUCATION)', () => {
  const heading = (text: string) => line(text, { bullet: true });
  const lines = [
    line('李 雷', { size: 2 }),
    line('电话：13800138000\t邮箱：li@example.com'),
    heading('◆ 教育背景 EDUCATION'),
    line('2016.09 – 2020.06\t复旦大学\t金融学 | 本科'),
    heading('◆ 工作经历 WORK EXPERIENCE'),
    line('2020.07 至 2023.06\t上海某某科技有限公司\t产品经理'),
    line('◆ 负责会员体系设计', { bullet: true }),
    line('◆ 主导增长实验', { bullet: true }),
    heading('◆ 兴趣爱好 MORE'),
    line('围棋'),
    heading('◆ 自我评价 ABOUT ME'),
    line('踏实认真。'),
  ];
  const u = understandLines(lines);

  test('each starts its module, titled by its Chinese half; the unknown one is a custom module', () => {
    expect(u.modules.map((m) => [m.name.value, m.style])).toEqual([
      ['教育背景', 'edu'],
      ['工作经历', 'work'],
      ['兴趣爱好', 'custom'],
      ['自我评价', 'summary'],
    ]);
    expect(values(u.modules[1]!.entries[0]!)).toMatchObject({
      company: '上海某某科技有限公司',
      title: '产品经理',
      start: '2020-07',
      end: '2023-06',
    });
  });

  test('list items with the same mark stay list items', () => {
    expect(u.modules[1]!.entries[0]!.desc!.value).toBe('◆ 负责会员体系设计\n◆ 主导增长实验');
    expect(u.tray).toEqual([]);
  });

  test('a marked line that is no known heading, among list items, is no heading', () => {
    const v = understandLines([
      line('工作经历', { size: 1.3, bold: true }),
      line('上海某某科技有限公司\t产品经理\t2020.07 - 至今'),
      line('◆ 用户增长', { bullet: true }),
      line('◆ 会员体系', { bullet: true }),
    ]);
    expect(v.modules.map((m) => m.name.value)).toEqual(['工作经历']);
  });
});

test('工作年限 maps to the experience levels', () => {
  expect(expsLevel('应届生')).toBe('应届');
  expect(expsLevel('2年')).toBe('1-3年');
  expect(expsLevel('3-5年')).toBe('3-5年');
  expect(expsLevel('8 年工作经验')).toBe('5-10年');
  expect(expsLevel('12年')).toBe('10年以上');
});

describe('a resume as lines', () => {
  const lines = [
    line('张 三', { size: 2 }),
    line('求职意向：产品经理'),
    line('手机：138 0013 8000\t邮箱：zhang@example.com'),
    line('性\u3000别：男\t出生年月：1998年6月\t工作年限：3年'),
    line('籍贯：浙江杭州'),
    line('教育背景', { size: 1.3, bold: true }),
    line('2016.09 - 2020.06\t复旦大学\t金融学\t本科'),
    line('工作经历', { size: 1.3, bold: true }),
    line('上海某某科技有限公司\t产品经理\t2020.07 - 至今'),
    line('负责会员体系设计，', { block: true }),
    line('复购率提升 12%。', { block: false }),
    line('社团经历', { size: 1.3, bold: true }),
    line('学生会主席'),
    line('组织校园活动二十余场。'),
  ];
  const u = understandLines(lines);

  test('personal info from labels and patterns', () => {
    expect(values(u.personal)).toEqual({
      name: '张三',
      wish: '产品经理',
      exps: '1-3年',
      phone: '138 0013 8000',
      email: 'zhang@example.com',
      birthday: '1998-06',
      gender: '男',
    });
    expect(u.personal.exps.unsure).toBeTruthy();
  });

  test('entries with their fields; a wrapped line joins its paragraph', () => {
    expect(u.modules.map((m) => [m.name.value, m.style, m.custom])).toEqual([
      ['教育背景', 'edu', 0],
      ['工作经历', 'work', 0],
      ['社团经历', 'custom', 1],
    ]);
    expect(values(u.modules[0]!.entries[0]!)).toEqual({
      school: '复旦大学',
      major: '金融学',
      degree: '本科',
      start: '2016-09',
      end: '2020-06',
      desc: '',
    });
    expect(values(u.modules[1]!.entries[0]!)).toEqual({
      company: '上海某某科技有限公司',
      title: '产品经理',
      start: '2020-07',
      end: '',
      desc: '负责会员体系设计，\n复购率提升 12%。',
    });
    expect(values(u.modules[2]!.entries[0]!)).toEqual({ title: '学生会主席', desc: '组织校园活动二十余场。' });
  });

  test('what no field takes waits in the tray, and no character is lost', () => {
    expect(u.tray.map((t) => t.text)).toEqual(['籍贯：浙江杭州']);
    expect(u.unaccounted).toBe(0);
  });
});

describe('personal info the layout put out of place', () => {
  test('a large first line of a name and a title split by a gap: the name and the wished position', () => {
    const u = understandLines([line('林晓雯 高级前端工程师', { size: 1.6 }), line('教育经历'), line('浙江大学')]);
    expect([u.personal.name.value, u.personal.wish.value]).toEqual(['林晓雯', '高级前端工程师']);
  });

  test("a header's wrapped line of labelled fields inside a section is personal info, not the section's text", () => {
    const u = understandLines([
      line('林晓雯', { size: 2 }),
      line('电话：138 0013 8000 | 邮箱：lin@example.com'),
      line('工作经历'),
      line('2023.03 - 至今 ⇥ 杭州云帆科技有限公司'.replace(' ⇥ ', '\t')),
      line('性别：女 | 出生年月：1996.05 | 工作经验：3-5 年'),
      line('负责前端架构设计。'),
    ]);
    expect([u.personal.gender.value, u.personal.birthday.value, u.personal.exps.value]).toEqual([
      '女',
      '1996-05',
      '3-5年',
    ]);
    expect(u.modules[0]!.entries[0]!.desc!.value).toBe('负责前端架构设计。');
  });

  test("one space parts an organisation's name from an English-led title", () => {
    const u = understandLines([line('工作经历'), line('招商银行股份有限公司 Java 开发工程师\t2019.01 - 2022.07')]);
    const work = values(u.modules[0]!.entries[0]!);
    expect([work.company, work.title]).toEqual(['招商银行股份有限公司', 'Java 开发工程师']);
  });
});

describe('honours: the date and the brackets around it go, the name keeps its own', () => {
  test.each([
    ['英语六级（CET-6） （2019-04）', '英语六级（CET-6）'],
    ['英语六级（CET-6） 2019-04', '英语六级（CET-6）'],
    ['英语六级（CET-6）\t2019.04', '英语六级（CET-6）'],
    ['（省级）一等奖 2019.04', '（省级）一等奖'],
    ['数学建模一等奖 (2019.04)', '数学建模一等奖'],
    ['数学建模一等奖 (2019.04', '数学建模一等奖'],
  ])('%s', (text, name) => {
    const u = understandLines([line('获奖情况'), line(text)]);
    expect(values(u.modules[0]!.entries[0]!)).toEqual({ name, date: '2019-04' });
    expect(u.unaccounted).toBe(0);
  });
});

test('a company and title over the dates, close under the last description (no gap, not bold), head their entry', () => {
  const u = understandLines([
    line('工作经历'),
    line('杭州云帆科技有限公司\t前端工程师'),
    line('2022.08 - 至今', { block: false }),
    line('负责前端架构设计，首屏提速 40%。', { block: false }),
    line('广州唯品会电子商务有限公司\t前端开发工程师', { block: false }),
    line('2020.11 - 2022.05', { block: false }),
    line('负责自动化测试框架落地。', { block: false }),
  ]);
  expect(u.modules[0]!.entries.map((e) => values(e))).toEqual([
    {
      company: '杭州云帆科技有限公司',
      title: '前端工程师',
      start: '2022-08',
      end: '',
      desc: '负责前端架构设计，首屏提速 40%。',
    },
    {
      company: '广州唯品会电子商务有限公司',
      title: '前端开发工程师',
      start: '2020-11',
      end: '2022-05',
      desc: '负责自动化测试框架落地。',
    },
  ]);
});

test('awards in a narrow column, each date wrapped under its name: one award per name, the next name not joined on', () => {
  const u = understandLines([
    line('荣誉奖项'),
    line('“挑战杯”省赛银奖'),
    line('2018年05月'),
    line('英语六级（CET-6）'),
    line('2020年04月'),
    line('优秀毕业生\t2023年10月'),
  ]);
  expect(u.modules[0]!.entries.map((e) => values(e))).toEqual([
    { name: '“挑战杯”省赛银奖', date: '2018-05' },
    { name: '英语六级（CET-6）', date: '2020-04' },
    { name: '优秀毕业生', date: '2023-10' },
  ]);
});
