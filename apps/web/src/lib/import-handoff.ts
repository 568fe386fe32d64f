// The one door of the resume importer (导入简历, issue 41): the page where the user chose a file (我的简历, the
// editor) hands it to the import route through this module, as features do not import each other. The file stays in
// memory only (a resume file is private: it is never uploaded nor stored); a reload of /import asks for it again.
// An import into the resume open in the editor comes back the same way, as the reviewed plan.
import type { ImportPlan } from './resume-io/json-resume';

/** Where the imported resume goes: a new resume, or into the resume open in the editor. */
export type ImportTarget = { kind: 'new' } | { kind: 'into'; cid: string };

export interface PendingImport {
  file: File;
  target: ImportTarget;
}

/**
 * The extensions the door's picker offers (PDF, Word .docx, JSON Resume, the product's Markdown export, and an image
 * of a resume: PNG, JPEG, WebP, read by OCR).
 */
export const IMPORT_ACCEPT =
  '.pdf,.docx,.json,.md,.png,.jpg,.jpeg,.webp,application/pdf,application/json,text/markdown,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg,image/webp';

/** The route of the review. */
export const IMPORT_PATH = '/import';

let pending: PendingImport | null = null;

/** Keeps the chosen file for the import route (the caller then navigates to IMPORT_PATH). */
export function handOverImport(file: File, target: ImportTarget = { kind: 'new' }): void {
  pending = { file, target };
}

/** The file handed over, once: a second call answers null. */
export function takePendingImport(): PendingImport | null {
  const taken = pending;
  pending = null;
  return taken;
}

/** How a reviewed import goes into the resume open in the editor: in place of its content, or added to it. */
export type ImportMode = 'replace' | 'merge';

let reviewed: { cid: string; plan: ImportPlan; mode: ImportMode } | null = null;

/** The review hands the reviewed plan back to the editor of `cid` (the caller then opens /edit/cid). */
export function handBackImport(cid: string, plan: ImportPlan, mode: ImportMode): void {
  reviewed = { cid, plan, mode };
}

/** The plan reviewed for `cid`, once (null when there is none, or it is another resume's). */
export function takeReviewedImport(cid: string): { plan: ImportPlan; mode: ImportMode } | null {
  if (!reviewed || reviewed.cid !== cid) return null;
  const { plan, mode } = reviewed;
  reviewed = null;
  return { plan, mode };
}

/** The first file of a drop or a picker (null when nothing was given). */
export function firstFile(list: FileList | null | undefined): File | null {
  return list?.[0] ?? null;
}
