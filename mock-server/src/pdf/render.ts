/**
 * Renders a ResumeDocument to A4 PDF bytes with one of the layouts: plans the pages (tightening a resume
 * that overflows its last page by a little until it fits), then draws them as a tagged PDF with links.
 */
import PDFDocument from 'pdfkit';
import { EDITIONS } from '@cv/contract';
import type { Lang } from '@cv/contract/edition-words';
import { EDITION_WORDS, pageLabel } from '@cv/contract/edition-words';
import type { Layout, Personal } from '@cv/contract';
import { loadAvatar } from './avatar.ts';
import { contactItems, headerName, headerWish, toSections } from '@cv/contract/resume-text';
import { drawText } from './draw.ts';
import { buildPlan } from './design/engine.ts';
import { DESIGNS } from '@cv/contract/designs';
import type { FontKind } from './fonts.ts';
import {
  FONT_BOLD,
  FONT_REGULAR,
  getFonts,
  getLatinFonts,
  getSerifFonts,
  LATIN_NAMES,
  SERIF_BOLD,
  SERIF_REGULAR,
} from './fonts.ts';
import type { Contact, LayoutInput, LayoutPlan, Tightness } from './design/shared.ts';
import { NORMAL, PAGE_H } from './design/shared.ts';
import type { Faces, Placement, StructNode } from './model.ts';
import { structNode } from './model.ts';
import { DocTagger } from './tags.ts';
import type { FontFace } from './face.ts';
import { clean, makeFace } from './face.ts';
import { measure } from './atoms.ts';
import { makeTheme } from './theme.ts';
import type { RenderOptions, ResumeDocument } from './types.ts';

/** Document dates when the resume has no update time: the same input gives the same bytes. */
export const FIXED_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));

/** Shown when the resume has no name yet. */
export { NAME_PLACEHOLDER } from '@cv/contract/resume-text';

let faces: Faces | null = null;
let serifFaces: Faces | null = null;

/** The process-wide faces (fontkit fonts + width caches), created on first use. */
export function getFaces(): Faces {
  if (!faces) {
    const f = getFonts();
    faces = { regular: makeFace(FONT_REGULAR, f.regular), bold: makeFace(FONT_BOLD, f.bold) };
  }
  return faces;
}

/** Noto Serif SC's faces (the 宋体-like designs), created on first use. */
export function getSerifFaces(): Faces {
  if (!serifFaces) {
    const f = getSerifFonts();
    serifFaces = { regular: makeFace(SERIF_REGULAR, f.regular), bold: makeFace(SERIF_BOLD, f.bold) };
  }
  return serifFaces;
}

const latinFaces: Partial<Record<FontKind, Required<Faces>>> = {};

/**
 * A Latin family's faces (the English editions): Source Serif 4 beside Noto Serif SC, Source Sans 3 beside Noto
 * Sans SC, each with the CJK face of its kind as fallback (Han in an English resume keeps clreq); created on
 * first use.
 */
export function getLatinFaces(kind: FontKind): Required<Faces> {
  const have = latinFaces[kind];
  if (have) return have;
  const f = getLatinFonts(kind);
  const cjk = kind === 'serif' ? getSerifFaces() : getFaces();
  const names = LATIN_NAMES[kind];
  const made = {
    regular: makeFace(names.regular, f.regular, cjk.regular),
    bold: makeFace(names.bold, f.bold, cjk.bold),
    italic: makeFace(names.italic, f.italic, cjk.regular),
  };
  latinFaces[kind] = made;
  return made;
}

/**
 * A design's faces: its body face's regular, its heading face's bold; an English edition's from the Latin
 * family of the same kind, with its italic (entries' subtitles).
 */
function facesOf(layout: Layout): Faces {
  const { type: t, lang } = DESIGNS[layout];
  if (lang === 'en') {
    const body = getLatinFaces(t.body);
    return { regular: body.regular, bold: getLatinFaces(t.heading).bold, italic: body.italic };
  }
  const pick = (k: 'sans' | 'serif'): Faces => (k === 'serif' ? getSerifFaces() : getFaces());
  return { regular: pick(t.body).regular, bold: pick(t.heading).bold };
}

/** Every face a document may draw with (its Latin faces' CJK fallbacks too), each once. */
function facesToRegister(fx: Faces): FontFace[] {
  const all = new Map<string, FontFace>();
  for (const f of [fx.regular, fx.bold, fx.italic]) {
    if (!f) continue;
    all.set(f.name, f);
    if (f.fallback) all.set(f.fallback.name, f.fallback);
  }
  return [...all.values()];
}

/** Body text at most 10.5 pt when loosened (as designed 9.5 pt). */
const MAX_FONT = 10.5 / 9.5;

/**
 * How far a design may be loosened (均衡分页): its `loosest` gaps and leading, the body font up to 10.5 pt
 * (五号); a design that may not be loosened (both factors 1) keeps its font too.
 */
export function loosestOf(layout: Layout): Tightness {
  const { space, line } = DESIGNS[layout].loosest;
  return space === 1 && line === 1 ? NORMAL : { space, line, font: MAX_FONT };
}

function contactsOf(p: Partial<Personal>, fx: Faces, lang: Lang): Contact[] {
  return contactItems(p, (text) => clean(fx.regular, text), lang);
}

export function isLayout(v: unknown): v is Layout {
  return typeof v === 'string' && (EDITIONS as readonly string[]).includes(v);
}

/**
 * 智能一页: tightening steps from loose to tight, spacing first, then line height, within the readable
 * bounds of layouts/shared.ts (body text never below 9.5 pt, lines never below 1.4 times its size: the
 * line factor is clamped there, the font is never scaled).
 */
const STEPS: readonly Tightness[] = [
  NORMAL,
  { space: 0.8, line: 0.97, font: 1 },
  { space: 0.65, line: 0.94, font: 1 },
  { space: 0.5, line: 0.91, font: 1 },
  { space: 0.4, line: 0.88, font: 1 },
  { space: 0.3, line: 0.85, font: 1 },
];
/**
 * How much of its last page a resume may use and still be tried one page shorter: the tightest step saves
 * up to about a third of a page of spacing and leading. (The compact layout's last page counts against a
 * full column, not the balanced height its two columns end at: layouts/compact.ts.)
 */
const MAX_OVERFLOW = 0.6;
/**
 * 均衡分页: four looser steps for a resume that keeps N >= 2 pages, evenly from as designed to the layout's
 * LOOSEST (layouts/index.ts): body text up to 10.5 pt; in the one-column layouts gaps between sections and
 * entries (and under the header) up to twice as designed and lines up to 1.08 times, never past 1.75 times
 * the body size (layouts/shared.ts); the sidebar's gaps up to 1.5 times; compact as designed.
 */
const LOOSE_STEPS = 4;

/** Looser step k (1..LOOSE_STEPS): the share k / LOOSE_STEPS of the way from as designed to the layout's LOOSEST. */
function looseStep(layout: Layout, k: number): Tightness {
  const most = loosestOf(layout);
  const f = k / LOOSE_STEPS;
  return { space: 1 + (most.space - 1) * f, line: 1 + (most.line - 1) * f, font: 1 + (most.font - 1) * f };
}

export interface Plan {
  layout: Layout;
  plan: LayoutPlan;
  pages: number;
  /** The step used: 0 as designed, 1..5 tighter (智能一页), -1..-4 looser (均衡分页). */
  step: number;
  /** Per page: the share of its body frames' height used (0..1). */
  fill: number[];
  /** The one Document structure node every node of the plan hangs under (the structure tree's only root). */
  root: StructNode;
}

const pagesOf = (plan: LayoutPlan): number => Math.max(1, ...plan.flows.map((f) => f.pages));

/** Per page, how much of the body frames' height is used. */
function fillOf(plan: LayoutPlan, pages: number): number[] {
  const used = new Array<number>(pages).fill(0);
  const cap = new Array<number>(pages).fill(0);
  for (const f of plan.body) {
    for (const fr of f.frames) {
      used[fr.page] = (used[fr.page] ?? 0) + Math.max(0, fr.used);
      cap[fr.page] = (cap[fr.page] ?? 0) + (fr.bottom - fr.top);
    }
  }
  return used.map((u, i) => (cap[i] ? u / (cap[i] ?? 1) : 0));
}

interface Prepared {
  input: Omit<LayoutInput, 'tight' | 'root'>;
  name: string;
  wish: string;
  layout: Layout;
}

function prepare(doc: ResumeDocument, options: RenderOptions): Prepared {
  const layout = isLayout(options.layout) ? options.layout : 'classic';
  const fx = facesOf(layout);
  const { lang } = DESIGNS[layout];
  const personal: Partial<Personal> = doc.personal ?? {};
  const name = headerName(personal.name, (text) => clean(fx.bold, text));
  const wish = headerWish(personal.wish, (text) => clean(fx.regular, text));
  return {
    name,
    wish,
    layout,
    input: {
      faces: fx,
      theme: makeTheme(options.color, DESIGNS[layout].second),
      name,
      wish,
      lang,
      contacts: contactsOf(personal, fx, lang),
      sections: toSections(Array.isArray(doc.modules) ? doc.modules : [], lang),
      avatar: loadAvatar(doc.avatarPath),
    },
  };
}

/**
 * Plans the pages.
 * - 智能一页: when the last page is only a little used, the loosest tightening step that saves it wins.
 * - 均衡分页 (a resume that cannot fit fills its pages evenly): one that keeps N >= 2 pages is set at the
 *   loosest looser step that keeps N pages with every earlier page still full (see spread): the larger body
 *   size, gaps and leading are the same on every page, so the content spreads down all of them instead of
 *   leaving the last page nearly empty. The page count never changes and the steps are fixed (preview and
 *   download stay identical).
 */
function planOf(p: Prepared, asDesigned = false): Plan {
  const build = (step: number): Plan => {
    const root = structNode('Document', null);
    const tight = step < 0 ? looseStep(p.layout, -step) : (STEPS[step] ?? NORMAL);
    const plan = buildPlan(DESIGNS[p.layout], { ...p.input, tight, root });
    const pages = pagesOf(plan);
    return { layout: p.layout, plan, pages, step, fill: fillOf(plan, pages), root };
  };
  const first = build(0);
  if (first.pages < 2 || asDesigned) return first;
  // The overflow: the share of the last page used.
  if ((first.fill[first.pages - 1] ?? 1) > MAX_OVERFLOW) return spread(first, build);
  // The tightest step first: when even it keeps the pages, nothing looser will save one.
  let lo = 1;
  let hi = STEPS.length - 1;
  let best = build(hi);
  if (best.pages >= first.pages) return spread(first, build);
  // Then the loosest step that saves the page (steps only ever tighten, so the test is monotonic).
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const tried = build(mid);
    if (tried.pages < first.pages) {
      best = tried;
      hi = mid;
    } else lo = mid + 1;
  }
  return best;
}

/** 均衡分页: every page but the last stays at least this full (or no emptier than as designed). */
const FULL_PAGE = 0.9;

/**
 * 均衡分页: the loosest looser step that keeps the N >= 2 pages of the plan as designed with every earlier
 * page at least FULL_PAGE used (or no emptier than as designed); as designed when none does. Not simply the
 * loosest step that keeps N pages: a looser step can push an entry that cannot split onto the next page and
 * leave the page before it short, which reads as a mistake where a last page three quarters full does not.
 * From the loosest down, so a resume whose last page is far from full takes one or two more plans.
 */
function spread(designed: Plan, build: (step: number) => Plan): Plan {
  if (loosestOf(designed.layout) === NORMAL) return designed;
  const n = designed.pages;
  const earliest = (pl: Plan): number => Math.min(...pl.fill.slice(0, n - 1));
  const floor = Math.min(FULL_PAGE, earliest(designed));
  for (let k = LOOSE_STEPS; k >= 1; k--) {
    const tried = build(-k);
    if (tried.pages === n && earliest(tried) >= floor) return tried;
  }
  return designed;
}

/**
 * The page plan of a resume (for reports and tests): pages, per-page fill, the step used; with asDesigned,
 * the plan at step 0 (neither tightened nor loosened).
 */
export function planResume(doc: ResumeDocument, options: RenderOptions, asDesigned = false): Plan {
  return planOf(prepare(doc, options), asDesigned);
}

/** The document's date: the resume's last update (so preview and download agree), else a fixed date. */
function dateOf(doc: ResumeDocument): Date {
  const t = typeof doc.updatedAt === 'number' && Number.isFinite(doc.updatedAt) ? doc.updatedAt : NaN;
  if (Number.isNaN(t) || t <= 0) return FIXED_DATE;
  // Seconds or milliseconds since the epoch.
  return new Date(t < 1e11 ? t * 1000 : t);
}

export async function renderResume(doc: ResumeDocument, options: RenderOptions): Promise<Buffer> {
  const prepared = prepare(doc, options);
  const fx = prepared.input.faces;
  const { plan, pages, root } = planOf(prepared);
  const { name, wish, input } = prepared;
  const byPage: Placement[][] = Array.from({ length: pages }, () => []);
  for (const f of plan.flows) for (const pl of f.placements) byPage[pl.page]?.push(pl);
  const date = dateOf(doc);
  const keywords = [
    wish,
    ...input.sections.filter((s) => s.style === 'skill').flatMap((s) => s.entries.map((e) => e.title)),
  ]
    .filter(Boolean)
    .slice(0, 16);

  const words = EDITION_WORDS[input.lang];
  const pdf = new PDFDocument({
    autoFirstPage: false,
    size: 'A4',
    margin: 0,
    font: null as unknown as string,
    compress: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: words.tag,
    displayTitle: true,
    info: {
      Title: wish ? `${name} - ${wish}` : name,
      Author: name,
      Subject: words.subject(name, wish),
      Keywords: keywords.join(', '),
      Creator: 'cv-builder',
      Producer: 'cv-builder pdf engine (PDFKit)',
      CreationDate: date,
      ModDate: date,
    },
  });
  // pdfkit accepts an already-parsed fontkit font (its types only list paths and buffers).
  for (const f of facesToRegister(fx)) pdf.registerFont(f.name, f.font as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  // The structure tree in logical order: the header, then every column's rows in flow order.
  const tags = new DocTagger(pdf, root, words.tag);
  for (const n of plan.header) tags.ensure(n);
  for (const f of plan.flows) for (const pl of f.placements) if (pl.row.tag) tags.ensure(pl.row.tag);

  const numSt = { face: fx.regular, size: 8.5, color: plan.pageNumberColor ?? input.theme.muted };
  for (let p = 0; p < pages; p++) {
    pdf.addPage({ size: 'A4', margin: 0 });
    plan.decorate(pdf, p, pages, tags);
    for (const pl of byPage[p] ?? []) {
      const { row, x, y } = pl;
      if (row.deco) tags.art(() => row.deco?.(pdf, x, y));
      if (row.tag) {
        const tag = row.tag;
        tags.text(tag, () => row.draw(pdf, x, y));
        for (const l of row.links ?? []) tags.link(tag, x + l.dx, y, l.w, row.h, l.url);
      } else tags.art(() => row.draw(pdf, x, y));
    }
    if (pages > 1) {
      const label = pageLabel(words, p + 1, pages);
      const w = measure(numSt.face, numSt.size, label);
      const nx = plan.pageNumberAlign === 'left' ? plan.pageNumberX : plan.pageNumberX - w / 2;
      tags.pagination(() => drawText(pdf, numSt, label, nx, PAGE_H - 34, 14));
    }
  }
  tags.end();
  pdf.end();
  return done;
}
