// A scanned PDF's pages as pictures for the OCR engine: each page drawn by pdf.js at the resolution of the scan it
// holds (within limits), as PNG bytes. In the
// reading worker on an OffscreenCanvas (lib/pdf/offscreen.ts, as the thumbnail worker draws); in Node
// (tests, the harness) on the canvas pdf.js's legacy build brings (@napi-rs/canvas).
import type * as PdfJs from 'pdfjs-dist';
import { canvasDocument, drawOffscreen } from '../../pdf/offscreen';

export interface PageImage {
  png: Uint8Array;
  /** The page's size in points. */
  width: number;
  height: number;
  /** Pixels an inch it is drawn at. */
  dpi: number;
}

/**
 * The resolutions a page is drawn at: its largest picture's own (its pixels across the page's width: a scanner's
 * page is one picture filling it), within these bounds; a page with no picture at `fallback`. Drawing a scan at
 * another resolution than its own blurs it: bench:import's scans (150 and 300 dpi) all drawn at 200 dpi read 88.6%
 * of their fields, each at its own 93.8% (--personas 4).
 */
export interface DpiRange {
  min: number;
  max: number;
  fallback: number;
}

/** The largest picture's width in pixels on the page, 0 when it has none. */
async function pictureWidth(pdfjs: typeof PdfJs, page: PdfJs.PDFPageProxy): Promise<number> {
  const { fnArray, argsArray } = await page.getOperatorList();
  let widest = 0;
  for (const [i, fn] of fnArray.entries()) {
    const args = argsArray[i] as unknown[];
    // paintImageXObject's arguments are [id, width, height]; an inline image's, its data with its width.
    if (fn === pdfjs.OPS.paintImageXObject) widest = Math.max(widest, Number(args[1]) || 0);
    else if (fn === pdfjs.OPS.paintInlineImageXObject)
      widest = Math.max(widest, Number((args[0] as { width?: number }).width) || 0);
  }
  return widest;
}

interface NodeCanvas {
  toBuffer(type: 'image/png'): Uint8Array;
}

/** The first `maxPages` pages drawn, and how many the file has. */
export async function pageImages(
  pdfjs: typeof PdfJs,
  bytes: Uint8Array,
  range: DpiRange,
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
      const own = ((await pictureWidth(pdfjs, page)) / size.width) * 72;
      const dpi = own ? Math.min(range.max, Math.max(range.min, own)) : range.fallback;
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
      images.push({ png, width: size.width, height: size.height, dpi });
      page.cleanup();
    }
    return { images, pageCount: doc.numPages };
  } finally {
    await doc.destroy();
  }
}
