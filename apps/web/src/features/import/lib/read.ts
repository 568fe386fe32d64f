// Reads a chosen file for the review: the importer (lib/resume-import, a Web Worker) answers a draft or a refusal,
// and for a JSON Resume file also the plan lib/resume-io reads from it (what a draft has no place for: aliases,
// avatar, the exact birthday); for a PDF or an image the review also keeps the bytes (drawn beside the draft).
import { readResumeFile } from '@/lib/resume-import/read-file';
import type { ImportDraft, ImportRefusal } from '@/lib/resume-import/model';
import type { ImportStage } from '@/lib/resume-import/stages';
import type { ImportPlan } from '@/lib/resume-io/json-resume';

export const STAGE_LABELS: Record<ImportStage, string> = {
  read: '读取文件',
  ocr: '识别图片中的文字',
  layout: '分析版面',
  sections: '识别模块',
  fields: '整理字段',
};

/** An image resume, read by OCR (its stage is shown only for one), by its type or name. */
export const isImageFile = (file: File) => /^image\//.test(file.type) || /\.(png|jpe?g|webp)$/i.test(file.name);

export type ReadResult =
  | { ok: true; draft: ImportDraft; bytes: Uint8Array | null; base: ImportPlan | null }
  | { ok: false; refusal: ImportRefusal };

export async function readForReview(
  file: File,
  opts: { signal?: AbortSignal; onStage?: (stage: ImportStage) => void; onProgress?: (done: number) => void },
): Promise<ReadResult> {
  // The bytes are read before the worker takes the file's buffer.
  const drawn = /\.pdf$/i.test(file.name) || file.type === 'application/pdf' || isImageFile(file);
  const bytes = drawn ? new Uint8Array(await file.arrayBuffer()) : null;
  const outcome = await readResumeFile(file, opts);
  if (!outcome.ok) return outcome;
  const { draft } = outcome;
  return {
    ok: true,
    draft,
    bytes:
      draft.source === 'pdf' || draft.source === 'image' ? (bytes ?? new Uint8Array(await file.arrayBuffer())) : null,
    base: outcome.base ?? null,
  };
}
