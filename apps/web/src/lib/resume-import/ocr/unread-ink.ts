// Words on a row the engine read but left out: Tesseract's page segmentation drops a short word standing apart at a
// column's far edge (a skill's level right-aligned in a sidebar: Vue ……… 熟练), so the row comes back with the name
// alone and the level is lost without a trace. This finds the ink on each read line's row that no line's box covers,
// for the engine to read alone (engine.ts).
import type { GreyImage } from './grey-image';
import { type Box, type OcrLine, wordCharacters } from './ocr-items';
import { INK } from './stroke-weight';

/** Ink this many ems apart or less is one word (a Han word's characters, a date's parts). */
const WORD_GAP_EM = 1;
/** Ink narrower than this (in ems) is a mark, an icon or a speck, not a word worth reading (熟练 is about 2). */
const WORD_MIN_EM = 1.5;
/** A row's line is one of the body's: no taller above its baseline than this many times the median line (no name). */
const BODY_HEIGHT = 1.4;
/** How far below the baseline a row's word may reach (descenders), as a share of the height above it. */
const DESCENT = 0.3;

/**
 * How far past the read text's right end (in ems) a row is looked along: a level right-aligned at the column's edge
 * (Docker ……… 熟悉 in a grid of two) may be the page's rightmost ink, on a page whose read lines all end short of it.
 * As far, too, as the left margin mirrored (a page's margins are alike), an em beyond.
 */
const RIGHT_REACH_EM = 4;

/** Ink less tall than this share of the row's height is a rule, not a word. */
const RULE_HEIGHT = 0.25;

/** A word whose ink ends within this share of the row's height of the row's baseline sits on that row. */
const SAME_ROW = 0.25;

/** Ink on a read row that no line covers: its box (the row's height) and the row's baseline. */
export interface UnreadWord {
  bbox: Box;
  base: number;
}

/**
 * Where a word found along a row sits: off that row (in a photo, a body's date found along the sidebar's row sits
 * lower), by its own rows of ink (those in its columns joined to the band's middle, up to a row's height beyond it),
 * its baseline the bottom of its ink, its box reaching DESCENT below it as a read line's does.
 */
function ownRows(
  img: GreyImage,
  run: { x0: number; x1: number },
  y0: number,
  base: number,
  height: number,
): UnreadWord | null {
  const inked = (y: number) => {
    if (y < 0 || y >= img.height) return false;
    for (let x = run.x0; x < run.x1; x++) if (img.data[y * img.width + x]! < INK) return true;
    return false;
  };
  // The inked row nearest the band's middle (the upper of two as near), or the middle when the band has none.
  const middle = (y0 + base) / 2;
  let seed = middle;
  let nearest = Infinity;
  for (let y = Math.round(y0); y < base && y - middle < nearest; y++) {
    if (Math.abs(y - middle) < nearest && inked(y)) {
      seed = y;
      nearest = Math.abs(y - middle);
    }
  }
  let top = Math.round(seed);
  let bottom = top;
  while (top - 1 >= y0 - height && inked(top - 1)) top--;
  while (bottom + 1 < base + height && inked(bottom + 1)) bottom++;
  const own = bottom + 1;
  // Ink a few pixels tall is a rule (under a heading, between sections), no word: nothing to read.
  if (own - top < height * RULE_HEIGHT) return null;
  // On the row it was found along (its ink's bottom within a quarter of the row's height of the row's baseline: a
  // Han level beside a Latin skill ends a little lower), it is that row's: the row's baseline and band.
  if (Math.abs(own - base) <= height * SAME_ROW)
    return { bbox: { x0: run.x0, y0, x1: run.x1, y1: base + height * DESCENT }, base };
  return { bbox: { x0: run.x0, y0: top, x1: run.x1, y1: own + (own - top) * DESCENT }, base: own };
}

/** Whether two boxes share more than half of the narrower one's width and of the lower one's height. */
function overlapping(a: Box, b: Box): boolean {
  const across = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const down = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return across > Math.min(a.x1 - a.x0, b.x1 - b.x0) / 2 && down > Math.min(a.y1 - a.y0, b.y1 - b.y0) / 2;
}

const union = (a: Box, b: Box): Box => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});

/** The words of ink on read lines' rows that no line covers, top to bottom, left to right. */
export function unreadInk(img: GreyImage, lines: readonly OcrLine[]): UnreadWord[] {
  const read = lines.filter((l) => wordCharacters(l.text) > 0);
  if (read.length === 0) return [];
  // Heights above the baseline: a row of Latin letters (Vue, Linux) has a lower box than one of Han, not a lower row.
  const above = (l: OcrLine) => l.baseline.y0 - l.bbox.y0;
  const heights = read.map(above).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)]!;
  // Only between the page's read text's left and right ends (reaching as RIGHT_REACH_EM says): not the paper's edge
  // or the desk around it.
  const left = Math.max(0, Math.min(...read.map((l) => l.bbox.x0)));
  const readRight = Math.max(...read.map((l) => l.bbox.x1));
  const right = Math.min(img.width, Math.max(readRight + RIGHT_REACH_EM * median, img.width - left + median));
  const found: UnreadWord[] = [];
  const rows: [number, number][] = [];
  for (const line of read) {
    if (above(line) > median * BODY_HEIGHT) continue;
    const base = line.baseline.y0;
    const y0 = Math.max(0, Math.min(line.bbox.y0, base - median));
    const y1 = Math.min(base, img.height);
    const height = y1 - y0;
    if (height <= 0) continue;
    // A row two lines share (a sidebar's and the body's) is looked along once.
    if (rows.some(([a, b]) => Math.min(b, y1) - Math.max(a, y0) >= height / 2)) continue;
    rows.push([y0, y1]);
    // The row's box may reach above its text's (a taller glyph, a speck): an em no taller than the page's median line.
    const em = Math.min(height, median);
    // What the lines reaching into the row cover (another column's, a little higher or lower, too), with room around.
    const covered = lines
      .filter((o) => o.bbox.y0 < y1 && o.bbox.y1 > y0)
      .map((o) => [o.bbox.x0 - em / 2, o.bbox.x1 + em / 2] as const);
    let run: { x0: number; x1: number } | null = null;
    const close = () => {
      if (run && run.x1 - run.x0 >= WORD_MIN_EM * em && !covered.some(([a, b]) => run!.x0 < b && run!.x1 > a)) {
        const word = ownRows(img, run, y0, base, height);
        if (word) {
          // The same ink found along two rows (a sidebar's line and the body's a few pixels lower) is one word, as
          // wide as both finds (a row that caught only the top of its characters sees less of them).
          const same = found.find(({ bbox }) => overlapping(bbox, word.bbox));
          if (same) same.bbox = union(same.bbox, word.bbox);
          else found.push(word);
        }
      }
      run = null;
    };
    for (let x = Math.round(left); x < right; x++) {
      let inked = false;
      for (let y = Math.round(y0); y < y1 && !inked; y++) inked = img.data[y * img.width + x]! < INK;
      if (!inked) {
        if (run && x - run.x1 > WORD_GAP_EM * em) close();
        continue;
      }
      if (run) run.x1 = x + 1;
      else run = { x0: x, x1: x + 1 };
    }
    close();
  }
  return found.sort((a, b) => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0);
}
