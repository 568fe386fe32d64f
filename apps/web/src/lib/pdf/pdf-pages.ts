// Draws PDF pages onto canvases with pdf.js, so the preview shows inline in every browser, also where there is no
// PDF viewer (Android Chrome, WeChat's in-app browser). pdf.js (~400 KB) and its worker are loaded on first use,
// only where a PDF is drawn (the editor's preview, My resumes' first pages).
import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy, PDFPageProxy, PDFWorker } from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;
let pdfjsPromise: Promise<PdfJs> | null = null;

/** Canvas drawing needs a worker-capable browser with a 2D canvas (not jsdom). */
export const canDrawPdf =
  typeof Worker !== 'undefined' &&
  typeof document !== 'undefined' &&
  typeof navigator !== 'undefined' &&
  !/jsdom/i.test(navigator.userAgent);

export function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  return pdfjsPromise;
}

let worker: PDFWorker | null = null;

/**
 * One pdf.js worker for every version of the preview. Without it pdf.js starts a new worker (and parses its
 * 1 MB script again) for each document: 200 to 500 ms of every update (issue 13, keystroke to preview).
 */
export async function pdfWorker(): Promise<PDFWorker> {
  const pdfjs = await loadPdfJs();
  if (!worker || worker.destroyed) worker = new pdfjs.PDFWorker();
  return worker;
}

/** The bytes of a PDF the server sent as base64 (cv/preview's pdf_base64). */
export const base64ToBytes = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  // pdf.js takes ownership of the buffer it is given: pass a copy so the caller's bytes stay usable. A document
  // given a worker leaves it running when destroyed.
  return pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, worker: await pdfWorker() }).promise;
}

export interface DrawnPage {
  canvas: HTMLCanvasElement;
  /** CSS pixels. */
  width: number;
  height: number;
}

/** The CSS width of page 1 at 100% (PDF points are 1/72 in, CSS pixels 1/96 in). */
export async function pageSize(doc: PDFDocumentProxy): Promise<{ width: number; height: number }> {
  const page = await doc.getPage(1);
  const v = page.getViewport({ scale: 96 / 72 });
  return { width: v.width, height: v.height };
}

/** Renders a page into a new canvas at `scale` (1 = one pixel per PDF point), `ratio` device pixels per pixel. */
async function renderPage(page: PDFPageProxy, scale: number, ratio = 1) {
  const viewport = page.getViewport({ scale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  await page.render({
    canvas,
    canvasContext: context,
    viewport,
    transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
  }).promise;
  return { canvas, viewport };
}

/**
 * Draws page `n` (1-based) at `cssScale` (1 = 100%: 96 dpi) into a new canvas that is not in the document yet;
 * the caller swaps it in once drawn (no half-drawn or blank page is ever on screen).
 */
export async function drawPage(doc: PDFDocumentProxy, n: number, cssScale: number): Promise<DrawnPage> {
  const ratio = Math.min(window.devicePixelRatio || 1, 3);
  const { canvas, viewport } = await renderPage(await doc.getPage(n), cssScale * (96 / 72), ratio);
  return { canvas, width: viewport.width, height: viewport.height };
}

/** Draws page `n` (1-based) `width` device pixels wide into a new canvas (long images, issue 36). */
export async function drawPageAtWidth(doc: PDFDocumentProxy, n: number, width: number): Promise<HTMLCanvasElement> {
  const page = await doc.getPage(n);
  const { canvas } = await renderPage(page, width / page.getViewport({ scale: 1 }).width);
  return canvas;
}

/** A small WebP picture of page 1 (for the My resumes cards), `width` CSS pixels wide at 2x. */
export async function drawThumbnail(doc: PDFDocumentProxy, width: number): Promise<string> {
  const page = await doc.getPage(1);
  const { canvas } = await renderPage(page, (width * 2) / page.getViewport({ scale: 1 }).width);
  return canvas.toDataURL('image/webp', 0.8);
}
