// Preview PDFs in IndexedDB (idb-keyval), keyed by [cid, template]. The value carries a content stamp so an
// edited resume is never shown stale; the PDF is kept as a base64 string (DESIGN 11: fake-indexeddb
// and some browsers give stored Blobs back as plain objects).
import { createStore, get, set, type UseStore } from 'idb-keyval';

export interface CachedPreview {
  stamp: string;
  pdf_base64: string;
}

let store: UseStore | null = null;
const previewStore = () => (store ??= createStore('cv-preview', 'pdf'));

function isCachedPreview(value: unknown): value is CachedPreview {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.stamp === 'string' && typeof v.pdf_base64 === 'string';
}

export async function readCachedPreview(cid: string, template: string): Promise<CachedPreview | null> {
  try {
    const value: unknown = await get([cid, template], previewStore());
    return isCachedPreview(value) ? value : null;
  } catch {
    return null; // IndexedDB unavailable (private mode): no cache
  }
}

export async function writeCachedPreview(cid: string, template: string, value: CachedPreview): Promise<void> {
  try {
    await set([cid, template], value, previewStore());
  } catch {
    // quota or private mode: the preview still shows, it just is not cached
  }
}
