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
});
