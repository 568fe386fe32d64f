// A picture taken at a slant (a photo of a printed page, a sheet laid crooked on a scanner): Tesseract's page
// segmentation follows lines tilted up to about 1°, and at 3° it reads across them (a page's fields went from 100%
// to 12%). The slant is measured by projection: the dark pixels' rows counted along each trial angle, the angle whose
// counts are most peaked (lines of text lying along it) is the page's; the page is turned back by it.
import type { GreyImage } from './grey-image';

/** Slants tried, degrees either way, and the smallest one worth turning a page for. */
const MAX_SLANT = 10;
const MIN_SLANT = 0.3;
/** The page is measured on a grid about this many cells wide. */
const GRID = 800;

/** The page's slant in degrees (positive: its lines go down to the right), 0 when under MIN_SLANT. */
export function slantOf(img: GreyImage): number {
  const { data, width, height } = img;
  const step = Math.max(1, Math.floor(width / GRID));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y + step <= height; y += step) {
    for (let x = 0; x + step <= width; x += step) {
      let dark = false;
      for (let dy = 0; dy < step && !dark; dy++) {
        const row = (y + dy) * width + x;
        for (let dx = 0; dx < step; dx++) if (data[row + dx]! < 128) dark = true;
      }
      if (dark) {
        xs.push(x / step);
        ys.push(y / step);
      }
    }
  }
  if (xs.length < 100) return 0;
  const rows = Math.ceil(height / step);
  const cols = Math.ceil(width / step);
  const offset = cols; // a row index shifted by at most cols * sin(MAX_SLANT)
  const counts = new Uint32Array(rows + 2 * offset);
  const peakedness = (degrees: number) => {
    const a = (degrees * Math.PI) / 180;
    const [cos, sin] = [Math.cos(a), Math.sin(a)];
    counts.fill(0);
    for (let i = 0; i < xs.length; i++) counts[Math.round(ys[i]! * cos - xs[i]! * sin) + offset]!++;
    let sum = 0;
    for (const c of counts) sum += c * c;
    return sum;
  };
  const best = (from: number, to: number, by: number, start: number) => {
    let [angle, score] = [start, peakedness(start)];
    for (let d = from; d <= to + 1e-9; d += by) {
      const s = peakedness(d);
      if (s > score) [angle, score] = [d, s];
    }
    return angle;
  };
  const coarse = best(-MAX_SLANT, MAX_SLANT, 0.5, 0);
  const fine = best(coarse - 0.5, coarse + 0.5, 0.05, coarse);
  return Math.abs(fine) < MIN_SLANT ? 0 : Math.round(fine * 100) / 100;
}

/** The page turned by -`degrees` about its centre (its lines level), the same size, white where nothing was. */
export function turnedBack(img: GreyImage, degrees: number): GreyImage {
  const { data, width, height } = img;
  const a = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const [cx, cy] = [width / 2, height / 2];
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = cx + (x - cx) * cos - (y - cy) * sin;
      const sy = cy + (x - cx) * sin + (y - cy) * cos;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) {
        out[y * width + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = data[i]! + (data[i + 1]! - data[i]!) * fx;
      const bottom = data[i + width]! + (data[i + width + 1]! - data[i + width]!) * fx;
      out[y * width + x] = Math.round(top + (bottom - top) * fy);
    }
  }
  return { data: out, width, height };
}
