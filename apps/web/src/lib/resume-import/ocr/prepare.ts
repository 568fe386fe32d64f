// A page as the engine reads it: turned level when it was taken at a slant (deskew.ts), then its dark bands
// lightened (dark-bands.ts), as a grey PGM file; a page that needs neither goes to the engine as it came. `decode` is
// the platform's (an OffscreenCanvas in the browser's worker, @napi-rs/canvas in Node).
import { findDarkBands, lightenBands } from './dark-bands';
import { slantOf, turnedBack } from './deskew';
import { pgmOf, type GreyImage } from './grey-image';

export interface PreparedPage {
  image: Uint8Array;
  /** Degrees the page was turned back by (its lines went down to the right by this much); 0 when not turned. */
  slant: number;
  /** The page as the engine reads it, in grey (null when the platform could not draw it). */
  grey: GreyImage | null;
}

export async function preparedPage(
  file: Uint8Array,
  decode: (image: Uint8Array) => Promise<GreyImage>,
): Promise<PreparedPage> {
  // A picture the platform cannot draw (too large for a canvas) is still one the engine may read: as it is.
  const grey = await decode(file).catch(() => null);
  if (!grey) return { image: file, slant: 0, grey: null };
  const slant = slantOf(grey);
  const level = slant ? turnedBack(grey, slant) : grey;
  const bands = findDarkBands(level);
  lightenBands(level, bands);
  return { image: slant || bands.length ? pgmOf(level) : file, slant, grey: level };
}
