// What the OCR engine (Tesseract, ocr/engine.ts) read on a page image, as the text items a PDF page gives
// (pdf/text-items.ts), so an image resume goes through the same layout and understanding. Tesseract's line boxes and
// baselines are sound; its boxes of single Chinese characters are not (an LSTM places them by time step), so a line
// is cut into cells at its wide gaps (runs of spaces, with preserve_interword_spaces) and each cell placed along the
// line by the width its characters take. A cell's font size comes from the line's height above its baseline. What
// the Chinese model gets wrong in a resume's text every time is mended (ASCII punctuation beside Han, a label's
// colon, Latin words' spelling: latin-words.ts; a bilingual heading's English half: heading-lines.ts; e-mail
// addresses: emails.ts), and cells it ran together are parted where the page's pixels show a gap (blank-columns.ts).
import { HAN_WIDE } from '../lines';
import type { Span } from './blank-columns';
import type { TextItem } from '../pdf/text-items';
import { PERSONAL_LABEL_WORDS } from '../personal';
import { emailsMended } from './emails';
import { headingLineMended } from './heading-lines';
import { latinWordsRespelled } from './latin-words';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** How many letters and digits `text` holds (a line of marks only, a lone . or | read from a rule, holds none). */
export function wordCharacters(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

/** One line as Tesseract reports it (its blocks → paragraphs → lines), in the image's pixels. */
export interface OcrLine {
  text: string;
  confidence: number;
  bbox: Box;
  baseline: Box;
}

/** What the engine's page pixels tell of a box of the page it read (when the platform could draw the page). */
export interface PageInk {
  /** How heavy its strokes are (stroke-weight.ts). */
  weigh(box: Box): number;
  /** Its blank columns at least `minWidth` wide (blank-columns.ts). */
  blanks(box: Box, minWidth: number): Span[];
}

/** How much of the em a line's tallest glyphs rise above the baseline: Han characters, else capitals and digits. */
const HAN_ASCENT = 0.93;
const LATIN_ASCENT = 0.72;

/**
 * Marks Tesseract makes of blank space beside a bold run or before a right-aligned date (”, “, 。”, a lone 。 before
 * more text): a cell's edge, not text. A 。 ending a line, or inside a sentence with no space after it, stays; so
 * does a quotation mark with its partner on the line (获得“优秀员工”称号).
 */
const GAP_MARK = /\s*(?:。?[”“"]+。?|。)\s+(?=\S)|\s+[”“"]+\s*(?=\S)/g;
const LONE_QUOTE = /[”“"]/g;
/** ASCII punctuation Tesseract gives for the full-width forms after a Han character (课程: → 课程：). */
const FULL_WIDTH: Record<string, string> = { ':': '：', ',': '，', ';': '；', '?': '？', '!': '！' };
const ASCII_AFTER_HAN = /(?<=[\u4e00-\u9fff])\s*([:,;?!])\s*/g;
/** A label's colon read as a semicolon (求职意向；): a personal info label at the line's start or after a bar. */
const LABEL_SEMICOLON = /(^|[|｜]\s*)([\u4e00-\u9fff/]{2,6})[;；]\s*/g;
/** Round brackets beside Han are full-width, with no space inside (中国平安保险(集团 ) → 中国平安保险（集团）). */
const OPEN_BY_HAN = /(?<=[\u4e00-\u9fff])\s*\(\s*|\s*\(\s*(?=[\u4e00-\u9fff])/g;
const CLOSE_BY_HAN =
  /(?<=[\u4e00-\u9fff])\s*\)\s*(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff])\s*\)|\)\s*(?=[\u4e00-\u9fff])/g;
/** A dash between two dates read as the Han 一 (2016-09一2019-06, 2020.01一至今, Sep. 2024 一Jun. 2026): the dash. */
const DASH_AS_ONE =
  /(?<=\d{4}(?:[.\-/年]\d{1,2}月?)?)\s*一\s*(?=\d{4}|至今|今|现在|Present|[A-Z][a-z]{2,8}\.?\s*\d{4})/g;
/** A date's point read as a comma (2022,11 - 2025.05): the point. */
const DATE_COMMA = /(?<![\d.,])((?:19|20)\d{2}),(0?[1-9]|1[0-2])(?![\d,])/g;
/**
 * A list bullet read as 。, o, ° or · (the Chinese model) or as «, » or + (the English one) at the line's start, set
 * off by a space: the bullet it is.
 */
const BULLET = /^[。o°·•●○◦*«»+]\s+/;
/** A cell: words one space apart (two or more spaces are a gap between cells, a tab in a PDF's text). */
const CELL = /\S+(?: \S+)*/g;

/** How wide a text is, in ems (Han 1, a space 0.3, anything else 0.55), to place the cells of a line along its box. */
const units = (text: string) => [...text].reduce((s, ch) => s + (HAN_WIDE.test(ch) ? 1 : ch === ' ' ? 0.3 : 0.55), 0);

/** Quotation marks with no partner on the line are Tesseract's reading of a gap: a cell's edge there, none at an end. */
function unpairedQuotesOut(text: string): string {
  const marks = text.match(LONE_QUOTE) ?? [];
  const opens = marks.filter((m) => m === '“').length;
  const closes = marks.filter((m) => m === '”').length;
  const straight = marks.filter((m) => m === '"').length;
  if (opens === closes && straight % 2 === 0) return text;
  return text.replace(LONE_QUOTE, '  ').replace(/^\s+|\s+$/g, '');
}

/** A line's text with what the models get wrong every time mended, in order: marks, then cells, then words. */
function mendedText(raw: string): string {
  const marks = raw
    .replace(/\s+$/, '')
    .replace(BULLET, '• ')
    .replace(DASH_AS_ONE, '—')
    .replace(DATE_COMMA, '$1.$2')
    .replace(LABEL_SEMICOLON, (all, before: string, word: string) =>
      PERSONAL_LABEL_WORDS.has(word) ? `${before}${word}：` : all,
    )
    .replace(ASCII_AFTER_HAN, (_, mark: string) => FULL_WIDTH[mark]!)
    .replace(OPEN_BY_HAN, '（')
    .replace(CLOSE_BY_HAN, '）');
  const cells = unpairedQuotesOut(marks).replace(GAP_MARK, '  ');
  return emailsMended(headingLineMended(latinWordsRespelled(cells)));
}

/**
 * A blank at least this many ems wide inside a line parts two cells Tesseract read as one: a flex gap of 12pt beside
 * 10.5pt text leaves 1.1 em and more; a heading's letter-spacing of 0.6 em leaves under 0.8, a Han character's own
 * gaps (川, 儿) under 0.4.
 */
const HIDDEN_GAP_EM = 1;
/** Each part of a cell so parted is this wide on the page or more (two Han characters): not an icon or a bar. */
const PART_MIN_EM = 1.5;
/** How far (in ems) a cut between characters may sit from where the ink's blank puts it. */
const CUT_SLACK_EM = 0.75;
const solid = (text: string) => text.replace(/\s/g, '').length;

/**
 * Where a cell (text starting at `at` in its line) is cut for its ink pieces (widths in ems, several): between two
 * characters one of which is Han or a full-width mark, or at a space, where the characters' widths best match the pieces'; none unless
 * every cut is within CUT_SLACK_EM and every part two characters or more.
 */
function cutsOf(text: string, at: number, pieces: number[]): number[] {
  if (pieces.some((w) => w < PART_MIN_EM)) return [];
  const scale = units(text) / pieces.reduce((a, b) => a + b, 0);
  const cuts: number[] = [];
  let inked = 0;
  let last = 0;
  for (const width of pieces.slice(0, -1)) {
    inked += width * scale;
    let best = -1;
    for (let i = last + 1; i < text.length; i++) {
      const allowed = HAN_WIDE.test(text[i - 1]!) || HAN_WIDE.test(text[i]!) || text[i] === ' ';
      const off = Math.abs(units(text.slice(0, i)) - inked);
      if (allowed && off <= CUT_SLACK_EM && (best === -1 || off < Math.abs(units(text.slice(0, best)) - inked)))
        best = i;
    }
    if (best === -1 || solid(text.slice(last, best)) < 2) return [];
    cuts.push(best);
    last = best;
  }
  return solid(text.slice(last)) < 2 ? [] : cuts.map((c) => at + c);
}

/**
 * The line's text with a cell's edge (two spaces) where its pixels show a blank of HIDDEN_GAP_EM or more inside what
 * Tesseract read as one cell (城市交通流量预测前端负责人: a bold name, a flex gap, a role). The ink pieces between the
 * blanks are matched to the cells in order, each cell to the run of pieces whose width best matches its characters'
 * (least total difference); a cell given several pieces is cut between them (cutsOf). Anything less sure stays whole.
 */
function hiddenGapsParted(body: string, box: Box, em: number, ink: PageInk): string {
  const blanks = ink.blanks(box, HIDDEN_GAP_EM * em);
  const cells = [...body.matchAll(CELL)];
  if (blanks.length < cells.length || cells.length === 0) return body;
  const edges = [box.x0, ...blanks.flatMap((b) => [b.x0, b.x1]), box.x1];
  const pieces = Array.from({ length: blanks.length + 1 }, (_, i) => (edges[2 * i + 1]! - edges[2 * i]!) / em);
  const [n, m] = [cells.length, pieces.length];
  // best[c][p]: the least difference matching the first c cells to the first p pieces; from[c][p]: where cell c began.
  const best = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(Infinity));
  const from = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  best[0]![0] = 0;
  for (let c = 1; c <= n; c++) {
    const want = units(cells[c - 1]![0]);
    for (let p = c; p <= m - (n - c); p++) {
      let width = 0;
      for (let q = p - 1; q >= c - 1; q--) {
        width += pieces[q]!;
        const cost = best[c - 1]![q]! + Math.abs(width - want);
        if (cost < best[c]![p]!) [best[c]![p], from[c]![p]] = [cost, q];
      }
    }
  }
  const cuts: number[] = [];
  for (let c = n, p = m; c > 0; c--) {
    const q = from[c]![p]!;
    if (p - q > 1) cuts.push(...cutsOf(cells[c - 1]![0], cells[c - 1]!.index, pieces.slice(q, p)));
    p = q;
  }
  let out = body;
  // A 。 at a cut is Tesseract's reading of the blank (北京字节跳动科技有限公司。UI 设计师), as GAP_MARK's.
  for (const cut of cuts.sort((a, b) => b - a)) {
    out = `${out.slice(0, cut).replace(/\s*。?\s*$/, '')}  ${out.slice(cut).replace(/^\s*。?\s*/, '')}`;
  }
  return out;
}

/**
 * The text items of one page's lines, in points (`scale` points a pixel), top-left origin as a PDF page's; with
 * `ink` (the engine's, when it had the page's pixels), each with its strokes' weight above the baseline (descenders
 * would make a box taller than its strokes show), and cells Tesseract ran together parted where the ink shows a gap.
 */
export function itemsOfOcrLines(lines: OcrLine[], scale: number, page: number, ink?: PageInk): TextItem[] {
  const items: TextItem[] = [];
  for (const line of lines) {
    const text = mendedText(line.text);
    // A line of marks only (a lone . or | read from an icon, a rule or a speck): nothing to import.
    if (wordCharacters(text) === 0) continue;
    const { bbox, baseline } = line;
    const mid = (bbox.x0 + bbox.x1) / 2;
    const slope = baseline.x1 > baseline.x0 ? (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0) : 0;
    const base = Math.min(bbox.y1, Math.max(bbox.y0 + 1, baseline.y0 + slope * (mid - baseline.x0)));
    const em = (base - bbox.y0) / (HAN_WIDE.test(text) ? HAN_ASCENT : LATIN_ASCENT);
    // Cells (runs of words one space apart) placed by the share of the line's width their characters take.
    const lineBox = { x0: bbox.x0, y0: bbox.y0, x1: bbox.x1, y1: base };
    const body = ink ? hiddenGapsParted(text.trimStart(), lineBox, em, ink) : text.trimStart();
    const perUnit = (bbox.x1 - bbox.x0) / Math.max(units(body), 0.01);
    for (const cell of body.matchAll(CELL)) {
      const x0 = bbox.x0 + units(body.slice(0, cell.index)) * perUnit;
      const w = units(cell[0]) * perUnit;
      items.push({
        str: cell[0],
        x: x0 * scale,
        y: (base - em) * scale,
        w: w * scale,
        h: em * scale,
        page,
        bold: false,
        ...(ink ? { weight: ink.weigh({ x0, x1: x0 + w, y0: bbox.y0, y1: base }) } : {}),
      });
    }
  }
  return items;
}
