/** The interface between the API (cv/preview, cv/download, thumbnails) and the PDF engine. */
import type { Layout, Module, Personal } from '@cv/contract';

export interface ResumeDocument {
  personal: Personal;
  /** Modules in display order (education first, then by sort). content is the stored JSON string. */
  modules: Module[];
  /** Absolute path of the avatar image file on disk (PNG or JPEG), or null. */
  avatarPath: string | null;
  /** When the resume was last changed (ms or s since the epoch): the PDF's CreationDate and ModDate. */
  updatedAt?: number | null;
}

export interface RenderOptions {
  layout: Layout;
  /** '#rrggbb' accent color. */
  color: string;
}

export interface PdfRenderer {
  /** Renders an A4 PDF. Same input gives the same bytes (dates from updatedAt). */
  render(doc: ResumeDocument, options: RenderOptions): Promise<Buffer>;
}
