// An image resume (a photo, a screenshot, a page saved as PNG/JPEG/WebP) as a draft: the OCR engine reads its lines
// (engine.ts), they become text items on a page as wide as A4 (ocr-items.ts), and the PDF path goes on from there
// (layout, understanding). The review shows the image itself beside the draft.
import { readImageHeader } from '@cv/contract/image-header';
import type { ImportOutcome } from '../model';
import { draftFromText } from '../pdf/draft-pdf';
import { refusal } from '../refusals';
import type { UnderstandOptions } from '../stages';
import { itemsOfOcrLines } from './ocr-items';

/** Points across an image's page (A4), and inches. */
const PAGE_WIDTH = 595.28;
const A4_INCHES = PAGE_WIDTH / 72;
/** Fewer letters and digits than this read from an image: nothing to import. */
const MIN_CHARS = 10;

export async function draftFromImage(
  bytes: Uint8Array,
  fileName: string,
  opts: UnderstandOptions,
): Promise<ImportOutcome> {
  const header = readImageHeader(bytes);
  if (!header) return { ok: false, refusal: refusal('damaged') };
  if (!opts.ocr) return { ok: false, refusal: refusal('no-ocr') };
  const t0 = performance.now();
  opts.onStage?.('ocr');
  const engine = await opts.ocr();
  let lines;
  try {
    lines = await engine.read(bytes, header.width / A4_INCHES, opts.onProgress);
  } finally {
    await engine.close();
  }
  const scale = PAGE_WIDTH / header.width;
  const page = { width: PAGE_WIDTH, height: header.height * scale };
  const items = itemsOfOcrLines(lines, scale, 0);
  if (items.reduce((n, i) => n + i.str.replace(/[\s\p{P}]/gu, '').length, 0) < MIN_CHARS) {
    return { ok: false, refusal: refusal('no-text-image') };
  }
  const mime = `image/${header.format}`;
  const draft = await draftFromText(
    { pages: [page], items },
    { source: 'image', fileName, original: { kind: 'image', pages: [page], mime } },
    opts,
    { ocr: performance.now() - t0 },
  );
  return { ok: true, draft };
}
