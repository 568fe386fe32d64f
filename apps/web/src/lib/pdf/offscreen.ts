// Drawing a pdf.js page in a worker, on an OffscreenCanvas: the stand-in document pdf.js makes its scratch canvases
// with (it asks for canvases only), and the page drawn at a viewport. Used by the thumbnail worker (thumbnail-worker.ts)
// and the importer's reading worker for a scanned PDF's pages (resume-import/pdf/page-images.ts).
import type { PDFPageProxy, PageViewport } from 'pdfjs-dist';

/** What pdf.js asks of a document in a worker: canvases only (for its scratch surfaces). Pass as `ownerDocument`. */
export const canvasDocument = {
  createElement(tag: string) {
    if (tag !== 'canvas') throw new Error(`no <${tag}> in a worker`);
    return new OffscreenCanvas(1, 1);
  },
} as unknown as Document;

/** The page drawn at `viewport` on a new OffscreenCanvas. */
export async function drawOffscreen(page: PDFPageProxy, viewport: PageViewport): Promise<OffscreenCanvas> {
  const canvas = new OffscreenCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('OffscreenCanvas 2d context unavailable');
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  return canvas;
}
