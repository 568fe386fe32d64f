/**
 * Typesetting checks on rendered PDFs (issue 23): a corpus built from the clreq rules, every glyph's
 * position read back from the PDF (pdf.js operator lists: text matrix, font size, character spacing,
 * horizontal scaling, TJ adjustments), lines rebuilt from the glyphs, and one count of violations per rule.
 * Used by `npm run report:pdf` and by mock-server/test/pdf/typeset.test.ts.
 */
import type { Module } from '@cv/contract';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CLOSE, isHanChar, LEFT_SET, MIDDLE_DOT, NO_END, NO_START, OPEN } from '../src/pdf/kinsoku.ts';
import type { ResumeDocument } from '../src/pdf/index.ts';
import { getFaces, getLatinFaces, getSerifFaces } from '../src/pdf/render.ts';
import { HAN_LATIN_GAP } from '../src/pdf/atoms.ts';
import { ORPHAN_MAX } from '../src/pdf/text.ts';

/** One glyph as drawn: its origin (points, y down from the page top, on the baseline) and its advance. */
export interface Glyph {
  ch: string;
  x: number;
  y: number;
  /** The glyph's own advance in points as drawn (horizontal scaling included, character spacing not). */
  w: number;
  size: number;
  /** Horizontal scaling in percent. */
  hs: number;
  /** The font's name as embedded (e.g. ABCDEF+NotoSerifSC-Regular; '' when pdf.js does not say). */
  font: string;
}

type Matrix = [number, number, number, number, number, number];
const mul = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const asMatrix = (a: unknown): Matrix => Array.from(a as ArrayLike<number>).slice(0, 6) as Matrix;

interface PdfGlyph {
  unicode: string;
  width: number;
  isSpace?: boolean;
}

/** Every glyph of every page, in content order. */
export async function readGlyphs(bytes: Uint8Array): Promise<Glyph[][]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, disableFontFace: true }).promise;
  const pages: Glyph[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const height = page.view[3] ?? 841.89;
    const { fnArray, argsArray } = await page.getOperatorList();
    const out: Glyph[] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: { ctm: Matrix; size: number; cs: number; hs: number; font: string }[] = [];
    const fontName = (ref: unknown): string => {
      try {
        return String((page.commonObjs.get(String(ref)) as { name?: string } | null)?.name ?? '');
      } catch {
        return '';
      }
    };
    let font = '';
    let tm: Matrix = [1, 0, 0, 1, 0, 0];
    let size = 10;
    let cs = 0;
    let hs = 100;
    for (let i = 0; i < fnArray.length; i++) {
      const fn = fnArray[i];
      const args = (argsArray[i] ?? []) as unknown[];
      // Character spacing and scaling are graphics state: saved and restored with the matrix.
      if (fn === OPS.save) stack.push({ ctm, size, cs, hs, font });
      else if (fn === OPS.restore)
        ({ ctm, size, cs, hs, font } = stack.pop() ?? { ctm: [1, 0, 0, 1, 0, 0], size, cs: 0, hs: 100, font });
      else if (fn === OPS.transform) ctm = mul(asMatrix(args), ctm);
      else if (fn === OPS.beginText) tm = [1, 0, 0, 1, 0, 0];
      else if (fn === OPS.setTextMatrix) tm = asMatrix(args[0] ?? args);
      else if (fn === OPS.setFont) {
        size = Number(args[1]);
        font = fontName(args[0]);
      } else if (fn === OPS.setCharSpacing) cs = Number(args[0]);
      else if (fn === OPS.setHScale) hs = Number(args[0]);
      else if (fn === OPS.showText) {
        for (const g of args[0] as (PdfGlyph | number)[]) {
          if (typeof g === 'number') {
            tm = mul([1, 0, 0, 1, ((-g / 1000) * size * hs) / 100, 0], tm);
            continue;
          }
          const own = ((g.width / 1000) * size * hs) / 100;
          const adv = own + (cs * hs) / 100;
          const m = mul(tm, ctm);
          // Upright text only (a page number set along the page's edge is left out).
          if (g.unicode && Math.abs(m[1]) < 1e-6) {
            const ch = /^\s+$/.test(g.unicode) ? ' ' : g.unicode;
            out.push({ ch, x: m[4], y: height - m[5], w: own * m[0], size: size * Math.abs(m[3]), hs, font });
          }
          tm = mul([1, 0, 0, 1, adv, 0], tm);
        }
      }
    }
    pages.push(out);
    page.cleanup();
  }
  await doc.destroy();
  return pages;
}

/** A line rebuilt from glyphs: one baseline, no gap wider than an em and a half. */
export interface TextLine {
  page: number;
  y: number;
  glyphs: Glyph[];
  left: number;
  /** Right edge of the ink's em boxes; a closing mark at the end counts half an em. */
  right: number;
  text: string;
}

/** A mark with a blank right half (closing and left-set marks): it may end a line at half an em. */
const isCloseWide = (ch: string): boolean => CLOSE.has(ch) || LEFT_SET.has(ch);
/** The blank (em) a full-width mark has on its right and on its left, as zh-Hans fonts set them. */
const blankRight = (ch: string): number => (isCloseWide(ch) ? 0.5 : MIDDLE_DOT.has(ch) ? 0.25 : 0);
const blankLeft = (ch: string): number => (OPEN.has(ch) ? 0.5 : MIDDLE_DOT.has(ch) ? 0.25 : 0);

/** Ink extent of a glyph (font units) in the font it was drawn with, for dashes drawn scaled to meet. */
function inkOf(g: Glyph): { minX: number; maxX: number; adv: number } {
  const serif = /Serif/i.test(g.font);
  const latin = /Source(Sans|Serif)/.test(g.font);
  const faces = latin ? getLatinFaces(serif ? 'serif' : 'sans') : serif ? getSerifFaces() : getFaces();
  const face = /Bold/i.test(g.font)
    ? faces.bold
    : /Italic/.test(g.font)
      ? (faces.italic ?? faces.regular)
      : faces.regular;
  const glyph = face.font.glyphForCodePoint(g.ch.codePointAt(0) ?? 32);
  return { minX: glyph.bbox.minX, maxX: glyph.bbox.maxX, adv: glyph.advanceWidth };
}
const isDash = (ch: string): boolean => ch === '—' || ch === '―';
const inkLeft = (g: Glyph): number => g.x + (g.w * inkOf(g).minX) / inkOf(g).adv;
const inkRight = (g: Glyph): number => g.x + (g.w * inkOf(g).maxX) / inkOf(g).adv;

function rightOf(g: Glyph, atEnd: boolean): number {
  if (atEnd && isCloseWide(g.ch)) return g.x + g.size * 0.5;
  if (isDash(g.ch)) return inkRight(g);
  return g.x + g.w;
}

export function toLines(pages: Glyph[][]): TextLine[] {
  const lines: TextLine[] = [];
  pages.forEach((glyphs, page) => {
    const byY = new Map<number, Glyph[]>();
    for (const g of glyphs) {
      const key = Math.round(g.y * 4) / 4;
      const row = byY.get(key) ?? [];
      row.push(g);
      byY.set(key, row);
    }
    for (const [y, row] of [...byY.entries()].sort((a, b) => a[0] - b[0])) {
      row.sort((a, b) => a.x - b.x);
      let cur: Glyph[] = [];
      const push = (): void => {
        while (cur[0]?.ch === ' ') cur.shift();
        while (cur[cur.length - 1]?.ch === ' ') cur.pop();
        if (!cur.length) return;
        const lastG = cur[cur.length - 1] as Glyph;
        lines.push({
          page,
          y,
          glyphs: cur,
          left: (cur[0] as Glyph).x,
          right: rightOf(lastG, true),
          text: cur.map((g) => g.ch).join(''),
        });
        cur = [];
      };
      for (const g of row) {
        const prev = cur[cur.length - 1];
        if (prev && g.x - (prev.x + prev.w) > 1.5 * g.size) push();
        cur.push(g);
      }
      push();
    }
  });
  return lines;
}

export const RULES = [
  'line-start',
  'line-end',
  'unit-split',
  'han-latin-space',
  'mark-pair',
  'overrun',
  'dash-2em',
  'latin-tracking',
  'orphan',
  'punct-space',
  'loose-gap',
] as const;
export type Rule = (typeof RULES)[number];

export interface Violation {
  rule: Rule;
  page: number;
  text: string;
}

const LATIN_WORD = /^[A-Za-z0-9]$/;
/** The full-width marks of the compression and spacing rules. */
const widePunct = (ch: string): boolean => CLOSE.has(ch) || OPEN.has(ch) || LEFT_SET.has(ch) || MIDDLE_DOT.has(ch);
/** A mark no space may stand beside (a middle dot may: `电话   ·   邮箱` separates contacts). */
const hugging = (ch: string): boolean => CLOSE.has(ch) || OPEN.has(ch) || LEFT_SET.has(ch);
/** Justification never opens a gap wider than this (em) between two characters (place.ts: MAX_STRETCH). */
const LOOSEST_GAP = 0.6;

/** Lines that continue the line above in the same column (same left edge, the next baseline down). */
function nextLineMap(lines: TextLine[]): Map<TextLine, TextLine> {
  const next = new Map<TextLine, TextLine>();
  const sorted = [...lines].sort((a, b) => a.page - b.page || a.y - b.y);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i] as TextLine;
    const size = a.glyphs[0]?.size ?? 10;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j] as TextLine;
      if (b.page !== a.page || b.y - a.y > size * 2.2) break;
      if (b.y - a.y < size * 0.5) continue;
      if (Math.abs(b.left - a.left) < 0.5 && Math.abs((b.glyphs[0]?.size ?? 0) - size) < 0.01) {
        next.set(a, b);
        break;
      }
    }
  }
  return next;
}

/** The column's right edge of each line: the most common right edge of lines with its left edge and page. */
function columnRights(lines: TextLine[]): Map<TextLine, number> {
  const groups = new Map<string, TextLine[]>();
  for (const l of lines) {
    const k = `${l.page}:${l.left.toFixed(1)}`;
    const g = groups.get(k) ?? [];
    g.push(l);
    groups.set(k, g);
  }
  const out = new Map<TextLine, number>();
  for (const g of groups.values()) {
    const counts = new Map<number, number>();
    for (const l of g) {
      const r = Math.round(l.right * 10) / 10;
      counts.set(r, (counts.get(r) ?? 0) + 1);
    }
    let mode = 0;
    let best = 0;
    for (const [r, c] of counts) if (c > best || (c === best && r > mode)) [mode, best] = [r, c];
    for (const l of g) out.set(l, best >= 3 ? mode : Infinity);
  }
  return out;
}

/**
 * Checks lines against the rules. `units` are the corpus's unbreakable tokens (——, ……, ￥800, CET-6,
 * Node.js...): a unit split between a line and the next one is a violation.
 */
export function checkLines(lines: TextLine[], units: readonly string[]): Violation[] {
  const v: Violation[] = [];
  const add = (rule: Rule, l: TextLine, what = l.text): void => {
    v.push({ rule, page: l.page, text: what });
  };
  const next = nextLineMap(lines);
  const rights = columnRights(lines);
  const prevOf = new Map<TextLine, TextLine>();
  for (const [a, b] of next) prevOf.set(b, a);
  for (const l of lines) {
    const gs = l.glyphs;
    const firstG = gs[0] as Glyph;
    const lastG = gs[gs.length - 1] as Glyph;
    // A line that continues another one: its first character is a line start the breaker chose.
    if (prevOf.has(l) && NO_START.has(firstG.ch)) add('line-start', l);
    const nl = next.get(l);
    if (nl && NO_END.has(lastG.ch)) add('line-end', l);
    if (nl) {
      for (const u of units) {
        const cps = Array.from(u);
        for (let k = 1; k < cps.length; k++) {
          if (l.text.endsWith(cps.slice(0, k).join('')) && nl.text.startsWith(cps.slice(k).join(''))) {
            add('unit-split', l, `${l.text.slice(-8)} | ${nl.text.slice(0, 8)} (${u})`);
          }
        }
      }
    }
    // The widest gap between two Han characters of the line: what justification gave every gap.
    let hanGap = 0;
    for (let i = 1; i < gs.length; i++) {
      const a = gs[i - 1] as Glyph;
      const b = gs[i] as Glyph;
      if (isHanChar(a.ch) && isHanChar(b.ch)) hanGap = Math.max(hanGap, b.x - (a.x + a.w));
    }
    const colRight = rights.get(l) ?? Infinity;
    if (l.right > colRight + 0.3) add('overrun', l, `${l.text.slice(-10)} +${(l.right - colRight).toFixed(2)} pt`);
    for (let i = 1; i < gs.length; i++) {
      const a = gs[i - 1] as Glyph;
      const b = gs[i] as Glyph;
      const em = b.size;
      const gap = b.x - (a.x + a.w);
      const ctx = () => l.text.slice(Math.max(0, i - 6), i + 6);
      const hanLatin = (isHanChar(a.ch) && LATIN_WORD.test(b.ch)) || (LATIN_WORD.test(a.ch) && isHanChar(b.ch));
      if (hanLatin && gap < (HAN_LATIN_GAP - 0.05) * em)
        add('han-latin-space', l, `${ctx()} ${(gap / em).toFixed(2)} em`);
      if (LATIN_WORD.test(a.ch) && LATIN_WORD.test(b.ch) && Math.abs(gap) > 0.01 * em && gap < 0.2 * em)
        add('latin-tracking', l, `${ctx()} ${(gap / em).toFixed(3)} em`);
      // Adjacent full-width marks with half an em of blank between them: at most 1.5 em from the first
      // mark's start to the second's end.
      if (widePunct(a.ch) && widePunct(b.ch) && blankRight(a.ch) + blankLeft(b.ch) >= 0.5) {
        if (b.x - a.x > 0.52 * em) add('mark-pair', l, `${a.ch}${b.ch} ${((b.x - a.x) / em + 1).toFixed(2)} em`);
      }
      // No space beside a full-width mark: neither a space character nor a gap wider than the Han gaps.
      if (hugging(a.ch) || hugging(b.ch)) {
        const spaced = (b.ch === ' ' && hugging(a.ch)) || (a.ch === ' ' && hugging(b.ch));
        if (spaced || gap > hanGap + 0.02 * em)
          add('punct-space', l, `${ctx()} ${spaced ? 'space' : `${((gap - hanGap) / em).toFixed(2)} em`}`);
      }
      // Justification keeps gaps sane: none wider than the loosest step (plus the Han–Latin quarter em).
      if (a.ch !== ' ' && b.ch !== ' ' && gap > (LOOSEST_GAP + (hanLatin ? HAN_LATIN_GAP : 0) + 0.01) * em)
        add('loose-gap', l, `${ctx()} ${(gap / em).toFixed(2)} em`);
      // —— and ……: 2 em, the dashes' ink meeting.
      if ((isDash(a.ch) && isDash(b.ch)) || (a.ch === '…' && b.ch === '…')) {
        const step = isDash(a.ch) ? inkLeft(b) - inkLeft(a) : b.x - a.x;
        const apart = isDash(a.ch) ? inkLeft(b) - inkRight(a) : 0;
        if (Math.abs(step - em) > 0.03 * em || apart > 0.01 * em)
          add('dash-2em', l, `${a.ch}${b.ch} step ${(step / em).toFixed(2)} em, gap ${(apart / em).toFixed(2)} em`);
      }
    }
    // 孤字: the last line of a paragraph of several lines showing one or two characters.
    if (prevOf.has(l) && gs.filter((g) => g.ch !== ' ').length <= ORPHAN_MAX) {
      const above = prevOf.get(l) as TextLine;
      if (Math.abs(above.right - (rights.get(above) ?? Infinity)) < 0.3) add('orphan', l);
    }
  }
  return v;
}

/** Counts per rule. */
export function countByRule(v: readonly Violation[]): Record<Rule, number> {
  const out = Object.fromEntries(RULES.map((r) => [r, 0])) as Record<Rule, number>;
  for (const x of v) out[x.rule]++;
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The corpus

/** A small deterministic generator (mulberry32), so the corpus is the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FILL = '排版规则要求中文段落整齐美观行首行尾都有禁则汉字之间均匀分布字距简历内容清晰易读招聘方一眼看懂重点经历';

/** Latin tokens and units that must never be split across lines. */
export const CORPUS_UNITS = [
  '——',
  '……',
  '￥800',
  '¥1200',
  '$300',
  '800元',
  '3年',
  '20万',
  '15人',
  'CET-6',
  'Node.js',
  'TypeScript',
  'JavaScript',
  'Vue3',
  'iOS',
  'GPT-4o',
  'ECMAScript',
  'Kubernetes',
] as const;

const NO_START_MARKS = [...NO_START].filter((c) => !'—―…⋯'.includes(c));
const NO_END_MARKS = [...NO_END];
const DASHES = ['——', '……'];

/** Mixed Han and Latin phrases, with and without spaces in the source. */
const MIXED = [
  '基于React 18与TypeScript开发',
  '使用Node.js构建服务端',
  '通过CET-6考试',
  '熟悉Vue3和iOS开发',
  '参与GPT-4o应用落地',
  '学习ECMAScript规范',
  '部署到Kubernetes集群',
  '用 Python 写脚本',
  '团队15人',
  '预算￥800',
  '节省800元',
  '工作3年',
  '用户20万',
  '奖金$300',
  '补贴¥1200',
  '转化率提升35%',
  '性能提升3.5倍',
  '2019-2020年',
  'QPS从1,200提升到5,000',
  '主页https://github.com/zhangsan/resume-builder/blob/main/README.md可见',
  '访问www.example.com/path?from=resume&lang=zh查看',
  '邮箱zhang.san@example.com',
  '电话+86 138-0013-8000',
  '使用React/Vue/Angular',
  'C++与C#开发',
  '负责A/B测试',
  '获得“Best Paper Award”',
  '发表论文“Deep Learning for Text”',
  'iPhone 15 Pro上线',
  'Spring Boot + MySQL 8.0',
];

/** A source space beside a full-width mark (the engine sets none), and marks beside Latin text and numbers. */
const SPACED = [
  'React ，',
  '使用 Vue 。',
  '（ Node.js ）',
  '“ GPT-4o ”',
  '《 Clean Code 》',
  '「 TypeScript 」',
  '指标 ：',
  '提升 ；',
  '完成了吗 ？',
  '上线 ！',
  '， 提升',
  '。 下一步',
  '：Redis',
  'Java；',
  'Go！',
  'SQL？',
  '（React）',
  '“Vue”',
  '【iOS】',
  '35%，',
  '3年）',
  '￥800。',
  'React，Vue，Angular',
  '（2019—2020）',
  'API、SDK、CLI',
];

/**
 * Full-width marks of the compression rules (every ordered pair of them goes into the corpus): the closing
 * and opening marks, the left-set pause and stop marks, and the middle dot.
 */
const PAIR_MARKS = [...CLOSE, ...OPEN, ...LEFT_SET, '·'];

/** Dashes and ellipses beside marks, and nested brackets and quotes as resumes write them. */
const NESTED = [
  '——',
  '……',
  '。——',
  '——“',
  '”——',
  '……”',
  '“……',
  '）……',
  '……（',
  '。”）',
  '）。“',
  '“《',
  '》”',
  '（“',
  '”）',
  '《〈',
  '〉》',
  '「『',
  '』」',
  '？”',
  '！）',
  '：“',
  '”。',
  '）、',
  '》，',
  '”；',
  '】：',
  '·',
];

/**
 * Paragraphs built from the rules: each puts items of one kind (line-start marks, line-end marks, every
 * ordered pair of full-width marks, units and dashes, mixed scripts, spaces beside marks, nested marks)
 * between Han fillers of random length, `reps` times with fresh fillers, so every item falls at every
 * position of a line in every layout's column width. The report sets the whole stress corpus (reps 54:
 * about 9,400 paragraphs); the test a subset.
 */
export function corpusParagraphs(seed = 23, reps = 2): { kind: string; paragraphs: string[] }[] {
  const rand = rng(seed);
  const filler = (): string => {
    const n = 1 + Math.floor(rand() * 7);
    const at = Math.floor(rand() * (FILL.length - n));
    return FILL.slice(at, at + n);
  };
  const build = (items: readonly string[], perPara: number, wrap: (item: string) => string): string[] => {
    const out: string[] = [];
    const pool: string[] = [];
    for (let r = 0; r < reps; r++) pool.push(...items);
    for (let i = 0; i < pool.length; i += perPara) {
      let p = filler() + filler();
      for (const item of pool.slice(i, i + perPara)) p += wrap(item) + filler();
      out.push(p + filler() + '。');
    }
    return out;
  };
  const pairs: string[] = [];
  for (const a of PAIR_MARKS) for (const b of PAIR_MARKS) pairs.push(a + b);
  return [
    { kind: '行首禁则', paragraphs: build(NO_START_MARKS, 10, (m) => m) },
    { kind: '行尾禁则', paragraphs: build(NO_END_MARKS, 8, (m) => `${m}${filler()}`) },
    { kind: '标点挤压', paragraphs: build(pairs, 12, (m) => `${filler()}${m}`) },
    { kind: '不可分割', paragraphs: build([...CORPUS_UNITS, ...DASHES], 8, (m) => m) },
    { kind: '中西混排', paragraphs: build(MIXED, 5, (m) => m) },
    { kind: '标点与空格', paragraphs: build(SPACED, 6, (m) => m) },
    { kind: '嵌套标点', paragraphs: build(NESTED, 8, (m) => m) },
  ];
}

/** The whole stress corpus (report:pdf): about 9,400 paragraphs. */
export const STRESS_REPS = 54;

/** The corpus as a resume: one custom section per kind, one entry per paragraph. */
export function corpusResume(seed = 23, reps = 2): ResumeDocument {
  const modules: Module[] = corpusParagraphs(seed, reps).map((k, i) => ({
    id: 900 + i,
    cid: 'corpus',
    name: `排版语料：${k.kind}`,
    alias: `排版语料：${k.kind}`,
    content: JSON.stringify(k.paragraphs.map((desc) => ({ title: '', desc }))),
    style: 'custom',
    sort: i + 1,
    custom: 1,
  }));
  return {
    personal: { name: '排版语料', wish: '排版检查' },
    modules,
    avatarPath: null,
  } as unknown as ResumeDocument;
}

/** The structure tree as pdf.js reads it from page 1, two levels deep: `Root > Document > H1, P, Sect…`. */
export async function structureDump(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, disableFontFace: true }).promise;
  const page = await doc.getPage(1);
  type Node = { role?: string; children?: Node[] };
  const tree = (await page.getStructTree()) as Node | null;
  await doc.destroy();
  if (!tree) return '(no structure tree)';
  const roles = (n: Node): string[] => (n.children ?? []).filter((c) => c.role).map((c) => c.role as string);
  const lines = [`${tree.role ?? 'Root'}: ${roles(tree).join(', ')}`];
  for (const c of tree.children ?? []) {
    if (!c.role) continue;
    const kids = roles(c);
    const counted = [...new Set(kids)].map((r) => `${r}×${kids.filter((k) => k === r).length}`);
    lines.push(`  ${c.role}: ${counted.join(', ')}`);
  }
  return lines.join('\n');
}
