// The importer's pure entry: the bytes of a file and its name in, a draft or a refusal out. It runs in the reading
// worker (worker.ts) and in Node (tests, the corpus harness); the PDF engine is handed in, as the browser and Node
// load pdf.js differently.
import type { ImportOutcome } from './model';
import { refusal, sniff } from './refusals';
import { draftFromJson } from './from-json';
import type { UnderstandOptions } from './stages';

export async function understandFile(
  bytes: Uint8Array,
  fileName: string,
  opts: UnderstandOptions = {},
): Promise<ImportOutcome> {
  const kind = sniff(bytes, fileName);
  if ('refusal' in kind) return { ok: false, refusal: kind.refusal };
  opts.onStage?.('read');
  const started = performance.now();
  try {
    let outcome: ImportOutcome;
    if (kind.kind === 'json') {
      outcome = draftFromJson(new TextDecoder().decode(bytes), fileName);
    } else if (kind.kind === 'markdown') {
      const { draftFromMarkdown } = await import('./markdown/draft-markdown');
      outcome = draftFromMarkdown(new TextDecoder().decode(bytes), fileName, opts);
    } else if (kind.kind === 'image') {
      const { draftFromImage } = await import('./ocr/draft-ocr');
      outcome = await draftFromImage(bytes, fileName, opts);
    } else if (kind.kind === 'docx') {
      const { draftFromDocx } = await import('./docx/draft-docx');
      outcome = await draftFromDocx(bytes, fileName, opts);
    } else {
      const { draftFromPdf } = await import('./pdf/draft-pdf');
      outcome = await draftFromPdf(bytes, fileName, opts);
    }
    if (outcome.ok) outcome.draft.timings.total = performance.now() - started;
    return outcome;
  } catch (e) {
    if (typeof process !== 'undefined' && process.env.IMPORT_DEBUG) console.error(e);
    return { ok: false, refusal: refusal('damaged') };
  }
}
