// 导入简历, image resumes: what the page's pixels tell where Tesseract's reading falls short. Cells it ran together are
// parted at a blank an em wide (blank-columns.ts, ocr-items.ts); words on a row it read but left out (a level
// right-aligned in a sidebar) are found for the engine to read alone (unread-ink.ts).
import { describe, expect, test } from 'vitest';
import { blankColumns } from '@/lib/resume-import/ocr/blank-columns';
import type { GreyImage } from '@/lib/resume-import/ocr/grey-image';
import { itemsOfOcrLines, type Box } from '@/lib/resume-import/ocr/ocr-items';
import { unreadInk } from '@/lib/resume-import/ocr/unread-ink';
import { ocrLine } from './lines';

/** A white page with ink in the given boxes. */
function page(width: number, height: number, inked: Box[]): GreyImage {
  const img: GreyImage = { data: new Uint8Array(width * height).fill(255), width, height };
  for (const b of inked) for (let y = b.y0; y < b.y1; y++) img.data.fill(0, y * width + b.x0, y * width + b.x1);
  return img;
}

describe('cells Tesseract ran together, parted where the page shows a gap (blank-columns.ts)', () => {
  // Han characters 30 px wide (a line 28 px above its baseline: an em of 30.1 px); `spans`: the line's blank columns.
  const inkOf = (spans: { x0: number; x1: number }[]) => ({
    weigh: () => 0.13,
    blanks: (_box: Box, minWidth: number) => spans.filter((s) => s.x1 - s.x0 >= minWidth),
  });
  const cells = (text: string, x1: number, spans: { x0: number; x1: number }[]) =>
    itemsOfOcrLines([ocrLine(text, 100, x1, 50)], 0.5, 0, inkOf(spans)).map((i) => i.str);

  test('a bold name, a flex gap of 1.2 em and the role: two cells; the same text without the gap: one', () => {
    expect(cells('城市交通流量预测前端负责人', 526, [{ x0: 340, x1: 376 }])).toEqual([
      '城市交通流量预测',
      '前端负责人',
    ]);
    expect(cells('城市交通流量预测前端负责人', 490, [])).toEqual(['城市交通流量预测前端负责人']);
    // With the date Tesseract did part (two spaces): the name and role cut, the date its own cell.
    expect(
      cells('北京字节跳动科技有限公司 UI 设计师    2021.07 - 至今', 1000, [
        { x0: 460, x1: 500 },
        { x0: 620, x1: 760 },
      ]),
    ).toEqual(['北京字节跳动科技有限公司', 'UI 设计师', '2021.07 - 至今']);
    // The blank read as 。 (a 1.3 em gap, em 21.5 px, in a JPEG screenshot at 1.5x): the mark dropped.
    expect(
      itemsOfOcrLines(
        [ocrLine('北京字节跳动科技有限公司。UI 设计师', 477, 841, 657, 20)],
        0.5,
        0,
        inkOf([{ x0: 726, x1: 754 }]),
      ).map((i) => i.str),
    ).toEqual(['北京字节跳动科技有限公司', 'UI 设计师']);
  });

  test("blanks narrower than an em (a heading's letter-spacing), an icon's ink, one character a side: whole", () => {
    expect(
      cells(
        '教育背景',
        280,
        [100, 148, 196].map((x) => ({ x0: x + 30, x1: x + 48 })),
      ),
    ).toEqual(['教育背景']);
    // A contact icon 0.8 em wide, then a gap, then the address.
    expect(cells('北京市海淀区', 340, [{ x0: 124, x1: 160 }])).toEqual(['北京市海淀区']);
    // A label set out with two ideographic spaces (姓\u3000\u3000名) read as 姓名.
    expect(cells('姓名', 190, [{ x0: 130, x1: 160 }])).toEqual(['姓名']);
  });

  test("a line's blank columns: runs at least as wide as asked, inside the box, not at its edges", () => {
    const img: GreyImage = { data: new Uint8Array(100 * 10).fill(255), width: 100, height: 10 };
    // Ink at 10-19, 25-39 and 52-59: blanks 20-24 (5 wide) and 40-51 (12 wide) between them.
    for (const [a, b] of [
      [10, 20],
      [25, 40],
      [52, 60],
    ])
      for (let y = 2; y < 8; y++) img.data.fill(0, y * 100 + a!, y * 100 + b!);
    expect(blankColumns(img, { x0: 0, y0: 0, x1: 100, y1: 10 }, 10)).toEqual([{ x0: 40, x1: 52 }]);
    expect(blankColumns(img, { x0: 10, y0: 0, x1: 60, y1: 10 }, 4)).toEqual([
      { x0: 20, x1: 25 },
      { x0: 40, x1: 52 },
    ]);
  });
});

describe('words on a read row that no line covers (unread-ink.ts)', () => {
  // Rows 28 px above their baselines; each line's ink fills its box from its top to its baseline.
  const ink = (x0: number, x1: number, top: number) => ({ x0, x1, y0: top, y1: top + 28 });

  test("a sidebar's level right of its skill, read alone; what a line covers, a speck, the name's row: not", () => {
    const lines = [
      ocrLine('杨佳琪', 100, 250, 20, 56),
      ocrLine('Vue', 100, 150, 100),
      ocrLine('Python', 100, 190, 150),
      ocrLine('中山大学  数据科学与大数据技术', 500, 900, 100),
    ];
    const img = page(1000, 300, [
      ink(100, 250, 20),
      { x0: 300, x1: 330, y0: 40, y1: 76 },
      ink(100, 150, 100),
      ink(330, 390, 100),
      ink(500, 900, 100),
      ink(100, 190, 150),
      ink(360, 370, 150),
    ]);
    // The level (60 px, two characters) beside Vue; not the speck beside Python (10 px), nor the ink on the name's row.
    expect(unreadInk(img, lines)).toEqual([{ bbox: { x0: 330, y0: 100, x1: 390, y1: 128 + 28 * 0.3 }, base: 128 }]);
  });

  test("in a photo, a date found along another column's row: the date's own rows", () => {
    // The sidebar's SPSS (row 100-128) beside the body's project line, 12 px lower, whose dates were read in part:
    // 2020.01 (800-870) unread, 2020.11 (910-990) read.
    const lines = [
      ocrLine('SPSS', 100, 160, 100),
      ocrLine('企业内部知识库搜索', 500, 700, 112),
      ocrLine('2020.11', 910, 990, 112),
    ];
    const img = page(1000, 300, [ink(100, 160, 100), ink(500, 700, 112), ink(800, 870, 112), ink(910, 990, 112)]);
    expect(unreadInk(img, lines)).toEqual([{ bbox: { x0: 800, y0: 112, x1: 870, y1: 140 + 28 * 0.3 }, base: 140 }]);
  });

  test("nothing unread: nothing found; ink beyond the read text (the paper's edge in a photo): not looked at", () => {
    const lines = [ocrLine('Vue', 100, 150, 100), ocrLine('熟练', 330, 390, 100)];
    expect(unreadInk(page(1000, 300, [ink(100, 150, 100), ink(330, 390, 100)]), lines)).toEqual([]);
    // Past the left margin mirrored (100 px: up to 928) and four ems past the read text (to 502): not looked at.
    expect(unreadInk(page(1000, 300, [ink(100, 150, 100), ink(330, 390, 100), ink(930, 990, 100)]), lines)).toEqual([]);
  });

  test("a level right-aligned at the page's right margin, past every read line's end: found", () => {
    // A grid of two: Python ……… 精通 read, Docker read, its level (830-890) not; no read line reaches past 590.
    const lines = [ocrLine('Python', 100, 190, 100), ocrLine('精通', 330, 390, 100), ocrLine('Docker', 500, 590, 100)];
    const img = page(1000, 300, [ink(100, 190, 100), ink(330, 390, 100), ink(500, 590, 100), ink(830, 890, 100)]);
    expect(unreadInk(img, lines)).toEqual([{ bbox: { x0: 830, y0: 100, x1: 890, y1: 128 + 28 * 0.3 }, base: 128 }]);
  });

  test("the same ink found along two rows (a sidebar's and the body's, 16 px lower): one word", () => {
    const lines = [ocrLine('Vue', 100, 150, 100), ocrLine('中山大学  数据科学与大数据技术', 500, 900, 116)];
    const img = page(1000, 300, [ink(100, 150, 100), ink(330, 390, 100), ink(500, 900, 116)]);
    expect(unreadInk(img, lines)).toEqual([{ bbox: { x0: 330, y0: 100, x1: 390, y1: 128 + 28 * 0.3 }, base: 128 }]);
  });

  test('a rule across a row (ink 3 px tall): no word', () => {
    const lines = [ocrLine('Vue', 100, 150, 100)];
    expect(unreadInk(page(1000, 300, [ink(100, 150, 100), { x0: 300, x1: 900, y0: 120, y1: 123 }]), lines)).toEqual([]);
  });
});
