// What the reading stages are told by their caller (the worker, or Node in tests and the harness): the stage each
// announces, and the PDF engine and its CMaps, handed in because the browser and Node load pdf.js differently.
import type * as PdfJs from 'pdfjs-dist';

export type ImportStage = 'read' | 'layout' | 'sections' | 'fields';

export interface UnderstandOptions {
  onStage?: (stage: ImportStage) => void;
  /** pdf.js's module (the browser's build in the worker, the legacy build in Node). */
  pdfjs?: () => Promise<typeof PdfJs>;
  /** Where pdf.js finds its CJK CMaps (a URL or, in Node, a folder ending in '/'). */
  cMapUrl?: string;
}
