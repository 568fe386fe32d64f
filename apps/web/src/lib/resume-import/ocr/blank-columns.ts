// Where a line of a page image has no ink from its top to its baseline: the blank columns between its parts. Tesseract
// reads a bold project name and the regular role a flex gap after it as one run of characters (城市交通流量预测前端负责人);
// the pixels still show the gap (ocr-items.ts parts the cell there).
import type { GreyImage } from './grey-image';
import { INK } from './stroke-weight';

export interface Span {
  x0: number;
  x1: number;
}

/** Runs of at least `minWidth` columns with no ink in `box`, strictly inside it (not touching its left or right edge). */
export function blankColumns(
  img: GreyImage,
  box: { x0: number; y0: number; x1: number; y1: number },
  minWidth: number,
): Span[] {
  const x0 = Math.max(0, Math.round(box.x0));
  const x1 = Math.min(img.width, Math.round(box.x1));
  const y0 = Math.max(0, Math.round(box.y0));
  const y1 = Math.min(img.height, Math.round(box.y1));
  const spans: Span[] = [];
  let start = -1;
  for (let x = x0; x < x1; x++) {
    let blank = true;
    for (let y = y0; y < y1 && blank; y++) blank = img.data[y * img.width + x]! >= INK;
    if (blank && start === -1) start = x;
    if (!blank && start !== -1) {
      if (start > x0 && x - start >= minWidth) spans.push({ x0: start, x1: x });
      start = -1;
    }
  }
  return spans;
}
