// The journal of unsent edits (issue 22): IndexedDB (idb-keyval), one record per user and resume. The save queue
// writes it before a request goes out and after every acknowledgement, so the record always holds what the server
// has not confirmed yet, with the latest values. Opening the resume again restores the record into the form and
// sends it. Loaded only with the editor's chunk.
//
// Exactly once: an acknowledged edit leaves the record. A module creation is the one request that is not safe to
// repeat (a second module/save without id makes a second module), so the record keeps what was sent and which
// module ids the server was known to have then; on reopen, a server module that is new and equal to what was
// sent is that creation, acknowledged before the page died (see adoptCreations).
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Module, Personal, RouteBody } from '@cv/contract';
import type { EditorModule } from './editor-module';

/** module/save's body as the save queue sends it (content and custom always given). */
export type ModuleBody = RouteBody<'moduleSave'> & Required<Pick<RouteBody<'moduleSave'>, 'content' | 'custom'>>;

/** A module/save without id that was sent and not acknowledged. */
export interface SentCreation {
  body: ModuleBody;
  /** The ids of the resume's modules the editor knew when it was sent (a new module's id is not among them). */
  knownIds: number[];
}

export interface JournalModule {
  /** The module's local key in the editor that wrote it. */
  key: string;
  /** Its server id, when known. */
  id: number | null;
  /** Its latest content; null: it is to be deleted on the server. */
  module: EditorModule | null;
  sent: SentCreation | null;
}

export interface JournalRecord {
  user: number;
  cid: string;
  /** When it was written (ms). */
  at: number;
  /** Personal info not confirmed by the server (the whole object, as personal/save sends it), or null. */
  personal: Personal | null;
  modules: JournalModule[];
}

let store: UseStore | null = null;
const journalStore = () => (store ??= createStore('cv-edit-journal', 'unsent'));
const recordKey = (user: number, cid: string) => `${user}:${cid}`;

/** Number of edits (personal info counts as one, each module as one) a record holds. */
export const journalSize = (record: JournalRecord | null) =>
  record ? (record.personal ? 1 : 0) + record.modules.length : 0;

/** Writes are applied one after another, in the order asked: the last one asked is what the store ends with. */
let queue: Promise<void> = Promise.resolve();
/** Records asked for and not started yet, by key: one asked meanwhile replaces it (only the latest is written). */
const waiting = new Map<string, JournalRecord>();

/** Stores the record, or deletes it when it holds nothing. */
export function writeJournal(record: JournalRecord): Promise<void> {
  const key = recordKey(record.user, record.cid);
  const queued = waiting.has(key);
  waiting.set(key, record);
  if (queued) return queue;
  queue = queue
    .then(() => {
      const latest = waiting.get(key)!;
      waiting.delete(key);
      return journalSize(latest) > 0 ? set(key, latest, journalStore()) : del(key, journalStore());
    })
    .catch((error: unknown) => {
      // IndexedDB unavailable (private mode, quota): edits still go to the server, only the local copy is missing.
      console.warn('[journal] write failed', error);
    });
  return queue;
}

/** Resolves once every write asked so far is stored. */
export function journalWritten(): Promise<void> {
  return queue;
}

export async function readJournal(user: number, cid: string): Promise<JournalRecord | null> {
  await queue;
  try {
    const value = (await get(recordKey(user, cid), journalStore())) as JournalRecord | undefined;
    return value && value.user === user && value.cid === cid ? value : null;
  } catch {
    return null;
  }
}

/** Entries as sent and as stored: the server fills fields the client left out with '' (so those count as ''). */
function sameContent(stored: string, sent: string): boolean {
  if (stored === sent) return true;
  try {
    const a = JSON.parse(stored) as Record<string, unknown>[];
    const b = JSON.parse(sent) as Record<string, unknown>[];
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => {
      const y = b[i]!;
      return [...new Set([...Object.keys(x), ...Object.keys(y)])].every((k) => (x[k] ?? '') === (y[k] ?? ''));
    });
  } catch {
    return false;
  }
}

const sameBody = (m: Module, body: ModuleBody) =>
  m.name === body.name &&
  m.alias === body.alias &&
  m.style === body.style &&
  m.sort === body.sort &&
  m.custom === body.custom &&
  sameContent(m.content, body.content);

/**
 * The server module a sent, unacknowledged creation made, if it made one: a module whose id the editor did not
 * know when it was sent, not already claimed, and equal to what was sent.
 */
export function moduleMadeBy({ body, knownIds }: SentCreation, serverModules: Module[], claimed = new Set<number>()) {
  return serverModules.find((m) => !knownIds.includes(m.id) && !claimed.has(m.id) && sameBody(m, body)) ?? null;
}

/** Gives each sent, unacknowledged creation of the record the id of the module it made (moduleMadeBy). */
export function adoptCreations(record: JournalRecord, serverModules: Module[]): JournalRecord {
  const claimed = new Set(record.modules.map((m) => m.id).filter((id): id is number => id !== null));
  const modules = record.modules.map((entry) => {
    if (entry.id !== null || !entry.sent) return entry;
    const made = moduleMadeBy(entry.sent, serverModules, claimed);
    if (!made) return entry;
    claimed.add(made.id);
    return { ...entry, id: made.id, sent: null };
  });
  return { ...record, modules };
}
