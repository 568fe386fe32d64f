// A PDF resume as a draft: text items (text-items.ts), lines in reading order (layout.ts), then the understanding.
// A PDF with no text (a scan) is read by OCR instead (ocr/draft-ocr.ts), and an image resume joins at the text items
// too: draftFromText is the part they share.
import { draftOf, understandLines } from '../assemble';
import { dehyphenate } from '../dehyphenate';
import type { ImportDraft, ImportOutcome } from '../model';
import type { UnderstandOptions } from '../stages';
import { layoutLines } from './layout';
import { readPdfText, type PdfText } from './text-items';

export async function draftFromPdf(
  bytes: Uint8Array,
  fileName: string,
  opts: UnderstandOptions,
): Promise<ImportOutcome> {
  const t0 = performance.now();
  const pdfjs = await (opts.pdfjs ?? (() => import('pdfjs-dist')))();
  const text = await readPdfText(pdfjs, bytes, opts.cMapUrl);
  if ('refusal' in text && text.refusal.reason === 'scan') {
    const { draftFromScan } = await import('../ocr/draft-ocr');
    return draftFromScan(pdfjs, bytes, fileName, opts);
  }
  if ('refusal' in text) return { ok: false, refusal: text.refusal };
  const draft = await draftFromText(
    text,
    { source: 'pdf', fileName, original: { kind: 'pdf', pages: text.pages } },
    opts,
    {
      read: performance.now() - t0,
    },
  );
  return { ok: true, draft };
}

/** The draft of a page's text items, from the layout on; `timings` has the reading's so far. */
export async function draftFromText(
  text: PdfText,
  file: Pick<ImportDraft, 'source' | 'fileName' | 'original' | 'recognized' | 'unreadPages'>,
  opts: UnderstandOptions,
  timings: Record<string, number>,
): Promise<ImportDraft> {
  const t1 = performance.now();
  opts.onStage?.('layout');
  const lines = await dehyphenate(layoutLines(text));
  const t2 = performance.now();
  const u = understandLines(lines, opts.onStage);
  const t3 = performance.now();
  return draftOf(u, { ...file, timings: { ...timings, layout: t2 - t1, understand: t3 - t2 } });
}
