/**
 * The English editions' part of the PDF report (npm run report:pdf): for every English edition, the English sample
 * resume and the new graduate's English resume: Han characters on the pages (0 for an all-English resume), word gaps
 * in justified lines (median and maximum, in em, against the bound of the edition's Latin face), hyphenated lines, any
 * hyphen not at an en-US pattern point or inside a URL, an e-mail or a number, the fonts embedded (pdffonts), the
 * file's size, structure roots, /Lang, contrast in every colour, and the graduate's page count.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EN_LAYOUTS, TEMPLATE_COLORS } from '@cv/contract';
import { DESIGNS } from '@cv/contract/designs';
import type { createPdfRenderer } from '../src/pdf/index.ts';
import { MAX_LATIN_STRETCH } from '../src/pdf/place.ts';
import { advance } from '../src/pdf/face.ts';
import { hyphenPoints } from '../src/pdf/hyphenate.ts';
import { getLatinFaces, planResume } from '../src/pdf/render.ts';
import { lowestContrasts } from './pdf-contrast.ts';
import { fixtureFile } from './pdf-fixtures.ts';
import { readGlyphs, toLines, type TextLine } from './pdf-glyphs.ts';

const HAN = /\p{Script=Han}/gu;
/** A URL, an e-mail address or a number (with its separators) that a line ends inside, hyphen or not. */
const TOKEN_END = /(?:https?:\/\/\S*|www\.\S*|\S+@\S*|\d[\d,.]*)-$/;

/** Word gaps (em) of the lines that reach their column's right edge and are not a paragraph's last. */
function wordGaps(lines: TextLine[]): number[] {
  const rightOf = new Map<string, number>();
  const key = (l: TextLine): string => `${l.page}|${Math.round(l.left)}`;
  for (const l of lines) rightOf.set(key(l), Math.max(rightOf.get(key(l)) ?? 0, l.right));
  const gaps: number[] = [];
  for (const l of lines) {
    if ((rightOf.get(key(l)) ?? 0) - l.right > 0.6 || !l.text.includes(' ')) continue;
    const ink = l.glyphs.filter((g) => g.ch !== ' ');
    for (let i = 1; i < ink.length; i++) {
      const a = ink[i - 1];
      const b = ink[i];
      if (!a || !b) continue;
      // One space: a word gap (a separator set as several spaces, the contacts' `   |   `, is not one).
      const between = l.glyphs.filter((g) => g.ch === ' ' && g.x >= a.x && g.x <= b.x).length;
      if (between === 1) gaps.push((b.x - (a.x + a.w)) / b.size);
    }
  }
  return gaps;
}

/**
 * Lines of pdftotext's reading order (-raw) that end in a hyphen the breaker added: each with whether the word it splits
 * (its end joined to the next line's start) has an en-US pattern point there.
 */
export function hyphenBreaks(text: string): { word: string; valid: boolean }[] {
  const lines = text.split('\n').filter((l) => l.trim());
  const out: { word: string; valid: boolean }[] = [];
  lines.forEach((line, i) => {
    const head = /(\S*\p{L})-$/u.exec(line.trimEnd())?.[1];
    if (!head) return;
    const tail = /^\S+/.exec((lines[i + 1] ?? '').trimStart())?.[0] ?? '';
    const word = head + tail;
    out.push({ word: `${head}-${tail}`, valid: hyphenPoints(word).includes(head.length) });
  });
  return out;
}

/** The fonts pdffonts lists (subset prefix dropped) and whether every one is embedded as a subset. */
export function embeddedFonts(file: string): { names: string[]; subset: boolean } {
  const rows = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
  const cells = rows.map((r) => r.trim().split(/\s+/));
  return {
    names: cells.map((c) => (c[0] ?? '').replace(/^[A-Z]{6}\+/, '')).sort(),
    subset: cells.every((c) => c.includes('yes') && c[c.length - 5] === 'yes' && c[c.length - 4] === 'yes'),
  };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[s.length >> 1] ?? 0) : 0;
};

/** The report's English section. */
export async function englishReport(renderer: ReturnType<typeof createPdfRenderer>): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'pdf-report-en-'));
  const sample = fixtureFile('sample-resume-en.json');
  const graduate = fixtureFile('pdf/graduate-resume-en.json');
  const colors = TEMPLATE_COLORS.map((t) => t.color);
  const spaceOf = (layout: (typeof EN_LAYOUTS)[number]): number => {
    const face = getLatinFaces(DESIGNS[layout].type.body).regular;
    return advance(face, 32) / face.font.unitsPerEm;
  };
  console.log(`\n== English editions (${EN_LAYOUTS.length}): the English sample and the new graduate's English resume`);
  console.log(
    `word gap bound: the Latin face's space (Source Sans 3 ${spaceOf('en-classic').toFixed(2)} em, Source Serif 4 ` +
      `${spaceOf('en-song-classic').toFixed(2)} em) plus at most ${MAX_LATIN_STRETCH} em of stretch, else ragged`,
  );
  console.log(
    '| edition | Han chars | justified gaps: n, median em, max em (bound) | hyphenated lines | hyphen not at a pattern point | hyphen in URL/e-mail/number | fonts embedded (subset) | PDF bytes | roots | /Lang | lowest contrast | graduate pages |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const all: number[] = [];
  let han = 0;
  let over = 0;
  let hyphenatedAll = 0;
  let invalidAll = 0;
  let tokenAll = 0;
  const words = new Set<string>();
  let lowest = Infinity;
  let graduateOver = 0;
  for (const layout of EN_LAYOUTS) {
    const options = { layout, color: DESIGNS[layout].color };
    const bytes = await renderer.render(sample, options);
    const file = join(work, `${layout}.pdf`);
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const hanHere = (text.match(HAN) ?? []).length;
    han += hanHere;
    const lines = toLines(await readGlyphs(bytes));
    const gaps = wordGaps(lines);
    all.push(...gaps);
    const bound = spaceOf(layout) + MAX_LATIN_STRETCH;
    over += gaps.filter((g) => g > bound + 0.01).length;
    const hyphenated = lines.filter((l) => /\p{L}-$/u.test(l.text)).length;
    // pdftotext's default mode joins some hyphenated words again; -raw keeps every line as drawn.
    const raw = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const breaks = hyphenBreaks(raw);
    const invalid = breaks.filter((h) => !h.valid);
    for (const h of breaks) words.add(h.word);
    const inToken = lines.filter((l) => TOKEN_END.test(l.text)).length;
    hyphenatedAll += hyphenated;
    invalidAll += invalid.length;
    tokenAll += inToken;
    const fonts = embeddedFonts(file);
    const latin1 = bytes.toString('latin1');
    const roots = (latin1.match(/\/S \/Document\b/g) ?? []).length;
    const lang = /\/Lang \(([^)]*)\)/.exec(latin1)?.[1] ?? '';
    const ratio = Math.min(...lowestContrasts(layout, colors));
    lowest = Math.min(lowest, ratio);
    const gradPages = planResume(graduate, options).pages;
    if (gradPages > 1) graduateOver++;
    const gapText = gaps.length
      ? `${gaps.length}, ${median(gaps).toFixed(2)}, ${Math.max(...gaps).toFixed(2)} (${bound.toFixed(2)})`
      : '0 (none justified)';
    const bad = invalid.length ? ` ${invalid.map((h) => h.word).join(' ')}` : '';
    console.log(
      `| ${layout} | ${hanHere} | ${gapText} | ${hyphenated} | ${invalid.length}${bad} | ${inToken} | ` +
        `${fonts.names.join(', ')} (${fonts.subset ? 'yes' : 'NO'}) | ${bytes.length} | ${roots} | ${lang} | ` +
        `${ratio.toFixed(2)} | ${gradPages} |`,
    );
  }
  console.log(
    `English editions: Han characters ${han}; word gaps ${all.length}, median ${median(all).toFixed(2)} em, ` +
      `max ${all.length ? Math.max(...all).toFixed(2) : '-'} em, over the bound ${over}; hyphenated lines ` +
      `${hyphenatedAll}, not at a pattern point ${invalidAll}, inside a URL/e-mail/number ${tokenAll}; ` +
      `lowest contrast ${lowest.toFixed(2)}:1 over ${colors.length} colours; graduate over one page in ${graduateOver}`,
  );
  console.log(`Hyphenated words (${words.size} different): ${[...words].sort().join(', ')}`);
  rmSync(work, { recursive: true, force: true });
}
