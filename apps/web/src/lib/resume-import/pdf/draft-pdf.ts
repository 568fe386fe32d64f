// A PDF resume as a draft: text items (text-items.ts), lines in reading order (layout.ts), then the understanding.
import { draftOf, understandLines } from '../assemble';
import { dehyphenate } from '../dehyphenate';
import type { ImportOutcome } from '../model';
import type { UnderstandOptions } from '../stages';
import { layoutLines } from './layout';
import { readPdfText } from './text-items';

export async function draftFromPdf(
  bytes: Uint8Array,
  fileName: string,
  opts: UnderstandOptions,
): Promise<ImportOutcome> {
  const t0 = performance.now();
  const pdfjs = await (opts.pdfjs ?? (() => import('pdfjs-dist')))();
  const text = await readPdfText(pdfjs, bytes, opts.cMapUrl);
  if ('refusal' in text) return { ok: false, refusal: text.refusal };
  const t1 = performance.now();
  opts.onStage?.('layout');
  const lines = await dehyphenate(layoutLines(text));
  const t2 = performance.now();
  const u = understandLines(lines, opts.onStage);
  const t3 = performance.now();
  const draft = draftOf(u, {
    source: 'pdf',
    fileName,
    original: { kind: 'pdf', pages: text.pages },
    timings: { read: t1 - t0, layout: t2 - t1, understand: t3 - t2 },
  });
  return { ok: true, draft };
}
