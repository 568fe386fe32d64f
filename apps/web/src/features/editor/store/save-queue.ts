// The editor's one save queue (per store): it watches the document's edits (RTK listener middleware), works out
// which items changed (personal info, each module by key, deleted modules), and owns their dirty / in-flight /
// failed state. Typing waits 600 ms (SPEC 5) and coalesces into one save with the latest values; structural edits
// (add, delete, reorder, undo, redo) are saved at once. One request per item at a time, in order: a module's
// update or delete waits for its creation. `flush` is what preview, download, template change, AI and leaving
// wait for. What a failed reply means to the user comes from lib/api/outcomes (one place).
//
// Never losing what the user typed (issue 22):
// - Journal: every unacknowledged item is written to IndexedDB (lib/edit-journal.ts, per user and resume) before
//   its request goes out; an acknowledgement removes it. Opening the resume restores and sends what is left
//   (restoreUnsentEdits); a creation that got no answer is matched against the server first, so it is made once.
// - Paused, not failed: a network error pauses sending ('offline': retried after 1, 2, 4 ... 30 s and at once when
//   the browser is back online); a 401 pauses it ('signed-out': the login opens in place, and the queue goes on
//   when the same user is back, or stays paused as 'other-user'). Paused edits stay on screen and in the journal.
// - One writer: only the tab holding the resume's edit lock (lib/edit-lock.ts) saves and journals ('writer').
import {
  addListener,
  createSlice,
  isAnyOf,
  type PayloadAction,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { FullResume } from '@cv/contract';
import { PERSONAL_SAVE_DEBOUNCE_MS } from '@cv/contract/constants';
import { reportFailure, type Outcome } from '@/lib/api/outcomes';
import { resumeApi } from '@/lib/api/resume-api';
import { userApi } from '@/lib/api/user-api';
import { noticeAdded } from '@/lib/notices-slice';
import { rootReducer, type RootState } from '@/lib/root-reducer';
import { loggedIn } from '@/lib/session-slice';
import { editorApi } from '../api/editor-api';
import {
  adoptCreations,
  journalSize,
  journalWritten,
  moduleMadeBy,
  readJournal,
  writeJournal,
  type JournalRecord,
  type ModuleBody,
  type SentCreation,
} from '../lib/edit-journal';
import type { EditAccess } from '../lib/edit-lock';
import {
  aiGenerated,
  editorReset,
  isEdit,
  loadStarted,
  moduleDeleteRefused,
  modulesTrimmed,
  resumeLoaded,
  selectEditor,
  serverModuleKey,
  unsentRestored,
  type EditorModule,
  type EditorState,
  type UnsentRestored,
} from './editor-slice';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;
type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
type GetState = () => RootState;

/** The save-queue item of personal info; every other item is a module key. */
export const PERSONAL = 'personal';

export interface SaveItem {
  /** Has changes the server does not have yet (a module missing from the document is to be deleted). */
  dirty: boolean;
  inFlight: boolean;
  /** The message of the last failure; a failed item waits for a retry. */
  failed: string | null;
}

/** Why nothing is sent for now (the edits wait, on screen and in the journal). */
export type SavePause = 'offline' | 'signed-out' | 'other-user';

export interface SaveQueueState {
  cid: string | null;
  items: Record<string, SaveItem>;
  /** Server ids of modules by key (a module without one is created by its next save). */
  ids: Record<string, number>;
  /** Creations sent without an answer yet, by key (kept in the journal: replayed only if the server lacks them). */
  sent: Record<string, SentCreation>;
  /** Whether dirty items are to be sent now (false while the user is typing). */
  due: boolean;
  lastSavedAt: number | null;
  /** The user whose edits these are (the journal's owner); null until known. */
  owner: number | null;
  /** Whether this tab may save ('writer') or only shows the resume ('reader', another tab edits it). */
  access: EditAccess;
  /** False from loading until the journal was read: nothing is sent or journaled before. */
  journalReady: boolean;
  pause: SavePause | null;
  /** Retries in a row that found the network down (the backoff's exponent). */
  offlineAttempts: number;
}

const initialQueue = (cid: string | null = null, access: EditAccess = 'pending'): SaveQueueState => ({
  cid,
  items: {},
  ids: {},
  sent: {},
  due: false,
  lastSavedAt: null,
  owner: null,
  access,
  journalReady: false,
  pause: null,
  offlineAttempts: 0,
});

/** Backoff while offline: 1, 2, 4, 8, 16, 30, 30 ... s. */
export const offlineRetryMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

export const saveQueueSlice = createSlice({
  name: 'saveQueue',
  initialState: () => initialQueue(),
  reducers: {
    changesDetected(state, action: PayloadAction<{ keys: string[]; due: boolean }>) {
      for (const key of action.payload.keys) {
        const item = (state.items[key] ??= { dirty: false, inFlight: false, failed: null });
        item.dirty = true;
      }
      state.due = action.payload.due;
    },
    saveDue(state) {
      state.due = true;
    },
    /** 重试, Ctrl+S, leaving: failed items are sent again, and a pause for the network is tried at once. */
    retryRequested(state) {
      for (const item of Object.values(state.items)) item.failed = null;
      if (state.pause === 'offline') state.pause = null;
      state.due = true;
    },
    saveStarted(state, action: PayloadAction<{ key: string; creation?: SentCreation }>) {
      const { key, creation } = action.payload;
      const item = state.items[key];
      if (!item) return;
      item.dirty = false;
      item.inFlight = true;
      if (creation) state.sent[key] = creation;
    },
    saveSucceeded(state, action: PayloadAction<{ cid: string; key: string; id?: number; gone?: boolean; at: number }>) {
      const { cid, key, id, gone, at } = action.payload;
      if (state.cid !== cid) return;
      if (id) state.ids[key] = id;
      if (gone) delete state.ids[key];
      delete state.sent[key];
      state.lastSavedAt = at;
      state.offlineAttempts = 0;
      const item = state.items[key];
      if (!item) return;
      item.inFlight = false;
      item.failed = null;
      if (!item.dirty) delete state.items[key];
    },
    saveFailed(state, action: PayloadAction<{ cid: string; key: string; msg: string }>) {
      const item = state.items[action.payload.key];
      if (state.cid !== action.payload.cid || !item) return;
      item.inFlight = false;
      item.dirty = true;
      item.failed = action.payload.msg;
    },
    /** Sending stops for a reason (an item that was in flight waits again); a stronger reason is kept. */
    savePaused(state, action: PayloadAction<{ cid: string; key?: string; reason: SavePause }>) {
      const { cid, key, reason } = action.payload;
      if (state.cid !== cid) return;
      const item = key ? state.items[key] : undefined;
      if (item) {
        item.inFlight = false;
        item.dirty = true;
      }
      if (state.pause === null || (state.pause === 'offline' && reason !== 'offline')) state.pause = reason;
    },
    /** The browser is back online, or the backoff's time came: try the network again. */
    connectionRetried(state) {
      if (state.pause !== 'offline') return;
      state.pause = null;
      state.offlineAttempts += 1;
      state.due = true;
    },
    /** The same user logged in again after a 401. */
    sendingResumed(state) {
      if (state.pause !== 'signed-out') return;
      state.pause = null;
      state.due = true;
    },
    creationFound(state, action: PayloadAction<{ cid: string; key: string; id: number }>) {
      const { cid, key, id } = action.payload;
      if (state.cid !== cid) return;
      state.ids[key] = id;
      delete state.sent[key];
    },
    ownerKnown(state, action: PayloadAction<{ cid: string; user: number }>) {
      if (state.cid === action.payload.cid) state.owner = action.payload.user;
    },
    /** From the edit lock. A tab that stops being the writer leaves its unsent edits to the journal. */
    accessChanged(state, action: PayloadAction<EditAccess>) {
      state.access = action.payload;
      if (action.payload !== 'writer') {
        state.items = {};
        state.sent = {};
      }
    },
    itemDropped(state, action: PayloadAction<string>) {
      delete state.items[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(editorReset, () => initialQueue())
      // A (re)load keeps who may write: the edit lock decided it before.
      .addCase(loadStarted, (state, action) => initialQueue(action.payload, state.access))
      .addCase(resumeLoaded, (state, action) => {
        if (state.cid !== action.payload.cid) return;
        state.ids = Object.fromEntries(action.payload.resume.modules.map((m) => [serverModuleKey(m.id), m.id]));
      })
      .addCase(unsentRestored, (state, action) => {
        const { cid, personal, modules } = action.payload;
        if (state.cid !== cid) return;
        state.journalReady = true;
        const dirty = (key: string) => (state.items[key] = { dirty: true, inFlight: false, failed: null });
        if (personal) dirty(PERSONAL);
        for (const { key, id, sent } of modules) {
          dirty(key);
          if (id) state.ids[key] = id;
          if (sent) state.sent[key] = sent;
        }
        state.due = true;
      })
      .addCase(aiGenerated, (state, action) => {
        const { cid, resume, keyOf } = action.payload;
        if (state.cid !== cid) return;
        // The server now holds exactly these modules: any other key is unknown to it (undo recreates it).
        state.ids = Object.fromEntries(resume.modules.map((m) => [keyOf[m.id] ?? serverModuleKey(m.id), m.id]));
      });
  },
});

declare module '@/lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof saveQueueSlice> {}
}

const injected = saveQueueSlice.injectInto(rootReducer);
export const selectSaveQueue = injected.selectSlice;
const {
  changesDetected,
  saveDue,
  saveStarted,
  saveSucceeded,
  saveFailed,
  savePaused,
  connectionRetried,
  sendingResumed,
  creationFound,
  itemDropped,
} = saveQueueSlice.actions;
export const { retryRequested, ownerKnown, accessChanged } = saveQueueSlice.actions;

// ---- what changed -------------------------------------------------------------------------------------------

/** Edits while typing (saved 600 ms after the last); every other edit is saved at once (the slice marks them). */
const isTyping = (action: unknown) => isEdit(action) && action.meta.save === 'typing';

const sameEntries = (a: EditorModule, b: EditorModule) =>
  a.entries === b.entries || JSON.stringify(a.entries) === JSON.stringify(b.entries);
const sameBesidesSort = (a: EditorModule, b: EditorModule) =>
  a.name === b.name && a.alias === b.alias && a.style === b.style && a.custom === b.custom && sameEntries(a, b);

/** The items whose server copy differs after an edit: personal info, changed or new modules, removed modules. */
export function changedItems(before: EditorState, after: EditorState): string[] {
  const keys: string[] = [];
  if (before.personal !== after.personal && JSON.stringify(before.personal) !== JSON.stringify(after.personal)) {
    keys.push(PERSONAL);
  }
  const old = new Map(before.modules.map((m) => [m.key, m]));
  for (const m of after.modules) {
    const o = old.get(m.key);
    if (o === m) continue;
    if (o && sameBesidesSort(o, m)) {
      // SPEC 5: when modules are reordered, a module with sort 1 is not saved.
      if (o.sort === m.sort || m.sort === 1) continue;
    }
    keys.push(m.key);
  }
  const now = new Set(after.modules.map((m) => m.key));
  for (const o of before.modules) if (!now.has(o.key)) keys.push(o.key);
  return keys;
}

// ---- the journal ------------------------------------------------------------------------------------------

/** What the server has not confirmed, with the latest values: every item of the queue. */
function journalRecordOf(s: RootState): JournalRecord | null {
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
function journalInputsChanged(now: RootState, before: RootState): boolean {
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

// ---- sending ------------------------------------------------------------------------------------------------

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

/** A failed reply: paused (network down, signed out), or failed with the outcome's message (waits for 重试). */
function settleFailure(dispatch: Dispatch, cid: string, key: string, outcome: Outcome) {
  if (outcome.signedOut) dispatch(savePaused({ cid, key, reason: 'signed-out' }));
  else if (outcome.offline) dispatch(savePaused({ cid, key, reason: 'offline' }));
  else dispatch(saveFailed({ cid, key, msg: outcome.text }));
}

/**
 * A creation of this module was sent before without an answer: the server may have made it. Looks for it among the
 * server's modules; answers whether the module may be sent now (false: the check itself failed).
 */
async function findSentCreation(key: string, dispatch: Dispatch, getState: GetState): Promise<boolean> {
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
async function send(key: string, dispatch: Dispatch, getState: GetState): Promise<void> {
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
const maySend = (q: SaveQueueState) => q.cid !== null && q.access === 'writer' && q.journalReady && q.pause === null;

/** Starts every dirty item that is due, not in flight and not failed. */
function pump(dispatch: Dispatch, getState: GetState): void {
  const q = selectSaveQueue(getState());
  if (!q.due || !maySend(q)) return;
  for (const [key, item] of Object.entries(q.items)) {
    if (item.dirty && !item.inFlight && !item.failed) void send(key, dispatch, getState);
  }
}

// ---- the listeners, flush -----------------------------------------------------------------------------------

const addAppListener = addListener.withTypes<RootState, Dispatch>();

/** Registers the queue on the store's listener middleware; dispatching it returns the unsubscribe function. */
export function saveQueueListeners(): Thunk<() => void> {
  return (dispatch, getState) => {
    // Dispatching addListener returns the unsubscribe function (the middleware intercepts the action).
    const listen = (action: ReturnType<typeof addAppListener>) => dispatch(action) as unknown as () => void;
    const offs = [
      listen(
        addAppListener({
          matcher: isEdit,
          effect: async (action, api) => {
            const keys = changedItems(selectEditor(api.getOriginalState()), selectEditor(api.getState()));
            const typing = isTyping(action);
            if (keys.length > 0) api.dispatch(changesDetected({ keys, due: !typing }));
            if (!typing) return;
            api.cancelActiveListeners();
            await api.delay(PERSONAL_SAVE_DEBOUNCE_MS);
            api.dispatch(saveDue());
          },
        }),
      ),
      listen(
        addAppListener({
          matcher: isAnyOf(
            changesDetected,
            saveDue,
            retryRequested,
            saveSucceeded,
            connectionRetried,
            sendingResumed,
            unsentRestored,
          ),
          effect: (_action, api) => pump(api.dispatch, api.getState),
        }),
      ),
      // The journal follows the queue and the document (the write is queued before this dispatch returns, so a
      // request sent after `await journalWritten()` is always journaled first).
      listen(
        addAppListener({
          predicate: (_action, now, before) =>
            selectJournaling(now) && (!selectJournaling(before) || journalInputsChanged(now, before)),
          effect: (_action, api) => {
            const record = journalRecordOf(api.getState());
            if (record) void writeJournal(record);
          },
        }),
      ),
      // Offline: try again after the backoff (a newer pause restarts the wait).
      listen(
        addAppListener({
          actionCreator: savePaused,
          effect: async (action, api) => {
            if (action.payload.reason !== 'offline') return;
            api.cancelActiveListeners();
            await api.delay(offlineRetryMs(selectSaveQueue(api.getState()).offlineAttempts));
            api.dispatch(connectionRetried());
          },
        }),
      ),
      // Logged in again after a 401: the same user goes on; anyone else never gets these edits.
      listen(
        addAppListener({
          actionCreator: loggedIn,
          effect: async (_action, api) => {
            const { pause, owner, cid } = selectSaveQueue(api.getState());
            if (pause !== 'signed-out' || !cid) return;
            const user = await api.dispatch(
              userApi.endpoints.getUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
            );
            if (!user.data) return;
            if (owner === null || user.data.id === owner) api.dispatch(sendingResumed());
            else api.dispatch(savePaused({ cid, reason: 'other-user' }));
          },
        }),
      ),
    ];
    const online = () => dispatch(connectionRetried());
    const offline = () => {
      const { cid } = selectSaveQueue(getState());
      if (cid) dispatch(savePaused({ cid, reason: 'offline' }));
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      for (const off of offs) off();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  };
}

const settled = (s: RootState) => {
  const q = selectSaveQueue(s);
  const idle = !maySend(q);
  return Object.values(q.items).every((i) => !i.inFlight && (!i.dirty || i.failed !== null || idle));
};

/** How many items (personal info, modules) the server does not have yet. */
export const selectUnsentCount = (s: RootState) => Object.keys(selectSaveQueue(s).items).length;

export const selectHasUnsaved = (s: RootState) => selectUnsentCount(s) > 0;

/**
 * Sends every unsaved edit now and waits until nothing is in flight. With retry, failed items are sent again too
 * (and a pause for the network is tried at once). Resolves true when the server has everything (what preview,
 * download, template change and AI work from); false at once while paused.
 */
export function flush(options: { retry?: boolean } = {}): Thunk<Promise<boolean>> {
  return (dispatch, getState) => {
    dispatch(options.retry ? retryRequested() : saveDue());
    pump(dispatch, getState);
    if (settled(getState())) return Promise.resolve(!selectHasUnsaved(getState()));
    return new Promise((resolve) => {
      dispatch(
        addAppListener({
          predicate: (_action, state) => settled(state),
          effect: (_action, api) => {
            api.unsubscribe();
            resolve(!selectHasUnsaved(api.getState()));
          },
        }),
      );
    });
  };
}
