// Page 1 of each resume as last previewed in this browser, a small image for the My resumes cards (issue 13).
// Kept in the same IndexedDB store as the preview PDFs (features/editor/lib/preview-cache.ts: database
// 'cv-preview', store 'pdf'), under ['thumbnail', cid]; the editor draws it from the PDF it has just shown.
import { createStore, get, set, type UseStore } from 'idb-keyval';

let store: UseStore | null = null;
const previewStore = () => (store ??= createStore('cv-preview', 'pdf'));

/** Page 1 of the last preview drawn in this browser, as a small image for the My resumes card. */
export interface CachedThumbnail {
  stamp: string;
  template: string;
  /** A data: URL (webp or png). */
  image: string;
}

const thumbnailKey = (cid: string) => ['thumbnail', cid];

/** The stamp of a picture the My resumes list drew: the list's updated time, so a resume edited elsewhere is drawn again. */
export const listStamp = (updatedAt: string) => `list:${updatedAt}`;

/**
 * A cached picture still shows this version of a resume: of its template, and either the editor's (drawn from what it
 * showed) or the list's of the same updated time. index.html's loader applies the same rule before the scripts run
 * (build/route-preload.ts keptIsCurrent; a test compares the two).
 */
export function isCurrentThumbnail(cached: CachedThumbnail, template: string, updatedAt: string): boolean {
  if (cached.template !== template) return false;
  return !cached.stamp.startsWith('list:') || cached.stamp === listStamp(updatedAt);
}

function isCachedThumbnail(value: unknown): value is CachedThumbnail {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.stamp === 'string' && typeof v.template === 'string' && typeof v.image === 'string';
}

export async function readThumbnail(cid: string): Promise<CachedThumbnail | null> {
  try {
    const value: unknown = await get(thumbnailKey(cid), previewStore());
    return isCachedThumbnail(value) ? value : null;
  } catch {
    return null;
  }
}

export async function writeThumbnail(cid: string, value: CachedThumbnail): Promise<void> {
  try {
    await set(thumbnailKey(cid), value, previewStore());
  } catch {
    // quota or private mode: the card keeps the template's picture
  }
}
