// How the save queue sends one item (personal/save, module/save, module/delete) and what a reply does to it.
import { reportFailure, type Outcome } from '@/lib/api/outcomes';
import { resumeApi } from '@/lib/api/resume-api';
import type { RootState } from '@/lib/root-reducer';
import type { AppDispatch } from '@/lib/store-hooks';
import { editorApi } from '../api/editor-api';
import { journalWritten, moduleMadeBy, type ModuleBody } from '../lib/edit-journal';
import type { EditorModule } from '../lib/editor-module';
import { moduleDeleteRefused, modulesTrimmed, selectEditor } from './editor-slice';
import {
  creationFound,
  itemDropped,
  PERSONAL,
  saveDeferred,
  saveFailed,
  savePaused,
  saveStarted,
  saveSucceeded,
  selectSaveQueue,
  type SaveQueueState,
} from './save-queue-slice';

type GetState = () => RootState;

function moduleBody(cid: string, m: EditorModule, id: number | undefined): ModuleBody {
  return {
    ...(id ? { id } : {}),
    cid,
    name: m.name,
    alias: m.alias,
    content: JSON.stringify(m.entries),
    style: m.style,
    sort: m.sort,
    custom: m.custom,
  };
}

/**
 * A failed reply: paused (network down, signed out), deferred (busy, a server error: this item is sent again after
 * a backoff, the others go on), or failed with the outcome's message (invalid, not found: waits for the user).
 */
function settleFailure(dispatch: AppDispatch, cid: string, key: string, outcome: Outcome) {
  if (outcome.signedOut) dispatch(savePaused({ cid, key, reason: 'signed-out' }));
  else if (outcome.offline) dispatch(savePaused({ cid, key, reason: 'offline' }));
  else if (outcome.transient) dispatch(saveDeferred({ cid, key, msg: outcome.text }));
  else dispatch(saveFailed({ cid, key, msg: outcome.text }));
}

/**
 * A creation of this module was sent before without an answer: the server may have made it. Looks for it among the
 * server's modules; answers whether the module may be sent now (false: the check itself failed).
 */
async function findSentCreation(key: string, dispatch: AppDispatch, getState: GetState): Promise<boolean> {
  const { cid, sent } = selectSaveQueue(getState());
  const creation = sent[key];
  if (!cid || !creation) return true;
  const resume = await dispatch(
    editorApi.endpoints.editorResume.initiate(cid, { forceRefetch: true, subscribe: false }),
  );
  if (!resume.data) {
    settleFailure(dispatch, cid, key, dispatch(reportFailure('moduleSave', resume.error)));
    return false;
  }
  const made = moduleMadeBy(creation, resume.data.modules);
  if (made) dispatch(creationFound({ cid, key, id: made.id }));
  return true;
}

/** Sends one item with the values of this moment, once the journal holds them. */
async function send(key: string, dispatch: AppDispatch, getState: GetState): Promise<void> {
  const { cid } = selectSaveQueue(getState());
  if (!cid) return;
  const done = (extra: { id?: number; gone?: boolean } = {}) =>
    dispatch(saveSucceeded({ cid, key, at: Date.now(), ...extra }));

  if (key === PERSONAL) {
    const { personal } = selectEditor(getState());
    if (!personal) return void dispatch(itemDropped(key));
    dispatch(saveStarted({ key }));
    await journalWritten();
    const result = await dispatch(resumeApi.endpoints.savePersonal.initiate({ ...personal, cid }));
    if (!result.error) return void done();
    settleFailure(dispatch, cid, key, dispatch(reportFailure('personalSave', result.error)));
    return;
  }

  dispatch(saveStarted({ key }));
  if (!(await findSentCreation(key, dispatch, getState))) return;
  const m = selectEditor(getState()).modules.find((x) => x.key === key);
  const { ids, items } = selectSaveQueue(getState());
  const id = ids[key];
  if (!items[key]) return; // dropped meanwhile (the tab stopped being the writer)
  if (!m) {
    if (!id) return void dispatch(itemDropped(key));
    await journalWritten();
    const result = await dispatch(editorApi.endpoints.editorDeleteModule.initiate({ id }));
    if (!result.error) return void done({ gone: true });
    const outcome = dispatch(reportFailure('moduleDelete', result.error));
    if (outcome.signedOut || outcome.offline) return void settleFailure(dispatch, cid, key, outcome);
    // SPEC 8: the server's message was shown as a warning; the module it kept stays on screen, nothing to send.
    dispatch(moduleDeleteRefused({ key }));
    dispatch(itemDropped(key));
    return;
  }

  const body = moduleBody(cid, m, id);
  // A creation is remembered (in the journal, before it goes out) with the module ids known now.
  if (!id) dispatch(saveStarted({ key, creation: { body, knownIds: Object.values(ids) } }));
  await journalWritten();
  const result = await dispatch(editorApi.endpoints.editorSaveModule.initiate(body));
  if (result.data) return void done({ id: result.data.id });
  const outcome = dispatch(reportFailure('moduleSave', result.error));
  if (outcome.trimModules) {
    // SPEC 8: keep the first 8 modules; the others were never on the server.
    dispatch(modulesTrimmed());
    const kept = new Set(selectEditor(getState()).modules.map((x) => x.key));
    const q = selectSaveQueue(getState());
    for (const k of Object.keys(q.items)) if (!kept.has(k) && !q.ids[k]) dispatch(itemDropped(k));
    return;
  }
  settleFailure(dispatch, cid, key, outcome);
}

/** Whether this editor may send now: it is the writer, its journal was read, and nothing pauses it. */
export const maySend = (q: SaveQueueState) =>
  q.cid !== null && q.access === 'writer' && q.journalReady && q.pause === null;

/** Starts every dirty item that is due, not in flight, not failed and not waiting for its backoff. */
export function pump(dispatch: AppDispatch, getState: GetState): void {
  const q = selectSaveQueue(getState());
  if (!q.due || !maySend(q)) return;
  for (const [key, item] of Object.entries(q.items)) {
    if (item.dirty && !item.inFlight && !item.failed && !item.backoff) void send(key, dispatch, getState);
  }
}
