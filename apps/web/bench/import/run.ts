// npm run bench:import — the importer's corpus and harness. Renders synthetic personas (corpus/personas.ts) with
// engines that are not this product's PDF engine (Chromium printing our HTML resumes, the `docx` package, and
// LibreOffice converting those Word files to PDF when it is installed), plus this product's own exports (JSON,
// Markdown, DOCX) and the PDFs of all designs of the sample resume; reads each with the importer and prints the
// scores per producer and per layout, with timings. Options: --personas N (default 4), --misses (print what missed),
// --ui (each file also goes through the real 导入简历 → 创建简历 in Chromium, and the resume the server holds is
// scored: through-ui.ts; needs npm run build first), --no-ocr (no pictures: producers image, photo and scan),
// --no-english / --no-chinese (leave out the English or the Chinese personas).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Packer } from 'docx';
import { chromium } from 'playwright-core';
import type { FullResume, Layout } from '@cv/contract';
import { LAYOUTS } from '@cv/contract/constants';
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { readEntries } from '@cv/contract/module-fields';
import { resumeDocument } from '../../src/lib/resume-io/docx';
import { toJsonResume } from '../../src/lib/resume-io/json-resume';
import { toMarkdown } from '../../src/lib/resume-io/markdown';
import { createPdfRenderer } from '../../../../mock-server/src/pdf/index.ts';
import type { ResumeDocument } from '../../../../mock-server/src/pdf/index.ts';
import { EN_HTML_LAYOUTS, englishHtml, englishPersona } from './corpus/english';
import { HTML_LAYOUTS, pdfOptions, resumeHtml } from './corpus/html';
import { persona, type Persona } from './corpus/personas';
import { PHOTO_SLANTS, slantedPhoto } from './corpus/photo';
import { pdfOfPictures } from './corpus/scan';
import { resumeWord, WORD_LAYOUTS } from './corpus/word';
import { readInNode } from './node-reader';
import { throughUi } from './through-ui';
import { otherReading, unaccountedIn } from './accounted';
import { add, emptyScore, row, score, table, type Score } from './score';
import { ROOT } from './sample';

const args = process.argv.slice(2);
const count = Number(args[args.indexOf('--personas') + 1] || 4) || 4;
const showMisses = args.includes('--misses');
/** --only chromium,product-pdf: just these producers (faster while working on one). */
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : null;
/** --no-ocr: no pictures (producers image, photo and scan), which take 2-4 s each to read. */
const noOcr = args.includes('--no-ocr');
const wanted = (producer: string) =>
  only ? only.includes(producer) : !(noOcr && ['image', 'photo', 'scan'].includes(producer));
const work = mkdtempSync(join(tmpdir(), 'import-corpus-'));

interface Doc {
  producer: string;
  layout: string;
  file: string;
  truth: Persona;
}
const docs: Doc[] = [];

function asResume(p: Persona, template = 'classic'): FullResume {
  return {
    template,
    version: 0,
    personal: {
      cid: p.id,
      ...p.personal,
      birthday: p.personal.birthday && `${p.personal.birthday}-01`,
      avatar: '',
      avatar_url: '',
    },
    modules: p.modules.map((m, i) => ({
      id: i + 1,
      cid: p.id,
      name: MODULE_STYLE_NAMES[m.style],
      alias: m.name,
      style: m.style,
      sort: i + 1,
      custom: m.style === 'custom' ? 1 : 0,
      content: JSON.stringify(m.entries),
    })),
  } as unknown as FullResume;
}

const personas = Array.from({ length: args.includes('--no-chinese') ? 0 : count }, (_, k) => persona(k));
const t0 = performance.now();
// Chromium printing our HTML.
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
/** Chromium's PDF of our HTML, scored against the persona it was made from. */
async function printed(html: string, layout: string, truth: Persona, options: Record<string, unknown>) {
  await page.setContent(html);
  const file = join(work, `${truth.id}-${layout}.pdf`);
  writeFileSync(file, await page.pdf(options));
  docs.push({ producer: 'chromium', layout, file, truth });
}
for (const [k, p] of personas.entries())
  for (const layout of wanted('chromium') || wanted('scan') ? HTML_LAYOUTS : [])
    await printed(resumeHtml(p, layout, k), layout, p, pdfOptions(p, layout));
/**
 * Image resumes: Chromium's whole-page screenshot of the same HTML (a 长图, as a phone or a design tool saves a
 * resume), at A4's width with its margins, PNG at 2x for even personas and JPEG (quality 85) at 1.5x for odd ones.
 */
async function shot(html: string, layout: string, truth: Persona, k: number) {
  const scale = k % 2 ? 1.5 : 2;
  const shotPage = await browser.newPage({ viewport: { width: 794, height: 1123 }, deviceScaleFactor: scale });
  await shotPage.setContent(
    html.replace('</head>', '<style>html{background:#fff}body{margin:0;padding:53px}</style></head>'),
  );
  const type = k % 2 ? 'jpeg' : 'png';
  const file = join(work, `${truth.id}-${layout}-shot.${type === 'jpeg' ? 'jpg' : 'png'}`);
  writeFileSync(file, await shotPage.screenshot({ fullPage: true, type, ...(type === 'jpeg' ? { quality: 85 } : {}) }));
  await shotPage.close();
  docs.push({ producer: 'image', layout: `${layout} ${type}@${scale}x`, file, truth });
  if (!wanted('photo')) return;
  // The same page photographed at a slant (corpus/photo.ts): each persona and layout its own of PHOTO_SLANTS.
  const turn = k + Math.max(0, HTML_LAYOUTS.indexOf(layout as (typeof HTML_LAYOUTS)[number]));
  const slant = PHOTO_SLANTS[turn % PHOTO_SLANTS.length]!;
  const photo = join(work, `${truth.id}-${layout}-photo.jpg`);
  writeFileSync(photo, await slantedPhoto(readFileSync(file), slant));
  docs.push({ producer: 'photo', layout: `${layout} ${slant}°`, file: photo, truth });
}
for (const [k, p] of personas.entries())
  for (const layout of wanted('image') || wanted('photo') ? HTML_LAYOUTS : [])
    await shot(resumeHtml(p, layout, k), layout, p, k);
// English resumes: Chromium printing our English HTML; this product's English editions (its PDF engine, its Word
// export and LibreOffice's PDF of that) of the same people.
const english = Array.from({ length: args.includes('--no-english') ? 0 : count }, (_, k) => englishPersona(k));
for (const [k, p] of english.entries())
  for (const layout of EN_HTML_LAYOUTS) {
    if (wanted('chromium'))
      await printed(englishHtml(p, layout, k), layout, p, { printBackground: true, preferCSSPageSize: true });
    // English pictures too (screenshots, and photos of them), read by the same Chinese model.
    if (wanted('image') || wanted('photo')) await shot(englishHtml(p, layout, k), layout, p, k);
  }
await browser.close();
/**
 * Scanned PDFs: Chromium's PDFs of the Chinese layouts, each page as a scanner gives it (pdftoppm: grey JPEG, 150 dpi
 * for even personas and 300 dpi for odd ones) in a PDF of pictures only (pdfkit), read by OCR since they have no text.
 */
if (wanted('scan')) {
  for (const d of docs.filter(
    (x) => x.producer === 'chromium' && (HTML_LAYOUTS as readonly string[]).includes(x.layout),
  )) {
    const dpi = personas.indexOf(d.truth) % 2 ? 300 : 150;
    const prefix = d.file.replace(/\.pdf$/, '-scan');
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-jpeg', d.file, prefix]);
    const pages = readdirSync(work)
      .filter((f) => f.startsWith(`${basename(prefix)}-`) && f.endsWith('.jpg'))
      .sort();
    writeFileSync(`${prefix}.pdf`, await pdfOfPictures(pages.map((page) => join(work, page))));
    docs.push({ producer: 'scan', layout: `${d.layout} ${dpi}dpi`, file: `${prefix}.pdf`, truth: d.truth });
  }
}
// Word files made with the docx package, and LibreOffice's PDFs of them.
const soffice = ['soffice', 'libreoffice'].find((b) => {
  try {
    execFileSync('which', [b], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});
/** LibreOffice's PDF of a Word file, when it is installed and wanted. */
function withLibreOffice(docx: string, layout: string, truth: Persona) {
  if (!soffice || !wanted('libreoffice')) return;
  execFileSync(soffice, ['--headless', '--convert-to', 'pdf', '--outdir', work, docx], {
    stdio: 'ignore',
    timeout: 120_000,
  });
  const pdf = docx.replace(/\.docx$/, '.pdf');
  if (existsSync(pdf)) docs.push({ producer: 'libreoffice', layout, file: pdf, truth });
}
for (const p of wanted('own-export') || wanted('docx-package') || wanted('libreoffice') ? personas : []) {
  for (const layout of WORD_LAYOUTS) {
    const file = join(work, `${p.id}-${layout}.docx`);
    writeFileSync(file, await resumeWord(p, layout));
    docs.push({ producer: 'docx-package', layout, file, truth: p });
    withLibreOffice(file, layout, p);
  }
  // Our own exports.
  const r = asResume(p);
  writeFileSync(join(work, `${p.id}.json`), JSON.stringify(toJsonResume(r), null, 2));
  docs.push({ producer: 'own-export', layout: 'json', file: join(work, `${p.id}.json`), truth: p });
  writeFileSync(join(work, `${p.id}.md`), toMarkdown(r));
  docs.push({ producer: 'own-export', layout: 'markdown', file: join(work, `${p.id}.md`), truth: p });
  for (const t of ['classic', 'sidebar', 'campus-table']) {
    const file = join(work, `${p.id}-${t}-export.docx`);
    writeFileSync(file, await Packer.toBuffer(resumeDocument(asResume(p, t))));
    docs.push({ producer: 'own-export', layout: `docx ${t}`, file, truth: p });
  }
}
const renderer = createPdfRenderer();
const documentOf = (r: FullResume): ResumeDocument => ({ personal: r.personal, modules: r.modules, avatarPath: null });
for (const p of wanted('own-export') || wanted('libreoffice') ? english : []) {
  for (const layout of ['en-classic', 'en-sidebar', 'en-timeline'] as Layout[]) {
    const file = join(work, `${p.id}-${layout}-own.pdf`);
    writeFileSync(file, await renderer.render(documentOf(asResume(p, layout)), { layout, color: '#2f5496' }));
    docs.push({ producer: 'own-export', layout: `pdf ${layout}`, file, truth: p });
  }
  const file = join(work, `${p.id}-en-export.docx`);
  writeFileSync(file, await Packer.toBuffer(resumeDocument(asResume(p, 'en-classic-2f5496'))));
  docs.push({ producer: 'own-export', layout: 'docx en-classic', file, truth: p });
  withLibreOffice(file, 'docx en-classic', p);
}
// The product's own PDF engine: the sample resume in every design (the regression guard).
const sampleRaw = JSON.parse(readFileSync(join(ROOT, 'fixtures/sample-resume.json'), 'utf8')) as ResumeDocument;
const sample: ResumeDocument = {
  ...sampleRaw,
  avatarPath: sampleRaw.avatarPath ? join(ROOT, 'fixtures', sampleRaw.avatarPath) : null,
};
const sampleTruth: Persona = {
  id: 'sample',
  personal: { ...sampleRaw.personal, birthday: String(sampleRaw.personal.birthday).slice(0, 7) } as Persona['personal'],
  modules: sampleRaw.modules.map((m) => ({
    name: String(m.alias || m.name),
    style: m.style as never,
    entries: readEntries(m.style as never, String(m.content)),
  })),
};
for (const layout of wanted('product-pdf') ? (LAYOUTS as readonly Layout[]) : []) {
  const file = join(work, `sample-${layout}.pdf`);
  writeFileSync(file, await renderer.render(sample, { layout, color: '#2f5496' }));
  docs.push({ producer: 'product-pdf', layout, file, truth: sampleTruth });
}
const made = performance.now() - t0;
// Files made only as the source of another producer's (Chromium's PDFs for --only scan) are not scored.
for (let i = docs.length - 1; i >= 0; i--) if (!wanted(docs[i]!.producer)) docs.splice(i, 1);

// Read and score.
const groups = new Map<string, { s: Score; n: number; ms: number[] }>();
const put = (key: string, s: Score, ms: number) => {
  const g = groups.get(key) ?? { s: emptyScore(), n: 0, ms: [] };
  g.s = add(g.s, s);
  g.n++;
  g.ms.push(ms);
  groups.set(key, g);
};
await readInNode(new Uint8Array(readFileSync(docs[0]!.file)), 'warm-up.pdf');
const uiBrowser = args.includes('--ui')
  ? await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
  : null;
const ui = uiBrowser ? await throughUi(uiBrowser) : null;
for (const d of docs) {
  const bytes = new Uint8Array(readFileSync(d.file));
  const name = d.file.split('/').pop()!;
  const t = performance.now();
  const read = await readInNode(bytes, name);
  const out = ui ? await ui.read(d.file, name, read) : read;
  const ms = performance.now() - t;
  // Our Markdown export carries no birthday or gender: not scored there.
  const hidden = d.layout === 'markdown' ? ['birthday', 'gender'] : [];
  const s = out.ok
    ? score(d.truth, out.draft, emptyScore(), hidden)
    : { ...emptyScore(), misses: [`refused: ${out.refusal.reason}`] };
  if (!out.ok) s.personal[1] = 1;
  const reading = out.ok ? await otherReading(d.file) : null;
  if (out.ok && reading !== null) {
    const r = unaccountedIn(reading, out.draft);
    s.recount = r.count;
    if (r.count) s.misses.push(`unaccounted by the recount: ${r.count} (${r.sample})`);
  }
  if (showMisses && s.misses.length)
    console.log(`${d.producer} ${d.layout} ${d.file.split('/').pop()}\n  ${s.misses.join('\n  ')}`);
  put(`${d.producer}`, s, ms);
  put(`${d.producer} · ${d.layout}`, s, ms);
}
await ui?.close();
await uiBrowser?.close();
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? 0;
const rows = (pred: (k: string) => boolean) =>
  [...groups.entries()]
    .filter(([k]) => pred(k))
    .map(([k, g]) => row(k, g.n, g.s, g.ms.reduce((a, b) => a + b, 0) / g.n));
console.log(
  `Importer harness${ui ? ' through the real UI (导入简历 → 创建简历, cv/get scored)' : ''}: ${personas.length} personas, ${docs.length} files made in ${(made / 1000).toFixed(1)} s${soffice ? '' : ' (LibreOffice not installed: no LibreOffice PDFs)'}\n`,
);
console.log('By producer');
console.log(table(rows((k) => !k.includes(' · ') && k !== 'product-pdf')));
console.log('\nBy producer and layout');
console.log(table(rows((k) => k.includes(' · ') && !k.startsWith('product-pdf'))));
console.log("\nThis product's designs (the sample resume), the regression guard");
console.log(table(rows((k) => k.startsWith('product-pdf'))));
const all = docs.filter((d) => d.file.endsWith('.pdf')).length;
const pdfMs = [...groups.entries()]
  .filter(([k]) => !k.includes(' · ') && /chromium|libreoffice|product-pdf/.test(k))
  .flatMap(([, g]) => g.ms);
const p50 = [...pdfMs].sort((a, b) => a - b)[Math.floor(pdfMs.length / 2)] ?? 0;
console.log(
  `\nTimings (Node, pdf.js legacy build, one core): ${all} PDFs read to a draft, p50 ${p50.toFixed(0)} ms, p95 ${p95(pdfMs).toFixed(0)} ms (ms/file above is the mean)`,
);
if (args.includes('--keep')) console.log(`files kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
