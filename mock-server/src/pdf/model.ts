/**
 * The shapes the engine passes around: the pdfkit document, text styles, and the rows and groups that
 * pagination (flow.ts) places and the layouts draw. Types only, so every module can import them.
 */
import type PDFDocument from 'pdfkit';
import type { FontFace } from './text.ts';

export type Pdf = InstanceType<typeof PDFDocument>;

export interface Faces {
  regular: FontFace;
  bold: FontFace;
}

export interface TextStyle {
  face: FontFace;
  size: number;
  color: string;
}

export interface Row {
  h: number;
  draw(pdf: Pdf, x: number, y: number): void;
}

export interface Group {
  rows: Row[];
  /** Space above the group, dropped at the top of a page. */
  gapBefore: number;
  keepWithNext?: boolean;
}

export interface Frame {
  x: number;
  top: number;
  bottom: number;
}

export interface Placement {
  page: number;
  x: number;
  y: number;
  row: Row;
}

export interface FlowResult {
  placements: Placement[];
  /** Number of pages this column used. */
  pages: number;
}
