// 导入简历, image resumes: Tesseract's lines as text items (ocr-items.ts: cells at wide gaps, the font size from the
// height above the baseline, bullets, the marks it makes of blank space, full-width punctuation after Han, a label's
// colon, brackets, Latin words' spelling) and the page as the engine gets it: turned level (deskew.ts), its dark bands
// lightened (dark-bands.ts), as a PGM (prepare.ts), each cell's stroke weight (stroke-weight.ts). What else the page's
// pixels tell (cells run together, words left unread): ocr-ink.test.ts. Headings and
// English pages as OCR reads them: ocr-text.test.ts; the engine itself reads a picture in ocr-engine.node.test.ts.
import { describe, expect, test } from 'vitest';
import { draftOf, understandLines } from '@/lib/resume-import/assemble';
import { findDarkBands, lightenBands } from '@/lib/resume-import/ocr/dark-bands';
import { greyOfRgba, type GreyImage } from '@/lib/resume-import/ocr/grey-image';
import { slantOf, turnedBack } from '@/lib/resume-import/ocr/deskew';
import { preparedPage } from '@/lib/resume-import/ocr/prepare';
import { strokeWeight } from '@/lib/resume-import/ocr/stroke-weight';
import { knownHeading } from '@/lib/resume-import/headings';
import { latinWordsRespelled, respelled } from '@/lib/resume-import/ocr/latin-words';
import { itemsOfOcrLines, type Box } from '@/lib/resume-import/ocr/ocr-items';
import { line, ocrLine, values } from './lines';

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

  test('a dash between two dates read as the Han 一 is the dash; 一 elsewhere stays', () => {
    const texts = (text: string) => itemsOfOcrLines([ocrLine(text, 100, 1100, 50)], 0.5, 0).map((i) => i.str);
    expect(texts('2016-09一2019-06 华南理工大学')).toEqual(['2016-09—2019-06 华南理工大学']);
    expect(texts('2020.01 一 至今')).toEqual(['2020.01—至今']);
    expect(texts('2019年6月一2020年1月')).toEqual(['2019年6月—2020年1月']);
    expect(texts('Sep. 2024 一Jun. 2026')).toEqual(['Sep. 2024—Jun. 2026']);
    expect(texts('2022 年获一等奖学金')).toEqual(['2022 年获一等奖学金']);
  });

  test("a date's point read as a comma is the point; a number's comma stays", () => {
    const texts = (text: string) => itemsOfOcrLines([ocrLine(text, 100, 1100, 50)], 0.5, 0).map((i) => i.str);
    expect(texts('2022,11 - 2025.05')).toEqual(['2022.11 - 2025.05']);
    expect(texts('营收 12,000,000 元，2023,15 个')).toEqual(['营收 12,000,000 元，2023,15 个']);
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
    // A letter read twice, in the other case or as a digit; a short word or one that is no lexicon word's as read.
    expect(['LinuxX', 'SPpSS', 'SPS99', 'Gitt', 'Exceel', 'Reactt'].map(respelled)).toEqual([
      'Linux',
      'SPSS',
      'SPSS',
      'Gitt',
      'Excel',
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
    // In a line too: a word with one letter left (9P99) when it is a lexicon word; short codes and numbers as read.
    expect(latinWordsRespelled('9P99：熟练 | 5G 与 P5 | 2019 | 8055')).toBe('SPSS：熟练 | 5G 与 P5 | 2019 | 8055');
  });

  test("a bilingual heading's English word with a letter read as a digit: the word, so the heading is known", () => {
    expect(latinWordsRespelled('技能特长9KILL9')).toBe('技能特长SKILLS');
    expect(knownHeading(latinWordsRespelled('技能特长9KILL9'))).toBe('skill');
    expect(latinWordsRespelled('工作经历 WORK EXPER1ENCE')).toBe('工作经历 WORK EXPERIENCE');
    // Letter-spaced capitals gain an I: one letter too many in a heading's word of six or more.
    expect(['EDUCATIION', 'INITERNSHIPS', 'SKILLS'].map(respelled)).toEqual(['EDUCATION', 'INTERNSHIPS', 'SKILLS']);
    expect(['BOARDS', 'SKILL5ET'].map(respelled)).toEqual(['BOARDS', 'SKILL5ET']);
    // Not a heading's word: as read (a model number, a grade).
    expect(['A8C', 'B2B', 'S1M'].map(respelled)).toEqual(['A8C', 'B2B', 'S1M']);
  });
});

test("each cell weighed in its own box, above the line's baseline (a bold name and the regular date on its line)", () => {
  const boxes: Box[] = [];
  const weigh = (box: Box) => (boxes.push(box), box.x0 < 500 ? 0.21 : 0.13);
  const items = itemsOfOcrLines([ocrLine('ByteDance        07/2020 - Present', 100, 1100, 50)], 0.5, 0, {
    weigh,
    blanks: () => [],
  });
  expect(items.map((i) => [i.str, i.weight])).toEqual([
    ['ByteDance', 0.21],
    ['07/2020 - Present', 0.13],
  ]);
  // Each box from the line's top to its baseline (50 + 28), along the line where the cell's characters are.
  expect(boxes.map((b) => [b.y0, b.y1])).toEqual([
    [50, 78],
    [50, 78],
  ]);
  expect(boxes[0]!.x0).toBe(100);
  expect(boxes[1]!.x1).toBeCloseTo(1100, 5);
  // Without the page's pixels, no weight.
  expect(itemsOfOcrLines([ocrLine('ByteDance', 100, 300, 50)], 0.5, 0)[0]).not.toHaveProperty('weight');
});

test("a line's stroke weight: its ink's horizontal runs as a share of its height (bold strokes twice as long)", () => {
  // Two lines 20 px tall of upright strokes 10 px apart: 2 px wide (regular) and 4 px wide (bold), on white.
  const img: GreyImage = { data: new Uint8Array(200 * 60).fill(255), width: 200, height: 60 };
  const strokes = (top: number, width: number) => {
    for (let y = top; y < top + 20; y++)
      for (let x = 0; x < 200; x += 10) img.data.fill(20, y * 200 + x, y * 200 + x + width);
  };
  strokes(5, 2);
  strokes(35, 4);
  expect(strokeWeight(img, { x0: 0, y0: 5, x1: 200, y1: 25 })).toBeCloseTo(0.1, 5);
  expect(strokeWeight(img, { x0: 0, y0: 35, x1: 200, y1: 55 })).toBeCloseTo(0.2, 5);
  // A box with no ink, or none at all: 0.
  expect(strokeWeight(img, { x0: 0, y0: 26, x1: 200, y1: 34 })).toBe(0);
  expect(strokeWeight(img, { x0: 10, y0: 10, x1: 10, y1: 10 })).toBe(0);
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

describe('dark bands (light text on a coloured bar or a dark sidebar) lightened before the engine reads', () => {
  /** A white page 800 x 600 with `paint` applied: fill(x0, y0, x1, y1, grey). */
  const page = (paint: (fill: (x0: number, y0: number, x1: number, y1: number, v: number) => void) => void) => {
    const img: GreyImage = { data: new Uint8Array(800 * 600).fill(255), width: 800, height: 600 };
    paint((x0, y0, x1, y1, v) => {
      for (let y = y0; y < y1; y++) img.data.fill(v, y * 800 + x0, y * 800 + x1);
    });
    return img;
  };
  /** Strokes of body text: 2 px black lines in rows of 14 px, as dark text on white gives. */
  const bodyText = (fill: (x0: number, y0: number, x1: number, y1: number, v: number) => void, y: number) => {
    for (let row = 0; row < 6; row++)
      for (let x = 40; x < 760; x += 9) fill(x, y + row * 14, x + 2, y + row * 14 + 10, 0);
  };

  test('a heading bar is found to the pixel and turned dark-on-white; its light letters become black', () => {
    const img = page((fill) => {
      fill(30, 200, 770, 236, 60); // the bar (#1f4e79 is grey 70)
      fill(50, 208, 54, 228, 255); // letters on it
      fill(60, 208, 80, 211, 255);
      bodyText(fill, 260);
    });
    const bands = findDarkBands(img);
    expect(bands).toEqual([{ x0: 30, y0: 200, x1: 770, y1: 236 }]);
    lightenBands(img, bands);
    expect(img.data[210 * 800 + 300]).toBe(255); // the bar's colour: white
    expect(img.data[210 * 800 + 52]).toBe(0); // a letter: black
    expect(img.data[262 * 800 + 40]).toBe(0); // the body text below: as it was
    expect(img.data[199 * 800 + 300]).toBe(255); // the page above the bar: as it was
  });

  test('a dark sidebar is a band; body text, rules and a bold name are not', () => {
    const sidebar = page((fill) => fill(0, 0, 200, 600, 40));
    expect(findDarkBands(sidebar)).toEqual([{ x0: 0, y0: 0, x1: 200, y1: 600 }]);
    const plain = page((fill) => {
      bodyText(fill, 100);
      fill(30, 90, 770, 93, 0); // a rule under a heading
      fill(40, 20, 200, 34, 0); // a bold stroke of a large name
      fill(40, 20, 54, 70, 0);
    });
    expect(findDarkBands(plain)).toEqual([]);
  });

  test('a level page with no bands goes to the engine as its file; one with bands as the grey page (PGM)', async () => {
    const file = new Uint8Array([1, 2, 3]);
    const level = page((fill) => bodyText(fill, 100));
    // Its grey page is kept for weighing the lines' strokes.
    expect(await preparedPage(file, async () => level)).toEqual({ image: file, slant: 0, grey: level });
    const read = await preparedPage(file, async () => page((fill) => fill(30, 200, 770, 236, 60)));
    expect(read.slant).toBe(0);
    expect(new TextDecoder().decode(read.image.slice(0, 15))).toBe('P5\n800 600\n255\n');
    expect(read.image.length).toBe(15 + 800 * 600);
    // A picture the platform cannot draw is read as it is.
    expect(await preparedPage(file, () => Promise.reject(new Error('too large')))).toEqual({
      image: file,
      slant: 0,
      grey: null,
    });
  });

  /** Lines of text (dashes 2 px tall) 24 px apart, going down to the right by `degrees`. */
  const slantedText = (degrees: number) => {
    const img: GreyImage = { data: new Uint8Array(800 * 600).fill(255), width: 800, height: 600 };
    const tan = Math.tan((degrees * Math.PI) / 180);
    for (let line = 0; line < 18; line++)
      for (let x = 60; x < 740; x++)
        if (x % 11 < 7)
          for (let dy = 0; dy < 3; dy++) {
            const y = Math.round(80 + line * 24 + (x - 400) * tan) + dy;
            if (y >= 0 && y < 600) img.data[y * 800 + x] = 20;
          }
    return img;
  };

  test('a page taken at a slant: its slant measured, and turned back level', () => {
    // Measured to a tenth of a degree (the search's fine step is 0.05°).
    for (const degrees of [3, -4.5, 1.2])
      expect(Math.abs(slantOf(slantedText(degrees)) - degrees)).toBeLessThanOrEqual(0.1);
    // Under 0.3° the engine follows the lines itself: not turned.
    expect(slantOf(slantedText(0.2))).toBe(0);
    expect(slantOf(turnedBack(slantedText(3), 3))).toBe(0);
  });

  test('a slanted page goes to the engine turned level, with its slant', async () => {
    const read = await preparedPage(new Uint8Array([1]), async () => slantedText(-3));
    expect(Math.abs(read.slant + 3)).toBeLessThanOrEqual(0.1);
    expect(new TextDecoder().decode(read.image.slice(0, 15))).toBe('P5\n800 600\n255\n');
  });

  test('grey of RGBA: white, black and the bar colour #1f4e79', () => {
    const rgba = new Uint8Array([255, 255, 255, 255, 0, 0, 0, 255, 0x1f, 0x4e, 0x79, 255]);
    expect([...greyOfRgba(rgba, 3, 1).data]).toEqual([255, 0, 68]);
  });
});
