// What the OCR engine (Tesseract, ocr/engine.ts) read on a page image, as the text items a PDF page gives
// (pdf/text-items.ts), so an image resume goes through the same layout and understanding. Tesseract's line boxes and
// baselines are sound; its boxes of single Chinese characters are not (an LSTM places them by time step), so a line
// is cut into cells at its wide gaps (runs of spaces, with preserve_interword_spaces) and each cell placed along the
// line by the width its characters take. A cell's font size comes from the line's height above its baseline. What
// the Chinese model gets wrong in a resume's text every time is mended (ASCII punctuation beside Han, a label's
// colon, Latin words' spelling: latin-words.ts; a bilingual heading's English half: heading-lines.ts).
import { HAN_WIDE } from '../lines';
import type { TextItem } from '../pdf/text-items';
import { PERSONAL_LABEL_WORDS } from '../personal';
import { headingLineMended } from './heading-lines';
import { latinWordsRespelled } from './latin-words';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One line as Tesseract reports it (its blocks → paragraphs → lines), in the image's pixels. */
export interface OcrLine {
  text: string;
  confidence: number;
  bbox: Box;
  baseline: Box;
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
  return headingLineMended(latinWordsRespelled(cells));
}

/**
 * The text items of one page's lines, in points (`scale` points a pixel), top-left origin as a PDF page's; with
 * `weigh` (the engine's, when it had the page's pixels), each with its strokes' weight above the baseline (descenders
 * would make a box taller than its strokes show).
 */
export function itemsOfOcrLines(
  lines: OcrLine[],
  scale: number,
  page: number,
  weigh?: (box: Box) => number,
): TextItem[] {
  const items: TextItem[] = [];
  for (const line of lines) {
    const text = mendedText(line.text);
    // A line of marks only (a lone . or | read from an icon, a rule or a speck): nothing to import.
    if (!/[\p{L}\p{N}]/u.test(text)) continue;
    const { bbox, baseline } = line;
    const mid = (bbox.x0 + bbox.x1) / 2;
    const slope = baseline.x1 > baseline.x0 ? (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0) : 0;
    const base = Math.min(bbox.y1, Math.max(bbox.y0 + 1, baseline.y0 + slope * (mid - baseline.x0)));
    const em = (base - bbox.y0) / (HAN_WIDE.test(text) ? HAN_ASCENT : LATIN_ASCENT);
    // Cells (runs of words one space apart) placed by the share of the line's width their characters take.
    const body = text.trimStart();
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
        ...(weigh ? { weight: weigh({ x0, x1: x0 + w, y0: bbox.y0, y1: base }) } : {}),
      });
    }
  }
  return items;
}
