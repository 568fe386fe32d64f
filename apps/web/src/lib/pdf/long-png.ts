// 长图 (issue 36): every page of the resume's PDF drawn with pdf.js and stacked into one PNG, the way a resume is often
// sent in WeChat. LONG_PNG_WIDTH device pixels wide: three times a 414 px phone screen, sharp at full width on a
// phone. Loaded only when a long image is made (dynamic import).
import { canvasBlob, whiteCanvas } from '../canvas';
import { drawPageAtWidth, openPdf } from './pdf-pages';

export const LONG_PNG_WIDTH = 1242;

export interface LongPng {
  blob: Blob;
  width: number;
  height: number;
  pages: number;
}

export async function pdfToLongPng(bytes: Uint8Array, width = LONG_PNG_WIDTH): Promise<LongPng> {
  const doc = await openPdf(bytes);
  try {
    const pages: HTMLCanvasElement[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) pages.push(await drawPageAtWidth(doc, n, width));
    const height = pages.reduce((h, c) => h + c.height, 0);
    const drawn = whiteCanvas(width, height);
    if (!drawn) throw new Error('canvas 2d context unavailable');
    const { canvas, context } = drawn;
    let y = 0;
    for (const page of pages) {
      context.drawImage(page, 0, y);
      y += page.height;
    }
    const blob = await canvasBlob(canvas, 'image/png');
    if (!blob) throw new Error('PNG encoding failed');
    return { blob, width, height, pages: doc.numPages };
  } finally {
    void doc.destroy();
  }
}
