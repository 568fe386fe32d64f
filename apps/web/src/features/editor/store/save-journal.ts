// The save queue and the edit journal (lib/edit-journal.ts, IndexedDB): what is written there while edits are
// unsent, and what is restored from it when the resume is opened again.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { FullResume } from '@cv/contract';
import { noticeAdded } from '@/lib/notices-slice';
import type { RootState } from '@/lib/root-reducer';
import { adoptCreations, journalSize, readJournal, type JournalRecord } from '../lib/edit-journal';
import { serverModuleKey } from '../lib/editor-module';
import { selectEditor, unsentRestored } from './editor-slice';
import type { UnsentRestored } from './editor-state';
import { PERSONAL, selectSaveQueue } from './save-queue-slice';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

/** What the server has not confirmed, with the latest values: every item of the queue. */
export function journalRecordOf(s: RootState): JournalRecord | null {
  const q = selectSaveQueue(s);
  const doc = selectEditor(s);
  if (!q.cid || q.owner === null) return null;
  const record: JournalRecord = { user: q.owner, cid: q.cid, at: Date.now(), personal: null, modules: [] };
  for (const key of Object.keys(q.items)) {
    if (key === PERSONAL) {
      record.personal = doc.personal;
      continue;
    }
    const module = doc.modules.find((m) => m.key === key) ?? null;
    record.modules.push({ key, id: q.ids[key] ?? null, module, sent: q.sent[key] ?? null });
  }
  return record;
}

const sameKeys = (a: object, b: object) => a === b || Object.keys(a).join('\n') === Object.keys(b).join('\n');

/**
 * Whether what journalRecordOf reads changed: the queue's items (which, not their sending state), ids and sent
 * creations, or the document. A save starting, a pause or a retry leave the record as it was: nothing to write.
 */
export function journalInputsChanged(now: RootState, before: RootState): boolean {
  const [q, p, d, e] = [selectSaveQueue(now), selectSaveQueue(before), selectEditor(now), selectEditor(before)];
  if (q.cid !== p.cid || q.owner !== p.owner || q.ids !== p.ids || q.sent !== p.sent) return true;
  return d.personal !== e.personal || d.modules !== e.modules || !sameKeys(q.items, p.items);
}

/** Whether unsent edits of this editor are kept in the journal (leaving the page then loses nothing). */
export const selectJournaling = (s: RootState) => {
  const q = selectSaveQueue(s);
  return q.access === 'writer' && q.owner !== null && q.journalReady;
};

/**
 * After loading (as the writer): puts the edits the journal holds for this user and resume back into the form and
 * queues them. A creation sent without an answer is first looked for among the server's modules.
 */
export function restoreUnsentEdits(cid: string, resume: FullResume): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { owner } = selectSaveQueue(getState());
    const raw = owner === null ? null : await readJournal(owner, cid);
    const record = raw ? adoptCreations(raw, resume.modules) : null;
    const doc = selectEditor(getState());
    const { ids } = selectSaveQueue(getState());
    const used = new Set(doc.modules.map((m) => m.key));
    const restored: UnsentRestored = { cid, personal: record?.personal ?? null, modules: [] };
    for (const entry of record?.modules ?? []) {
      let key = entry.key;
      if (entry.id !== null) key = serverModuleKey(entry.id);
      else if (used.has(key)) {
        // The same local key in this load: the same module only if it is a new one of the same kind (the default
        // education module); otherwise a key of its own.
        const here = doc.modules.find((m) => m.key === key)!;
        if (ids[key] || here.style !== entry.module?.style) {
          let n = 2;
          while (used.has(`${entry.key}-${n}`)) n += 1;
          key = `${entry.key}-${n}`;
        }
      }
      used.add(key);
      restored.modules.push({ key, id: entry.id, module: entry.module, sent: entry.sent });
    }
    if (selectEditor(getState()).cid !== cid) return;
    dispatch(unsentRestored(restored));
    const count = journalSize(record);
    if (count > 0) dispatch(noticeAdded({ type: 'info', text: `已恢复 ${count} 处未同步的修改` }));
  };
}
