// How heavy the strokes in a box of text are (a bold face's are thicker): the mean length of its dark pixels'
// horizontal runs, as a share of the box's height, measured on the grey page the engine read (each cell of a line from
// its top to its baseline: ocr-items.ts). OCR gives no font weight; the layout uses this to tell a name in bold from
// the role in regular under it (pdf/layout.ts), as a PDF's fonts tell it.
import type { GreyImage } from './grey-image';

/** A pixel darker than this is ink (the page is dark on light by then: its dark bands lightened). */
export const INK = 140;

export function strokeWeight(img: GreyImage, box: { x0: number; y0: number; x1: number; y1: number }): number {
  const x0 = Math.max(0, Math.round(box.x0));
  const x1 = Math.min(img.width, Math.round(box.x1));
  const y0 = Math.max(0, Math.round(box.y0));
  const y1 = Math.min(img.height, Math.round(box.y1));
  let ink = 0;
  let runs = 0;
  for (let y = y0; y < y1; y++) {
    let inRun = false;
    const row = y * img.width;
    for (let x = x0; x < x1; x++) {
      const dark = img.data[row + x]! < INK;
      if (dark) {
        ink++;
        if (!inRun) runs++;
      }
      inRun = dark;
    }
  }
  return runs && y1 > y0 ? ink / runs / (y1 - y0) : 0;
}
