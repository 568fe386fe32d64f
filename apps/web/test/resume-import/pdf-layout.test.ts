// 导入简历 (issue 41), PDF layout: rows of text items read column by column (a header band, then the sidebar, then
// the main column), a date rail kept on its rows, Han text joined without spaces, letter-spaced headings joined.
import { describe, expect, test } from 'vitest';
import { layoutLines } from '@/lib/resume-import/pdf/layout';
import type { PdfText, TextItem } from '@/lib/resume-import/pdf/text-items';

const item = (str: string, x: number, y: number, size = 10): TextItem => ({
  str,
  x,
  y,
  w: [...str].reduce((w, c) => w + (/[\u4e00-\u9fff]/.test(c) ? size : size * 0.55), 0),
  h: size,
  page: 0,
  bold: false,
});
const page = (items: TextItem[]): PdfText => ({ pages: [{ width: 595, height: 842 }], items });
const texts = (pdf: PdfText) => layoutLines(pdf).map((l) => `${l.area}:${l.text}`);

describe('PDF layout', () => {
  // The sidebar's lines run at a pitch of their own (a rail's labels share the rows of their values).
  test('a two-column page reads the header band, then the sidebar, then the main column', () => {
    const items = [item('林晓雯 · 高级前端工程师', 200, 30, 14)];
    for (let i = 0; i < 10; i++) {
      items.push(item(`侧栏第${i}行`, 40, 84 + i * 19));
      items.push(item(`主栏第${i}行内容，较长的一行文字用来占满主栏的宽度`, 220, 80 + i * 16));
    }
    const got = texts(page(items));
    expect(got[0]).toBe('head:林晓雯 · 高级前端工程师');
    expect(got.slice(1, 11)).toEqual(Array.from({ length: 10 }, (_, i) => `side:侧栏第${i}行`));
    expect(got[11]).toBe('main:主栏第0行内容，较长的一行文字用来占满主栏的宽度');
  });

  test('the sidebar may be on the right', () => {
    const items: TextItem[] = [];
    for (let i = 0; i < 10; i++) {
      items.push(item(`主栏第${i}行内容，较长的一行文字用来占满`, 40, 80 + i * 16));
      items.push(item(`侧栏第${i}行`, 440, 84 + i * 19));
    }
    const got = texts(page(items));
    expect(got.slice(0, 10).every((t) => t.startsWith('side:侧栏'))).toBe(true);
    expect(got.slice(10).every((t) => t.startsWith('main:主栏'))).toBe(true);
  });

  test('a date rail stays on the rows of its entries', () => {
    const items: TextItem[] = [];
    for (let i = 0; i < 5; i++) {
      items.push(item(`2019.0${i + 1} - 2020.0${i + 1}`, 40, 80 + i * 48));
      items.push(item(`某某科技有限公司${i}`, 170, 80 + i * 48));
      items.push(item('负责核心模块的开发与联调，效率提升百分之三十。', 170, 96 + i * 48));
      items.push(item('推动数据埋点与报表搭建。', 170, 112 + i * 48));
    }
    const got = texts(page(items));
    expect(got[0]).toBe('main:2019.01 - 2020.01\t某某科技有限公司0');
    expect(got[1]).toBe('main:负责核心模块的开发与联调，效率提升百分之三十。');
  });

  test('Han text joins without spaces; letter-spaced headings and far cells', () => {
    const got = texts(
      page([
        item('浙江', 40, 40),
        item('大学', 60, 40),
        item('教', 40, 60, 12),
        item('育', 58, 60, 12),
        item('背', 76, 60, 12),
        item('景', 94, 60, 12),
        item('React', 40, 80),
        item('Hooks', 72, 80),
        item('浙江大学', 40, 100),
        item('2018.09 - 2021.06', 400, 100),
      ]),
    );
    expect(got).toEqual(['main:浙江大学', 'main:教育背景', 'main:React Hooks', 'main:浙江大学\t2018.09 - 2021.06']);
  });

  // LibreOffice's PDF of a Word resume laid out in tables: the sections' titles and the dates in the first column.
  test("a table whose first column holds the sections' titles and dates reads row by row, not as a sidebar", () => {
    const items: TextItem[] = [];
    let y = 60;
    for (const [label, value] of [
      ['姓名', '刘静'],
      ['性别', '男'],
      ['手机', '13829247343'],
      ['邮箱', 'l@qq.com'],
      ['求职意向', '财务分析师'],
      ['出生年月', '1990.08'],
    ]) {
      items.push(item(label!, 40, y), item(value!, 200, y));
      y += 18;
    }
    for (const title of ['教育经历', '工作经历', '项目经历']) {
      items.push(item(title, 40, y, 12));
      y += 20;
      for (let i = 0; i < 3; i++) {
        items.push(item(`2019.0${i + 1} - 2020.0${i + 1}`, 40, y));
        items.push(item(`某某科技有限公司${i} | 工程师`, 200, y));
        items.push(item('负责核心模块的开发与联调，效率提升。', 200, y + 16));
        y += 40;
      }
    }
    items.push(item('专业技能', 40, y, 12));
    for (const skill of ['TypeScript：熟练', 'Linux：熟练', 'React：了解']) items.push(item(skill, 40, (y += 18)));
    items.push(item('获奖情况', 40, (y += 24), 12));
    for (const award of ['国家奖学金', '年度优秀员工', '校级一等奖学金', '优秀毕业生'])
      items.push(item(award, 40, (y += 18)), item('2022.11', 200, y));
    const got = texts(page(items));
    expect(got.slice(6, 9)).toEqual([
      'main:教育经历',
      'main:2019.01 - 2020.01\t某某科技有限公司0 | 工程师',
      'main:负责核心模块的开发与联调，效率提升。',
    ]);
  });

  test("a table cell's text wrapped onto the next row joins its cell", () => {
    const got = texts(
      page([
        item('手机', 40, 40),
        item('13800138000', 120, 40),
        item('邮箱', 260, 40),
        item('user2@exampl', 340, 40),
        item('e.com', 340, 52),
        item('求职意向', 40, 70),
        item('财务分析师', 120, 70),
      ]),
    );
    expect(got).toEqual(['main:手机\t13800138000\t邮箱\tuser2@example.com', 'main:求职意向\t财务分析师']);
  });

  test('a new paragraph in a wide cell is no wrapped text of the line above: it would have fit there', () => {
    // 表格简历: the section's name down a narrow cell (技能/特长), its content in the wide cell beside it.
    const got = texts(
      page([
        item('技能', 40, 40),
        item('MySQL：了解', 100, 40),
        item('特长', 40, 52),
        item('JavaScript：熟悉', 100, 52),
        item('SPSS：了解', 100, 64),
        item('获奖', 40, 80),
        item('负责核心模块的开发与联调，推动数据埋点与报表搭建，效率提升三成，成本降低约二十万元。', 100, 80),
      ]),
    );
    expect(got).toEqual([
      'main:技能\tMySQL：了解',
      'main:特长\tJavaScript：熟悉',
      'main:SPSS：了解',
      'main:获奖\t负责核心模块的开发与联调，推动数据埋点与报表搭建，效率提升三成，成本降低约二十万元。',
    ]);
  });

  test("a row's first cell wrapped beside its dates joins that cell; a title that would have fit stays a line", () => {
    const bold = (str: string, x: number, y: number) => ({ ...item(str, x, y), bold: true });
    // A narrow column: the widest line ends at x 304.
    const got = texts(
      page([
        // A school name too long for the room its dates leave (set against the column's right edge).
        bold('National University of', 40, 40),
        item('Sep 2012 – Jun 2014', 200, 40),
        bold('Singapore', 40, 52),
        item('Master of Science in Finance', 40, 64),
        // A company over a bold title: the title would have fit beside the company.
        bold('Google', 40, 90),
        item('Jan 2020 – Present', 205, 90),
        bold('Software Engineer', 40, 102),
        // A long award over the next one, which runs past the first cell's box.
        item('Outstanding Graduate of the Year', 40, 130),
        item('Jun 2019', 262, 130),
        item('National Scholarship for Excellent Students', 40, 142),
        item('Shipped the payment service with zero incidents.', 40, 170),
      ]),
    );
    expect(got.slice(0, 6)).toEqual([
      'main:National University of Singapore\tSep 2012 – Jun 2014',
      'main:Master of Science in Finance',
      'main:Google\tJan 2020 – Present',
      'main:Software Engineer',
      'main:Outstanding Graduate of the Year\tJun 2019',
      'main:National Scholarship for Excellent Students',
    ]);
  });

  test("a picture's rows (no fonts): the strokes' weight tells a bold name's wrap from the regular role under it", () => {
    const weighed = (str: string, x: number, y: number, weight: number) => ({ ...item(str, x, y), weight });
    const rows = (nextWeight: number) =>
      texts(
        page([
          weighed('Campus Second-hand Marketplace', 40, 40, 0.2),
          weighed('Apr 2019 – Dec 2019', 230, 40, 0.13),
          weighed('Project Lead', 40, 52, nextWeight),
          weighed('Shipped the payment service.', 40, 64, 0.13),
        ]),
      ).slice(0, 2);
    // The role in regular under a bold name: a line of its own.
    expect(rows(0.128)).toEqual(['main:Campus Second-hand Marketplace\tApr 2019 – Dec 2019', 'main:Project Lead']);
    // As heavy as the name: the name's wrap (no weight told: the same).
    expect(rows(0.19)[0]).toBe('main:Campus Second-hand Marketplace Project Lead\tApr 2019 – Dec 2019');
  });
});
