/**
 * Page 1's header: its structure nodes, the name's size, the contact lines, header text with its links, the accent
 * rule under it; and the stack of name, wished position and contacts one under the other that the classic, timeline
 * and band layouts draw, which differ only in sizes, colours, row heights and how the contacts are set.
 */
import { EDITION_WORDS } from '@cv/contract/edition-words';
import { drawText, strokeLine } from '../draw.ts';
import { lineLinks } from '../links.ts';
import type { Pdf, StructNode, Tagger, TextStyle } from '../model.ts';
import { structNode } from '../model.ts';
import type { Theme } from '@cv/contract/designs';
import type { FontFace } from '../face.ts';
import { measure } from '../atoms.ts';
import { fitSize, wrap } from '../text.ts';
import type { Contact, LayoutInput } from './shared.ts';

/** The header's structure: the name (H1), the wished position and the contact lines (P). */
export interface HeaderNodes {
  name: StructNode;
  wish: StructNode;
  contacts: StructNode;
  photo: StructNode;
  /** In reading order, for LayoutPlan.header. */
  all: StructNode[];
}

export function headerNodes(inp: LayoutInput): HeaderNodes {
  const name = structNode('H1', inp.root);
  const wish = structNode('P', inp.root);
  const contacts = structNode('P', inp.root);
  const photo = structNode('Figure', inp.root, EDITION_WORDS[inp.lang].photo(inp.name));
  return { name, wish, contacts, photo, all: inp.avatar ? [name, wish, contacts, photo] : [name, wish, contacts] };
}

/** A name at the largest size up to `max` that fits one line (not below `min`), wrapped when even that is too wide. */
export function nameLines(
  face: FontFace,
  max: number,
  min: number,
  text: string,
  width: number,
): { size: number; lines: string[] } {
  const size = fitSize(face, max, text, width, min);
  return { size, lines: wrap(face, size, text, width).map((l) => l.text) };
}

/** Contact items wrapped as whole items separated by a divider; returns lines of items. */
export function contactLines(
  st: TextStyle,
  contacts: Contact[],
  width: number,
  sep: string,
  withLabel: boolean,
): string[] {
  const fits = (items: string[]): boolean => measure(st.face, st.size, items.join(sep)) <= width;
  // Lines of whole items; an item wider than the line is wrapped on lines of its own.
  const lines: string[][] = [];
  let cur: string[] = [];
  for (const c of contacts) {
    const item = withLabel ? c.text : c.value;
    if (fits([...cur, item])) {
      cur.push(item);
      continue;
    }
    if (cur.length) lines.push(cur);
    cur = [];
    if (fits([item])) cur = [item];
    else for (const l of wrap(st.face, st.size, item, width)) lines.push([l.text]);
  }
  if (cur.length) lines.push(cur);
  // No item alone on the last line while the line above holds three or more: one comes down with it.
  const last = lines[lines.length - 1];
  const above = lines[lines.length - 2];
  if (last && above && last.length === 1 && above.length >= 3) {
    const moved = [above[above.length - 1] as string, ...last];
    if (fits(moved)) {
      above.pop();
      lines[lines.length - 1] = moved;
    }
  }
  return lines.map((l) => l.join(sep));
}

/** The width of each of two columns `colGap` apart in `width`. */
const columnWidth = (width: number, colGap: number) => width / 2 - colGap / 2;

/**
 * Contact items `label：value` in two columns `colGap` apart; an item too wide for a column takes a whole row
 * (wrapped to the full width when even that is too narrow). Rows of one or two cells.
 */
function contactColumns(st: TextStyle, contacts: Contact[], width: number, colGap: number): string[][] {
  const colW = columnWidth(width, colGap);
  return twoToARow(
    contacts.map((c) => c.text),
    (item) => measure(st.face, st.size, item) > colW,
    (item) => wrap(st.face, st.size, item, width).map((l) => [l.text]),
  );
}

/**
 * Items two to a row, in order; an item too `wide` for a cell ends the row before it and takes rows of its own
 * (`alone`: one row of it by default). Contacts in two columns; the key–value header's table.
 */
export function twoToARow<T>(
  items: readonly T[],
  wide: (item: T) => boolean,
  alone: (item: T) => T[][] = (item) => [[item]],
): T[][] {
  const rows: T[][] = [];
  let pending: T[] = [];
  for (const item of items) {
    if (wide(item)) {
      if (pending.length) rows.push(pending);
      pending = [];
      rows.push(...alone(item));
      continue;
    }
    pending.push(item);
    if (pending.length === 2) {
      rows.push(pending);
      pending = [];
    }
  }
  if (pending.length) rows.push(pending);
  return rows;
}

/** Draws one line of header text as content of a node, with link annotations for what it links to. */
export function headerText(
  pdf: Pdf,
  tags: Tagger,
  node: StructNode,
  st: TextStyle,
  text: string,
  x: number,
  y: number,
  h: number,
): void {
  if (!text) return;
  tags.text(node, () => drawText(pdf, st, text, x, y, h));
  const w = measure(st.face, st.size, text);
  for (const l of lineLinks(st.face, st.size, text, [{ text, width: w, broken: false }])[0] ?? []) {
    tags.link(node, x + l.dx, y, l.w, h, l.url);
  }
}

/** A header's bottom rule with an accent stub `stub` pt long at its left end (decoration: an artifact). */
export function accentRule(pdf: Pdf, tags: Tagger, theme: Theme, x: number, y: number, width: number, stub: number) {
  tags.art(() => {
    strokeLine(pdf, x, y, x + width, y, 0.6, theme.rule);
    pdf.rect(x, y - 1.5, stub, 3).fill(theme.accent);
  });
}

/** One part of the stack: rows of one cell (or two, `colStep` apart), each `rowH` high, after `gapBefore`. */
interface HeaderPart {
  node: StructNode;
  style: TextStyle;
  rows: string[][];
  rowH: number;
  gapBefore?: number;
  colStep?: number;
}

interface HeaderStack {
  /** The height of every part with its gap. */
  height: number;
  /** Draws the parts from (x, y) down, tagged as their structure nodes. */
  draw(pdf: Pdf, tags: Tagger, x: number, y: number): void;
}

function headerStack(parts: HeaderPart[]): HeaderStack {
  return {
    height: parts.reduce((h, p) => h + (p.gapBefore ?? 0) + p.rows.length * p.rowH, 0),
    draw(pdf, tags, x, y) {
      for (const p of parts) {
        y += p.gapBefore ?? 0;
        for (const row of p.rows) {
          row.forEach((cell, i) => headerText(pdf, tags, p.node, p.style, cell, x + i * (p.colStep ?? 0), y, p.rowH));
          y += p.rowH;
        }
      }
    },
  };
}

/** How a layout sets the stacked header: the parts' sizes, colours and row heights, and how the contacts run. */
interface StackedHeaderSpec {
  /** The name (bold), at the largest size from `max` down to `min` that fits one line. */
  name: { max: number; min: number; color: string; rowH: number };
  /** The wished position, after `label` when there is one (classic: 求职意向：). */
  wish: { style: TextStyle; label?: string; rowH: number };
  /** Contact items (regular, 9.5 pt, in `color`) on lines divided by `sep`, or in two columns `colGap` apart. */
  contacts: { color: string; rowH: number; gapBefore: number } & ({ sep: string } | { colGap: number });
}

/** The name, wished position and contacts stacked `width` wide, with the header's structure nodes. */
export function stackedHeader(
  inp: LayoutInput,
  width: number,
  spec: StackedHeaderSpec,
  nodes: HeaderNodes = headerNodes(inp),
): HeaderStack & { nodes: HeaderNodes } {
  const bold = inp.faces.bold;
  const nm = nameLines(bold, spec.name.max, spec.name.min, inp.name, width);
  const { wish, contacts } = spec;
  const contactStyle: TextStyle = { face: inp.faces.regular, size: 9.5, color: contacts.color };
  const wishText = `${wish.label ?? ''}${inp.wish}`;
  const wishLines = inp.wish ? wrap(wish.style.face, wish.style.size, wishText, width) : [];
  const contactRows =
    'sep' in contacts
      ? contactLines(contactStyle, inp.contacts, width, contacts.sep, true).map((l) => [l])
      : contactColumns(contactStyle, inp.contacts, width, contacts.colGap);
  const stack = headerStack([
    {
      node: nodes.name,
      style: { face: bold, size: nm.size, color: spec.name.color },
      rows: nm.lines.map((l) => [l]),
      rowH: spec.name.rowH,
    },
    { node: nodes.wish, style: wish.style, rows: wishLines.map((l) => [l.text]), rowH: wish.rowH },
    {
      node: nodes.contacts,
      style: contactStyle,
      rows: contactRows,
      rowH: contacts.rowH,
      gapBefore: contacts.gapBefore,
      ...('colGap' in contacts ? { colStep: columnWidth(width, contacts.colGap) + contacts.colGap } : {}),
    },
  ]);
  return { ...stack, nodes };
}
