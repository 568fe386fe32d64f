/**
 * The English editions' part of the PDF report (npm run report:pdf): for every English edition, the English sample
 * resume and the new graduate's English resume: Han characters on the pages (0 for an all-English resume), word gaps
 * in justified lines (median and maximum, in em, against the bound), hyphenated lines and hyphens inside a URL, an
 * e-mail or a number, structure roots, /Lang, contrast in every colour, and the graduate's page count.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EN_LAYOUTS, TEMPLATE_COLORS } from '@cv/contract';
import { DESIGNS } from '@cv/contract/designs';
import type { createPdfRenderer } from '../src/pdf/index.ts';
import { MAX_STRETCH } from '../src/pdf/place.ts';
import { planResume } from '../src/pdf/render.ts';
import { lowestContrasts } from './pdf-contrast.ts';
import { fixtureFile } from './pdf-fixtures.ts';
import { readGlyphs, toLines, type TextLine } from './pdf-typeset.ts';

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
      const between = l.glyphs.some((g) => g.ch === ' ' && g.x >= a.x && g.x <= b.x);
      if (between) gaps.push((b.x - (a.x + a.w)) / b.size);
    }
  }
  return gaps;
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
  const space = 0.26;
  console.log(`\n== English editions (${EN_LAYOUTS.length}): the English sample and the new graduate's English resume`);
  console.log(`word gap bound: the space (about ${space} em) plus at most ${MAX_STRETCH} em of stretch, else ragged`);
  console.log(
    '| edition | Han chars | justified gaps: n, median em, max em | hyphenated lines | hyphen in URL/e-mail/number | roots | /Lang | lowest contrast | graduate pages |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const all: number[] = [];
  let han = 0;
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
    const hyphenated = lines.filter((l) => /\p{L}-$/u.test(l.text)).length;
    const inToken = lines.filter((l) => TOKEN_END.test(l.text)).length;
    const latin1 = bytes.toString('latin1');
    const roots = (latin1.match(/\/S \/Document\b/g) ?? []).length;
    const lang = /\/Lang \(([^)]*)\)/.exec(latin1)?.[1] ?? '';
    const ratio = Math.min(...lowestContrasts(layout, colors));
    lowest = Math.min(lowest, ratio);
    const gradPages = planResume(graduate, options).pages;
    if (gradPages > 1) graduateOver++;
    const gapText = gaps.length
      ? `${gaps.length}, ${median(gaps).toFixed(2)}, ${Math.max(...gaps).toFixed(2)}`
      : '0 (none justified)';
    console.log(
      `| ${layout} | ${hanHere} | ${gapText} | ${hyphenated} | ${inToken} | ${roots} | ${lang} | ${ratio.toFixed(2)} | ${gradPages} |`,
    );
  }
  console.log(
    `English editions: Han characters ${han}; word gaps ${all.length}, median ${median(all).toFixed(2)} em, ` +
      `max ${all.length ? Math.max(...all).toFixed(2) : '-'} em (bound ${(space + MAX_STRETCH).toFixed(2)} em); ` +
      `lowest contrast ${lowest.toFixed(2)}:1 over ${colors.length} colours; graduate over one page in ${graduateOver}`,
  );
  rmSync(work, { recursive: true, force: true });
}
