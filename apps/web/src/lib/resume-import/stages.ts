// What the reading stages are told by their caller (the worker, or Node in tests and the harness): the stage each
// announces, and the PDF engine and its CMaps, handed in because the browser and Node load pdf.js differently.
import type * as PdfJs from 'pdfjs-dist';
import type { OcrEngine } from './ocr/engine';

export type ImportStage = 'read' | 'ocr' | 'layout' | 'sections' | 'fields';

export interface UnderstandOptions {
  onStage?: (stage: ImportStage) => void;
  /** pdf.js's module (the browser's build in the worker, the legacy build in Node). */
  pdfjs?: () => Promise<typeof PdfJs>;
  /** Where pdf.js finds its CJK CMaps (a URL or, in Node, a folder ending in '/'). */
  cMapUrl?: string;
  /** The OCR engine for an image resume (ocr/engine.ts; the browser's loads from this app); none: images refused. */
  ocr?: () => Promise<OcrEngine>;
  /** How far the OCR of the page has got, 0-1 (during the 'ocr' stage). */
  onProgress?: (done: number) => void;
}
