// A page in grey, as the OCR steps before the engine work on it (deskew.ts, dark-bands.ts, prepare.ts): made from a
// canvas's RGBA pixels by the platform's decoder, handed to the engine as a PGM file.

/** One byte a pixel, rows top to bottom. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Grey of RGBA pixels (ITU-R BT.601 weights, as Leptonica's). */
export function greyOfRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): GreyImage {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) {
    data[i] = (77 * rgba[4 * i]! + 150 * rgba[4 * i + 1]! + 29 * rgba[4 * i + 2]!) >> 8;
  }
  return { data, width, height };
}

/** The grey page as a binary PGM file, which the engine reads as it reads a PNG (no encoder needed). */
export function pgmOf(img: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`);
  const out = new Uint8Array(header.length + img.data.length);
  out.set(header);
  out.set(img.data, header.length);
  return out;
}
