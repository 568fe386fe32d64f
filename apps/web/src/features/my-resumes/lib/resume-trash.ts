// 最近删除 (issue 36): a deleted resume's full content (cv/get just before cv/delete) kept in this browser for 30 days,
// IndexedDB through idb-keyval, one record per user and deleted resume. Restoring makes a new resume of it through
// cv/new and the save routes (it costs a creation), then forgets it here. Reading works offline.
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { FullResume } from '@cv/contract';

/** How long a deleted resume is kept (ms). */
export const TRASH_KEEP_MS = 30 * 24 * 3600 * 1000;

export interface TrashItem {
  user: number;
  /** The deleted resume's id (gone from the server). */
  cid: string;
  /** Its title in the list when deleted. */
  title: string;
  deletedAt: number;
  resume: FullResume;
}

let store: UseStore | null = null;
const trashStore = () => (store ??= createStore('cv-resume-trash', 'deleted'));
const itemKey = (user: number, cid: string) => `${user}:${cid}`;

export async function putInTrash(item: TrashItem): Promise<void> {
  await set(itemKey(item.user, item.cid), item, trashStore());
}

export async function removeFromTrash(user: number, cid: string): Promise<void> {
  await del(itemKey(user, cid), trashStore());
}

/** This user's deleted resumes, newest first; those older than TRASH_KEEP_MS are forgotten on the way. */
export async function listTrash(user: number, now = Date.now()): Promise<TrashItem[]> {
  const all = await entries<string, TrashItem>(trashStore());
  const out: TrashItem[] = [];
  for (const [key, item] of all) {
    if (item.user !== user) continue;
    if (now - item.deletedAt > TRASH_KEEP_MS) void del(key, trashStore());
    else out.push(item);
  }
  return out.sort((a, b) => b.deletedAt - a.deletedAt);
}

/** Whole days a deleted resume is still kept. */
export const daysLeft = (item: TrashItem, now = Date.now()) =>
  Math.max(0, Math.ceil((item.deletedAt + TRASH_KEEP_MS - now) / (24 * 3600 * 1000)));
