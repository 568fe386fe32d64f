/**
 * Page 1's name, wished position and contacts stacked one under the other: the header of the classic, timeline and
 * band layouts, which differ only in sizes, colours, row heights and the gap before the contacts.
 */
import type { Pdf, StructNode, Tagger, TextStyle } from '../model.ts';
import { headerText } from './shared.ts';

/** One part of the stack: rows of one cell (or two, `colStep` apart), each `rowH` high, after `gapBefore`. */
export interface HeaderPart {
  node: StructNode;
  style: TextStyle;
  rows: string[][];
  rowH: number;
  gapBefore?: number;
  colStep?: number;
}

export interface HeaderStack {
  /** The height of every part with its gap. */
  height: number;
  /** Draws the parts from (x, y) down, tagged as their structure nodes. */
  draw(pdf: Pdf, tags: Tagger, x: number, y: number): void;
}

export function headerStack(parts: HeaderPart[]): HeaderStack {
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
