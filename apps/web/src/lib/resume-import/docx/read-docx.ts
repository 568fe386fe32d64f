// A Word file's own structure as lines: paragraphs with their style (a heading style, bold, size), numbering as
// list items, tabs kept as column gaps; tables read row by row when each cell is a value (label/value tables, cells
// joined by tabs, merged cells once) and cell by cell when cells hold blocks (a layout table's columns); text boxes
// (w:txbxContent) read in place, once (not again from their VML fallback).
import { strFromU8, unzipSync } from 'fflate';
import type { Line } from '../lines';
import { attr, kid, kids, parseXml, type XmlNode } from './xml';

interface Run {
  text: string;
  bold: boolean;
  size: number;
}

interface Styles {
  byId: Map<string, { name: string; bold?: boolean; size?: number; num?: boolean; basedOn?: string }>;
  defaultSize: number;
}

const truthy = (n: XmlNode | undefined) => !!n && !/^(0|false|off)$/i.test(attr(n, 'w:val') ?? '1');

function readStyles(xml: string | undefined): Styles {
  const byId: Styles['byId'] = new Map();
  let defaultSize = 21;
  if (!xml) return { byId, defaultSize };
  const root = kid(parseXml(xml), 'w:styles');
  const sz = attr(kid(kid(kid(kid(root, 'w:docDefaults'), 'w:rPrDefault'), 'w:rPr'), 'w:sz'), 'w:val');
  if (sz) defaultSize = Number(sz);
  for (const s of kids(root ?? { name: '', attrs: {}, children: [] }, 'w:style')) {
    const rPr = kid(s, 'w:rPr');
    const size = attr(kid(rPr, 'w:sz'), 'w:val');
    byId.set(attr(s, 'w:styleId') ?? '', {
      name: attr(kid(s, 'w:name'), 'w:val') ?? '',
      bold: kid(rPr, 'w:b') ? truthy(kid(rPr, 'w:b')) : undefined,
      size: size ? Number(size) : undefined,
      num: !!kid(kid(s, 'w:pPr'), 'w:numPr'),
      basedOn: attr(kid(s, 'w:basedOn'), 'w:val'),
    });
  }
  return { byId, defaultSize };
}

function styleProp<K extends 'bold' | 'size' | 'num'>(styles: Styles, id: string | undefined, key: K) {
  for (
    let i = 0, s = id && styles.byId.get(id);
    s && i < 10;
    i++, s = s.basedOn ? styles.byId.get(s.basedOn) : undefined
  ) {
    if (s[key] !== undefined && s[key] !== false) return s[key];
  }
  return undefined;
}

export interface DocxText {
  lines: Line[];
  text: string;
}

export function readDocx(bytes: Uint8Array): DocxText | null {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => /^word\/(document|styles)\.xml$/.test(f.name) });
  } catch {
    return null;
  }
  const doc = files['word/document.xml'];
  if (!doc) return null;
  const styles = readStyles(files['word/styles.xml'] && strFromU8(files['word/styles.xml']));
  const body = kid(kid(parseXml(strFromU8(doc)), 'w:document'), 'w:body');
  if (!body) return null;
  const lines: Line[] = [];
  let text = '';
  const sized: { size: number; n: number }[] = [];

  const emit = (runs: Run[], opts: { hint: Line['hint']; bullet: boolean; block: boolean }) => {
    const raw = runs.map((r) => r.text).join('');
    const lead = raw.length - raw.trimStart().length;
    const t = raw.trim();
    if (!t) return;
    const chars = runs.reduce((n, r) => n + r.text.trim().length, 0) || 1;
    const bold = runs.filter((r) => r.bold).reduce((n, r) => n + r.text.trim().length, 0) > chars / 2;
    const size = runs.reduce((n, r) => n + r.size * r.text.trim().length, 0) / chars;
    sized.push({ size, n: t.length });
    const start = text.length + lead;
    text += `${raw}\n`;
    lines.push({
      text: t,
      spans: [{ start: 0, end: t.length, ref: { kind: 'text', start, end: start + t.length } }],
      size,
      bold,
      hint: opts.hint,
      block: opts.block,
      bullet: opts.bullet,
      ...(opts.bullet ? { marker: '- ' } : {}),
      area: 'main',
    });
  };

  const runsOf = (p: XmlNode, pStyle: string | undefined, boxes: XmlNode[]): Run[][] => {
    const out: Run[][] = [[]];
    const baseBold = !!styleProp(styles, pStyle, 'bold');
    const baseSize = Number(styleProp(styles, pStyle, 'size') ?? styles.defaultSize);
    const visit = (n: XmlNode, rPr: XmlNode | undefined) => {
      for (const c of n.children) {
        if (typeof c === 'string') continue;
        if (c.name === 'w:r') visit(c, kid(c, 'w:rPr'));
        else if (c.name === 'w:hyperlink' || c.name === 'w:smartTag' || c.name === 'w:ins' || c.name === 'w:fldSimple')
          visit(c, rPr);
        else if (c.name === 'w:sdt') visit(kid(c, 'w:sdtContent') ?? c, rPr);
        else if (c.name === 'w:t') {
          const b = kid(rPr, 'w:b');
          const sz = attr(kid(rPr, 'w:sz'), 'w:val');
          out.at(-1)!.push({
            text: c.children.filter((x): x is string => typeof x === 'string').join(''),
            bold: b ? truthy(b) : baseBold || !!styleProp(styles, attr(kid(rPr, 'w:rStyle'), 'w:val'), 'bold'),
            size: sz ? Number(sz) : baseSize,
          });
        } else if (c.name === 'w:tab' || c.name === 'w:ptab')
          out.at(-1)!.push({ text: '\t', bold: false, size: baseSize });
        else if (c.name === 'w:br' || c.name === 'w:cr') out.push([]);
        else if (c.name === 'w:noBreakHyphen') out.at(-1)!.push({ text: '-', bold: false, size: baseSize });
        else if (c.name === 'mc:AlternateContent') {
          const choice = kid(c, 'mc:Choice');
          if (choice) visit(choice, rPr);
        } else if (c.name === 'w:txbxContent') boxes.push(c);
        else if (c.name !== 'w:rPr' && c.name !== 'w:pPr' && c.name !== 'w:delText' && c.name !== 'w:instrText')
          visit(c, rPr);
      }
    };
    visit(p, undefined);
    return out;
  };

  const paragraph = (p: XmlNode, block: boolean) => {
    const pPr = kid(p, 'w:pPr');
    const pStyle = attr(kid(pPr, 'w:pStyle'), 'w:val');
    const name = (pStyle && styles.byId.get(pStyle)?.name) ?? '';
    const hint: Line['hint'] = /^(title|标题)$/i.test(name) ? 2 : /^(heading|标题)\s*[1-3]$/i.test(name) ? 1 : 0;
    const bullet = !!kid(pPr, 'w:numPr') || !!styleProp(styles, pStyle, 'num');
    const boxes: XmlNode[] = [];
    const parts = runsOf(p, pStyle, boxes);
    // Text boxes anchored here read in place, before the paragraph's own text.
    for (const box of boxes) blocks(box);
    for (const [i, runs] of parts.entries()) emit(runs, { hint, bullet: bullet && i === 0, block: block || i === 0 });
  };

  const cellText = (tc: XmlNode) => kids(tc, 'w:p');
  const table = (tbl: XmlNode) => {
    for (const tr of kids(tbl, 'w:tr')) {
      const cells = kids(tr, 'w:tc').filter((tc) => {
        const vm = kid(kid(tc, 'w:tcPr'), 'w:vMerge');
        return !vm || attr(vm, 'w:val') === 'restart';
      });
      const simple = cells.every(
        (tc) =>
          !kid(tc, 'w:tbl') &&
          cellText(tc).filter((p) =>
            runsOf(p, undefined, [])
              .flat()
              .some((r) => r.text.trim()),
          ).length <= 1,
      );
      if (simple) {
        // One line per row: the cells' text joined by tabs.
        const runs: Run[] = [];
        for (const tc of cells) {
          const boxes: XmlNode[] = [];
          const cellRuns = cellText(tc).flatMap((p) =>
            runsOf(p, attr(kid(kid(p, 'w:pPr'), 'w:pStyle'), 'w:val'), boxes).flat(),
          );
          if (!cellRuns.some((r) => r.text.trim())) continue;
          if (runs.length) runs.push({ text: '\t', bold: false, size: styles.defaultSize });
          runs.push(...cellRuns);
        }
        emit(runs, { hint: 0, bullet: false, block: true });
      } else for (const tc of cells) blocks(tc);
    }
  };

  const blocks = (n: XmlNode) => {
    let first = true;
    for (const c of kids(n)) {
      if (c.name === 'w:p') paragraph(c, first || true);
      else if (c.name === 'w:tbl') table(c);
      else if (c.name === 'w:sdt') blocks(kid(c, 'w:sdtContent') ?? c);
      first = false;
    }
  };
  blocks(body);

  const bySize = sized.flatMap((s) => Array<number>(Math.min(s.n, 200)).fill(s.size)).sort((a, b) => a - b);
  const bodySize = bySize[Math.floor(bySize.length / 2)] ?? styles.defaultSize;
  for (const l of lines) l.size = Math.round((l.size / bodySize) * 100) / 100;
  return { lines, text };
}
