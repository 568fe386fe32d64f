import type { ImportOutcome } from '../model';
import { refusal } from '../refusals';
import type { UnderstandOptions } from '../understand';

export async function draftFromPdf(
  _bytes: Uint8Array,
  _fileName: string,
  _opts: UnderstandOptions,
): Promise<ImportOutcome> {
  return { ok: false, refusal: refusal('unsupported') };
}
