// Light text on dark bands: a heading on a coloured bar, a dark sidebar. Tesseract's page segmentation takes such a
// band for a picture and reads nothing in it (bar-headings: 11-29% of the fields). The bands are found on a grid of
// small cells (a cell is dark when most of its pixels are), kept when they are wide, filled rectangles, and their
// pixels inverted (and stretched so the band's colour becomes white) in the grey page the engine reads.
import type { GreyImage } from './grey-image';

export interface Band {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A pixel darker than this is dark; a cell at least this share dark is a dark cell. */
const DARK = 128;
const DARK_CELL = 0.7;
/** A band is at least this share of the page's width, this many cells tall and this share of its box dark cells. */
const MIN_WIDTH = 0.15;
const MIN_CELLS_TALL = 3;
const MIN_FILL = 0.8;

export function findDarkBands(img: GreyImage): Band[] {
  const { data, width, height } = img;
  const cell = Math.max(4, Math.round(width / 200));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const dark = new Uint8Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let n = 0;
      let d = 0;
      for (let y = r * cell; y < Math.min(height, (r + 1) * cell); y++) {
        const row = y * width;
        for (let x = c * cell; x < Math.min(width, (c + 1) * cell); x++) {
          n++;
          if (data[row + x]! < DARK) d++;
        }
      }
      dark[r * cols + c] = d >= n * DARK_CELL ? 1 : 0;
    }
  }
  const bands: Band[] = [];
  const seen = new Uint8Array(cols * rows);
  const stack: number[] = [];
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start] || seen[start]) continue;
    let count = 0;
    let [c0, r0, c1, r1] = [cols, rows, -1, -1];
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const r = Math.floor(i / cols);
      const c = i % cols;
      count++;
      c0 = Math.min(c0, c);
      c1 = Math.max(c1, c);
      r0 = Math.min(r0, r);
      r1 = Math.max(r1, r);
      for (const j of [c > 0 ? i - 1 : -1, c < cols - 1 ? i + 1 : -1, i - cols, i + cols]) {
        if (j >= 0 && j < dark.length && dark[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    const boxCells = (c1 - c0 + 1) * (r1 - r0 + 1);
    if ((c1 - c0 + 1) * cell < width * MIN_WIDTH || r1 - r0 + 1 < MIN_CELLS_TALL || count < boxCells * MIN_FILL)
      continue;
    bands.push(
      refine(
        img,
        { x0: c0 * cell, y0: r0 * cell, x1: Math.min(width, (c1 + 1) * cell), y1: Math.min(height, (r1 + 1) * cell) },
        cell,
      ),
    );
  }
  return bands;
}

/** The band's edges to the pixel: the outermost rows and columns, within a cell of the grid's, mostly dark. */
function refine(img: GreyImage, b: Band, cell: number): Band {
  const { data, width, height } = img;
  const rowDark = (y: number) => {
    let d = 0;
    for (let x = b.x0; x < b.x1; x++) if (data[y * width + x]! < DARK) d++;
    return d >= (b.x1 - b.x0) / 2;
  };
  const colDark = (x: number, y0: number, y1: number) => {
    let d = 0;
    for (let y = y0; y < y1; y++) if (data[y * width + x]! < DARK) d++;
    return d >= (y1 - y0) / 2;
  };
  let y0 = Math.max(0, b.y0 - cell);
  while (y0 < b.y0 + cell && !rowDark(y0)) y0++;
  let y1 = Math.min(height, b.y1 + cell);
  while (y1 > b.y1 - cell && !rowDark(y1 - 1)) y1--;
  let x0 = Math.max(0, b.x0 - cell);
  while (x0 < b.x0 + cell && !colDark(x0, y0, y1)) x0++;
  let x1 = Math.min(width, b.x1 + cell);
  while (x1 > b.x1 - cell && !colDark(x1 - 1, y0, y1)) x1--;
  return { x0, y0, x1, y1 };
}

/** Inverts each band in place, its own colour (the median of its pixels) becoming white. */
export function lightenBands(img: GreyImage, bands: Band[]): void {
  const { data, width } = img;
  for (const b of bands) {
    const histogram = new Uint32Array(256);
    for (let y = b.y0; y < b.y1; y++) for (let x = b.x0; x < b.x1; x++) histogram[data[y * width + x]!]!++;
    const half = ((b.x1 - b.x0) * (b.y1 - b.y0)) / 2;
    let background = 0;
    for (let sum = 0; background < 255 && (sum += histogram[background]!) < half;) background++;
    const scale = 255 / Math.max(1, 255 - background);
    for (let y = b.y0; y < b.y1; y++) {
      for (let x = b.x0; x < b.x1; x++) {
        const i = y * width + x;
        data[i] = Math.min(255, Math.round((255 - data[i]!) * scale));
      }
    }
  }
}
