// The journal of an AI review (issue 36): IndexedDB (idb-keyval), one record per user and resume. Written before
// ai/genContent is called (items null: a generation under way) and after every decision, removed when the review
// ends. A review interrupted by a reload or a closed tab comes back from it when the resume is opened again, in any
// tab of this browser; an interrupted generation is taken back from it (the server keeps nothing unaccepted).
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Personal } from '@cv/contract';
import type { EditorModule } from './editor-module';
import type { ReviewItem } from '../writing-help/ai-review';

export interface AiReviewRecord {
  user: number;
  cid: string;
  at: number;
  /** The resume before generation; module keys are server keys (m<id>). */
  before: { personal: Personal | null; modules: EditorModule[] };
  /** The proposals not decided yet; null while the generation is under way. */
  items: ReviewItem[] | null;
}

let store: UseStore | null = null;
const reviewStore = () => (store ??= createStore('cv-ai-review', 'pending'));
const recordKey = (user: number, cid: string) => `${user}:${cid}`;

let queue: Promise<unknown> = Promise.resolve();

/** Stores the record (after every write asked before). */
export function writeReview(record: AiReviewRecord): Promise<void> {
  const run = queue.then(() => set(recordKey(record.user, record.cid), record, reviewStore()));
  queue = run.catch((error: unknown) => console.warn('[ai review] write failed', error));
  return queue as Promise<void>;
}

export function deleteReview(user: number, cid: string): Promise<void> {
  const run = queue.then(() => del(recordKey(user, cid), reviewStore()));
  queue = run.catch(() => undefined);
  return queue as Promise<void>;
}

export async function readReview(user: number, cid: string): Promise<AiReviewRecord | null> {
  await queue;
  try {
    return (await get<AiReviewRecord>(recordKey(user, cid), reviewStore())) ?? null;
  } catch {
    return null;
  }
}
