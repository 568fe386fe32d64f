/**
 * The shapes the engine passes around: the pdfkit document, text styles, and the rows and groups that
 * pagination (flow.ts) places and the layouts draw. Types only, so every module can import them.
 */
import type PDFDocument from 'pdfkit';
import type { FontFace } from './face.ts';

export type Pdf = InstanceType<typeof PDFDocument>;

export interface Faces {
  regular: FontFace;
  bold: FontFace;
  /** A true italic (the English editions' Latin family): entries' subtitles. None on a Chinese edition. */
  italic?: FontFace;
}

export interface TextStyle {
  face: FontFace;
  size: number;
  color: string;
}

/**
 * A node of the document's logical structure (tagged PDF): Sect, H1..H3, P, L, LI, LBody... Builders create
 * nodes as they build rows; the renderer turns them into structure elements in the order they are first met
 * (logical order), and marks each row's text as content of its node.
 */
export interface StructNode {
  role: string;
  parent: StructNode | null;
  /** Alternate text (for figures). */
  alt?: string;
}

export const structNode = (role: string, parent: StructNode | null, alt?: string): StructNode =>
  alt === undefined ? { role, parent } : { role, parent, alt };

/** What a layout's page decoration draws through: tagged text, artifacts, and links. */
export interface Tagger {
  /** Runs draw() as marked content of a structure node. */
  text(node: StructNode, draw: () => void): void;
  /** Runs draw() as an artifact (decoration that is not content). */
  art(draw: () => void): void;
  /** A link annotation over a rectangle, attached to the node's structure. */
  link(node: StructNode, x: number, y: number, w: number, h: number, url: string): void;
}

/** A clickable area of a row, relative to the row's origin (full row height). */
export interface LinkSpot {
  dx: number;
  w: number;
  url: string;
}

export interface Row {
  h: number;
  /** Draws the row's text (marked as content of `tag`). */
  draw(pdf: Pdf, x: number, y: number): void;
  /** Draws the row's decoration (bullets, rules, bars, dots), marked as an artifact. */
  deco?(pdf: Pdf, x: number, y: number): void;
  /** The structure node the row's text belongs to; rows without one draw only artifacts. */
  tag?: StructNode;
  /** A page may not break just before this row (keeps a paragraph's first or last line company). */
  glue?: boolean;
  /** Pure vertical space: dropped at the top of a page. */
  spacer?: boolean;
  links?: LinkSpot[];
}

export interface Group {
  rows: Row[];
  /** Space above the group, dropped at the top of a page. */
  gapBefore: number;
  /** A section title: never the last thing on a page (it goes with the head of the next group). */
  keepWithNext?: boolean;
  /**
   * How many leading rows stay together (an entry's heading and its first two lines). Default: all rows
   * (the group is never split unless it is taller than a page).
   */
  minHead?: number;
}

/** One column of one page. Two-column flows give two frames per page. */
export interface Frame {
  x: number;
  top: number;
  bottom: number;
  /** The page this frame is on (default: the frame's index). */
  page?: number;
}

export interface Placement {
  page: number;
  x: number;
  y: number;
  row: Row;
}

/** How much of a frame a flow used: from the frame top to the bottom of its last row. */
export interface FrameUse {
  page: number;
  top: number;
  bottom: number;
  used: number;
}

export interface FlowResult {
  placements: Placement[];
  /** Number of pages this column used. */
  pages: number;
  frames: FrameUse[];
}
