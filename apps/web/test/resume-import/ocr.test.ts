// 导入简历, image resumes: Tesseract's lines as text items (ocr-items.ts: cells at wide gaps, the font size from the
// height above the baseline, bullets, the marks it makes of blank space, full-width punctuation after Han, a label's
// colon, brackets, Latin words' spelling). The
// engine itself reads a picture in ocr-engine.node.test.ts.
import { describe, expect, test } from 'vitest';
import { draftOf, understandLines } from '@/lib/resume-import/assemble';
import { latinWordsRespelled, respelled } from '@/lib/resume-import/ocr/latin-words';
import { itemsOfOcrLines, type OcrLine } from '@/lib/resume-import/ocr/ocr-items';
import { line, values } from './lines';

/** A line of text `height` px above its baseline, from x0 to x1. */
const ocrLine = (text: string, x0: number, x1: number, top: number, height = 28): OcrLine => ({
  text: `${text}\n`,
  confidence: 90,
  bbox: { x0, y0: top, x1, y1: top + height + 4 },
  baseline: { x0, y0: top + height, x1, y1: top + height },
});

describe('OCR lines as text items', () => {
  test('wide gaps part cells, placed along the line by their characters; one space stays inside a cell', () => {
    const items = itemsOfOcrLines([ocrLine('MySQL      了解      Java Spring   熟练', 100, 1100, 50)], 0.5, 0);
    expect(items.map((i) => i.str)).toEqual(['MySQL', '了解', 'Java Spring', '熟练']);
    const xs = items.map((i) => i.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(items[0]!.x).toBe(50);
    expect(items.at(-1)!.x + items.at(-1)!.w).toBeCloseTo(550, 5);
  });

  test('the font size is the height above the baseline: Han rise 0.93 em, capitals and digits 0.72', () => {
    const [han] = itemsOfOcrLines([ocrLine('教育背景', 0, 120, 0, 27.9)], 1, 0);
    const [digits] = itemsOfOcrLines([ocrLine('2007.09 - 2011.06', 0, 200, 0, 21.6)], 1, 0);
    expect(han!.h).toBeCloseTo(30, 5);
    expect(digits!.h).toBeCloseTo(30, 5);
    expect(han!.y).toBeCloseTo(27.9 - 30, 5);
  });

  test('a bullet read as 。 or o starts the line as •; a 。 ending a sentence stays', () => {
    const items = itemsOfOcrLines(
      [ocrLine('。 参与需求分析与方案设计，转化率提升 12%。', 0, 900, 0), ocrLine('o 负责核心模块', 0, 400, 40)],
      1,
      0,
    );
    expect(items.map((i) => i.str)).toEqual(['• 参与需求分析与方案设计，转化率提升 12%。', '• 负责核心模块']);
  });

  test('a lone quotation mark or 。” where a gap was is a cell edge; a pair of quotation marks is text', () => {
    const lines = [
      ocrLine('西安电子科技大学 ”数据科学与大数据技术 | 本科', 0, 900, 0),
      ocrLine('中山大学”金融学', 0, 300, 40),
      ocrLine('南京苏宁易购集团股份有限公司 。” 算法工程师', 0, 900, 80),
      ocrLine('全国大学生数学建模竞赛二等奖。 2023.09', 0, 900, 120),
      ocrLine('国家奖学金”', 0, 200, 160),
      ocrLine('获得“优秀员工”称号', 0, 300, 200),
    ];
    expect(itemsOfOcrLines(lines, 1, 0).map((i) => i.str)).toEqual([
      '西安电子科技大学',
      '数据科学与大数据技术 | 本科',
      '中山大学',
      '金融学',
      '南京苏宁易购集团股份有限公司',
      '算法工程师',
      '全国大学生数学建模竞赛二等奖',
      '2023.09',
      '国家奖学金',
      '获得“优秀员工”称号',
    ]);
  });

  test('ASCII punctuation after a Han character becomes full-width; in Latin text it stays', () => {
    const items = itemsOfOcrLines(
      [ocrLine('主修课程: 计量经济学, 统计学; 如何?', 0, 900, 0), ocrLine('GPA: 3.8, Top 5%', 0, 400, 40)],
      1,
      0,
    );
    expect(items.map((i) => i.str)).toEqual(['主修课程：计量经济学，统计学；如何？', 'GPA: 3.8, Top 5%']);
  });
});

describe('what the Chinese model gets wrong every time, mended', () => {
  test("a label's colon read as a semicolon; round brackets beside Han", () => {
    const items = itemsOfOcrLines(
      [
        ocrLine('求职意向；市场专员', 0, 300, 0),
        ocrLine('中国平安保险(集团 )股份有限公司', 0, 600, 40),
        ocrLine('中国平安保险(集团)  股份有限公司', 0, 600, 60),
        ocrLine('负责需求；推动上线', 0, 600, 80),
      ],
      1,
      0,
    );
    expect(items.map((i) => i.str)).toEqual([
      '求职意向：市场专员',
      '中国平安保险（集团）股份有限公司',
      '中国平安保险（集团）股份有限公司',
      '负责需求；推动上线',
    ]);
  });

  test("Latin words spelled as 岗位匹配's lexicon writes them; other words, addresses and numbers as read", () => {
    expect(['java', 'javasScript', 'Typescript', 'mysql', '9P99', 'react'].map(respelled)).toEqual([
      'Java',
      'JavaScript',
      'TypeScript',
      'MySQL',
      'SPSS',
      'React',
    ]);
    expect(['GPA', 'Top', '2020.01', '12%', 'abcdefgh'].map(respelled)).toEqual([
      'GPA',
      'Top',
      '2020.01',
      '12%',
      'abcdefgh',
    ]);
    expect(latinWordsRespelled('邮箱：java0@qq.com | 熟悉 javascript 与 vue3')).toBe(
      '邮箱：java0@qq.com | 熟悉 JavaScript 与 Vue3',
    );
  });
});

test('a skill grid whose level and next skill are one space apart (as OCR reads it): each skill gets its level', () => {
  const base = {
    source: 'image' as const,
    fileName: 'r.png',
    original: { kind: 'pdf' as const, pages: [] },
    timings: {},
  };
  const read = (rows: string[]) =>
    draftOf(
      understandLines([
        line('周子涵', { size: 2 }),
        line('技能特长', { size: 1.3, bold: true }),
        ...rows.map((r) => line(r)),
      ]),
      base,
    ).modules[0]!.entries.map(values);
  expect(read(['MySQL\t了解 Java\t熟悉', 'SPSS\t熟练 Python\t精通'])).toEqual([
    { name: 'MySQL', level: '了解' },
    { name: 'Java', level: '熟悉' },
    { name: 'SPSS', level: '熟练' },
    { name: 'Python', level: '精通' },
  ]);
  // Levels before their names: no level alone on the line, so nothing moves.
  expect(read(['精通 Python | 熟悉 Java'])).toEqual([
    { name: '精通 Python', level: '' },
    { name: '熟悉 Java', level: '' },
  ]);
});
