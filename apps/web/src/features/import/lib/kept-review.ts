// A review left before its resume was made (the quota's /payment after 创建简历, a link in the header, the browser's
// back button) is kept in this tab's memory with the user's corrections, and shown again when /import opens without
// a new file. Memory only, like the file itself (lib/import-handoff): a reload forgets it; 取消, a resume made or
// applied, and a new file end it.
import type { ImportTarget } from '@/lib/import-handoff';
import type { ImportDraft } from '@/lib/resume-import/model';
import type { ReadResult } from './read';

export interface KeptReview {
  file: File;
  read: Extract<ReadResult, { ok: true }>;
  target: ImportTarget;
  /** The draft as the user left it, and whether they had changed anything. */
  draft: ImportDraft;
  changed: boolean;
}

let kept: KeptReview | null = null;

export function keepReview(review: KeptReview): void {
  kept = review;
}

/** The review kept, once (null when there is none). */
export function takeKeptReview(): KeptReview | null {
  const taken = kept;
  kept = null;
  return taken;
}
