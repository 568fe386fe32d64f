// A Word resume as a draft: its own XML read into lines (read-docx.ts), then the understanding.
import { draftOf, understandLines } from '../assemble';
import type { ImportOutcome } from '../model';
import { refusal } from '../refusals';
import type { UnderstandOptions } from '../stages';
import { readDocx } from './read-docx';

export async function draftFromDocx(
  bytes: Uint8Array,
  fileName: string,
  opts: UnderstandOptions,
): Promise<ImportOutcome> {
  const t0 = performance.now();
  const doc = readDocx(bytes);
  if (!doc) return { ok: false, refusal: refusal('damaged') };
  if (!doc.text.trim()) return { ok: false, refusal: refusal('empty') };
  const t1 = performance.now();
  opts.onStage?.('layout');
  const u = understandLines(doc.lines, opts.onStage);
  const draft = draftOf(u, {
    source: 'docx',
    fileName,
    original: { kind: 'text', text: doc.text },
    timings: { read: t1 - t0, understand: performance.now() - t1 },
  });
  return { ok: true, draft };
}
