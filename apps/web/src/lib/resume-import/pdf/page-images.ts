// A scanned PDF's pages as pictures for the OCR engine: each page drawn by pdf.js at `dpi`, as PNG bytes. In the
// reading worker on an OffscreenCanvas (lib/pdf/offscreen.ts, as the thumbnail worker draws); in Node
// (tests, the harness) on the canvas pdf.js's legacy build brings (@napi-rs/canvas).
import type * as PdfJs from 'pdfjs-dist';
import { canvasDocument, drawOffscreen } from '../../pdf/offscreen';

export interface PageImage {
  png: Uint8Array;
  /** The page's size in points. */
  width: number;
  height: number;
}

interface NodeCanvas {
  toBuffer(type: 'image/png'): Uint8Array;
}

/** The first `maxPages` pages drawn, and how many the file has. */
export async function pageImages(
  pdfjs: typeof PdfJs,
  bytes: Uint8Array,
  dpi: number,
  maxPages: number,
): Promise<{ images: PageImage[]; pageCount: number }> {
  const inWorker = typeof OffscreenCanvas !== 'undefined';
  const doc = await pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    ...(inWorker ? { ownerDocument: canvasDocument } : {}),
  }).promise;
  try {
    const images: PageImage[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      const page = await doc.getPage(n);
      const size = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: dpi / 72 });
      let png: Uint8Array;
      if (inWorker) {
        const canvas = await drawOffscreen(page, viewport);
        png = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      } else {
        const factory = doc.canvasFactory as {
          create(w: number, h: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D };
        };
        const { canvas, context } = factory.create(Math.floor(viewport.width), Math.floor(viewport.height));
        await page.render({ canvas, canvasContext: context, viewport }).promise;
        png = (canvas as unknown as NodeCanvas).toBuffer('image/png');
      }
      images.push({ png, width: size.width, height: size.height });
      page.cleanup();
    }
    return { images, pageCount: doc.numPages };
  } finally {
    await doc.destroy();
  }
}
