/**
 * Robustness of the two-column layouts' reading order in pdftotext's default mode: renders random variants
 * of the long, medium and overflow resumes (entries, bullets, sections and the photo dropped at random) in
 * the sidebar and compact layouts and counts the renderings whose text comes out column by column.
 *
 *   npx tsx mock-server/scripts/pdf-reading-order.ts [variants=150] [seed=12345]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResumeDocument } from '../src/pdf/index.ts';
import { createPdfRenderer } from '../src/pdf/index.ts';
import { planResume } from '../src/pdf/render.ts';
import { fixture, longResume } from './pdf-fixtures.ts';

const count = Number(process.argv[2] ?? 150);
let seed = Number(process.argv[3] ?? 12345);
/** A small deterministic generator (the same seed gives the same variants). */
const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

/** Where the left column ends (x, points), as in the report and the tests. */
const SPLIT = { sidebar: 190, compact: 297 } as const;
/** Text below this y is the page number. */
const FOOTER_Y = 805;

function variant(base: ResumeDocument, k: number): ResumeDocument {
  const doc = structuredClone(base);
  if (k % 3 === 1) doc.avatarPath = null;
  for (const m of doc.modules) {
    const entries = (JSON.parse(m.content) as Record<string, string>[]).filter(() => random() > 0.25);
    for (const e of entries) {
      if (e.desc && random() > 0.5) {
        e.desc = e.desc
          .split('\n')
          .slice(0, 1 + Math.floor(random() * 4))
          .join('\n');
      }
    }
    m.content = JSON.stringify(entries);
  }
  doc.modules = doc.modules.filter(() => random() > 0.15);
  return doc;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'pdf-order-'));
  const renderer = createPdfRenderer();
  const bases = [longResume(), fixture('medium-ai-resume'), fixture('overflow-resume')];
  const ok = { sidebar: 0, compact: 0 };
  // Variants set at a looser step (均衡分页): their wider gaps must keep the columns apart too.
  const loose = { sidebar: 0, compact: 0 };
  for (let k = 0; k < count; k++) {
    const doc = variant(bases[k % bases.length] as ResumeDocument, k);
    for (const layout of ['sidebar', 'compact'] as const) {
      const file = join(work, `${layout}.pdf`);
      writeFileSync(file, await renderer.render(doc, { layout, color: '#2f5496' }));
      const plan = planResume(doc, { layout, color: '#2f5496' });
      if (plan.step < 0) loose[layout]++;
      const html = execFileSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
      const runs = html
        .split('<page ')
        .slice(1)
        .map((page, p) => {
          const top = Math.min(
            ...plan.plan.flows.flatMap((f) => f.frames.filter((fr) => fr.page === p).map((fr) => fr.top)),
          );
          const cols = [...page.matchAll(/<block xMin="([\d.]+)" yMin="[\d.]+" xMax="[\d.]+" yMax="([\d.]+)">/g)]
            .filter((m) => Number(m[2]) > top + 1 && Number(m[2]) < FOOTER_Y)
            .map((m) => (Number(m[1]) < SPLIT[layout] ? 'L' : 'R'));
          return cols.filter((c, i) => i === 0 || c !== cols[i - 1]).join('');
        });
      if (runs.every((r) => ['', 'L', 'R', 'LR'].includes(r))) ok[layout]++;
      else console.log(`variant ${k} ${layout} (step ${plan.step}, ${plan.pages} pages): ${runs.join(' | ')}`);
    }
  }
  rmSync(work, { recursive: true, force: true });
  console.log(
    `column by column in pdftotext default mode: sidebar ${ok.sidebar}/${count}, compact ${ok.compact}/${count}` +
      ` (set looser: sidebar ${loose.sidebar}, compact ${loose.compact})`,
  );
}

await main();
