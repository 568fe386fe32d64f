// Resumes that are pictures, as drafts: an image file (a photo, a screenshot, a page saved as PNG/JPEG/WebP) and a
// scanned PDF (pages with no text, only images: each page drawn by pdf.js, pdf/page-images.ts). The OCR engine reads
// each page's lines (engine.ts); they become text items on the page (ocr-items.ts: an image's page is as wide as A4)
// and the PDF path goes on from there (layout, understanding). The review shows the picture, or the PDF's pages,
// beside the draft, with a notice that the text was recognised.
import { readImageHeader } from '@cv/contract/image-header';
import type * as PdfJs from 'pdfjs-dist';
import { SCAN_MAX_PAGES, type ImportDraft, type ImportOriginal, type ImportOutcome, type OriginalPage } from '../model';
import { draftFromText } from '../pdf/draft-pdf';
import { pageImages, type DpiRange } from '../pdf/page-images';
import type { PdfText } from '../pdf/text-items';
import { refusal } from '../refusals';
import type { UnderstandOptions } from '../stages';
import { itemsOfOcrLines } from './ocr-items';

/** Points across an image's page (A4), and its inches. */
const PAGE_WIDTH = 595.28;
const A4_INCHES = PAGE_WIDTH / 72;
/** A scanned PDF's pages are drawn at their scan's resolution within these (at most SCAN_MAX_PAGES of them). */
const SCAN_DPI: DpiRange = { min: 150, max: 300, fallback: 200 };
/** Fewer letters and digits than this read from the pictures: nothing to import. */
const MIN_CHARS = 10;

interface Picture {
  image: Uint8Array;
  /** Pixels an inch. */
  dpi: number;
  /** The page's size in points. */
  width: number;
  height: number;
}

export async function draftFromImage(
  bytes: Uint8Array,
  fileName: string,
  opts: UnderstandOptions,
): Promise<ImportOutcome> {
  const header = readImageHeader(bytes);
  if (!header) return { ok: false, refusal: refusal('damaged') };
  if (!opts.ocr) return { ok: false, refusal: refusal('no-ocr') };
  const picture = {
    image: bytes,
    dpi: header.width / A4_INCHES,
    width: PAGE_WIDTH,
    height: (header.height / header.width) * PAGE_WIDTH,
  };
  const mime = `image/${header.format}`;
  return draftOfPictures(() => ({ pictures: [picture], unread: 0 }), 'no-text-image', opts, {
    source: 'image',
    fileName,
    original: (pages) => ({ kind: 'image', pages, mime }),
  });
}

/** A PDF with no text (a scan): its first pages drawn and read by the engine; without one, the 'scan' refusal. */
export async function draftFromScan(
  pdfjs: typeof PdfJs,
  bytes: Uint8Array,
  fileName: string,
  opts: UnderstandOptions,
): Promise<ImportOutcome> {
  if (!opts.ocr) return { ok: false, refusal: refusal('scan') };
  const pictures = async () => {
    const { images, pageCount } = await pageImages(pdfjs, bytes, SCAN_DPI, SCAN_MAX_PAGES);
    return { pictures: images.map((p) => ({ ...p, image: p.png })), unread: pageCount - images.length };
  };
  return draftOfPictures(pictures, 'scan', opts, {
    source: 'pdf',
    fileName,
    original: (pages) => ({ kind: 'pdf', pages }),
  });
}

/**
 * The draft of the pictures (made in the 'ocr' stage, which times them too), read by one engine with the progress
 * over the pages; too little text is the refusal `none`. `unread`: the file's pages left out (a long scan).
 */
async function draftOfPictures(
  pictures: () => { pictures: Picture[]; unread: number } | Promise<{ pictures: Picture[]; unread: number }>,
  none: 'scan' | 'no-text-image',
  opts: UnderstandOptions,
  file: Pick<ImportDraft, 'source' | 'fileName'> & { original: (pages: OriginalPage[]) => ImportOriginal },
): Promise<ImportOutcome> {
  const t0 = performance.now();
  opts.onStage?.('ocr');
  const { pictures: pages, unread } = await pictures();
  const engine = await opts.ocr!();
  const items: PdfText['items'] = [];
  const slants: number[] = [];
  try {
    for (const [n, p] of pages.entries()) {
      const read = await engine.read(p.image, p.dpi, (done) => opts.onProgress?.((n + done) / pages.length));
      items.push(...itemsOfOcrLines(read.lines, 72 / p.dpi, n, read.ink));
      slants.push(read.slant);
    }
  } finally {
    await engine.close();
  }
  if (items.reduce((count, i) => count + i.str.replace(/[\s\p{P}]/gu, '').length, 0) < MIN_CHARS) {
    return { ok: false, refusal: refusal(none) };
  }
  const text = { pages: pages.map(({ width, height }) => ({ width, height })), items };
  const { source, fileName } = file;
  const draft = await draftFromText(
    text,
    {
      source,
      fileName,
      original: file.original(text.pages.map((size, n) => (slants[n] ? { ...size, slant: slants[n] } : size))),
      recognized: true,
      ...(unread > 0 ? { unreadPages: unread } : {}),
    },
    opts,
    {
      ocr: performance.now() - t0,
    },
  );
  return { ok: true, draft };
}
