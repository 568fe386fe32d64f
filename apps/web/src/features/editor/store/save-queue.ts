// The editor's one save queue (per store): it watches the document's edits (RTK listener middleware), works out
// which items changed (personal info, each module by key, deleted modules), and owns their dirty / in-flight /
// failed state. Typing waits 600 ms (SPEC 5) and coalesces into one save with the latest values; structural edits
// (add, delete, reorder, undo, redo) are saved at once. One request per item at a time, in order: a module's
// update or delete waits for its creation. `flush` is what preview, download, template change, AI and leaving
// wait for. What a failed reply means to the user comes from lib/api/outcomes (one place).
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
import { PERSONAL_SAVE_DEBOUNCE_MS } from '@cv/contract/constants';
import { reportFailure } from '@/lib/api/outcomes';
import { resumeApi } from '@/lib/api/resume-api';
import { rootReducer, type RootState } from '@/lib/root-reducer';
import { editorApi } from '../api/editor-api';
import {
  aiGenerated,
  editorReset,
  entryAdded,
  entryChanged,
  entryMoved,
  entryRemoved,
  loadStarted,
  moduleAdded,
  moduleRemoved,
  moduleRenamed,
  modulesReordered,
  modulesTrimmed,
  personalChanged,
  redone,
  resumeLoaded,
  selectEditor,
  serverModuleKey,
  undone,
  type EditorModule,
  type EditorState,
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

export interface SaveQueueState {
  cid: string | null;
  items: Record<string, SaveItem>;
  /** Server ids of modules by key (a module without one is created by its next save). */
  ids: Record<string, number>;
  /** Whether dirty items are to be sent now (false while the user is typing). */
  due: boolean;
  lastSavedAt: number | null;
}

const initialQueue = (cid: string | null = null): SaveQueueState => ({
  cid,
  items: {},
  ids: {},
  due: false,
  lastSavedAt: null,
});

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
    retryRequested(state) {
      for (const item of Object.values(state.items)) item.failed = null;
      state.due = true;
    },
    saveStarted(state, action: PayloadAction<string>) {
      const item = state.items[action.payload];
      if (!item) return;
      item.dirty = false;
      item.inFlight = true;
    },
    saveSucceeded(state, action: PayloadAction<{ cid: string; key: string; id?: number; gone?: boolean; at: number }>) {
      const { cid, key, id, gone, at } = action.payload;
      if (state.cid !== cid) return;
      if (id) state.ids[key] = id;
      if (gone) delete state.ids[key];
      state.lastSavedAt = at;
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
    itemDropped(state, action: PayloadAction<string>) {
      delete state.items[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(editorReset, () => initialQueue())
      .addCase(loadStarted, (_state, action) => initialQueue(action.payload))
      .addCase(resumeLoaded, (state, action) => {
        if (state.cid !== action.payload.cid) return;
        state.ids = Object.fromEntries(action.payload.resume.modules.map((m) => [serverModuleKey(m.id), m.id]));
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
const { changesDetected, saveDue, saveStarted, saveSucceeded, saveFailed, itemDropped } = saveQueueSlice.actions;
export const { retryRequested } = saveQueueSlice.actions;

// ---- what changed -------------------------------------------------------------------------------------------

/** Edits while typing (saved 600 ms after the last); every other edit is saved at once. */
const isTyping = isAnyOf(personalChanged, entryChanged, moduleRenamed);
export const isEdit = isAnyOf(
  personalChanged,
  entryChanged,
  entryAdded,
  entryRemoved,
  entryMoved,
  moduleRenamed,
  moduleAdded,
  moduleRemoved,
  modulesReordered,
  undone,
  redone,
);

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

// ---- sending ------------------------------------------------------------------------------------------------

function moduleBody(cid: string, m: EditorModule, id: number | undefined) {
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

/** Sends one item with the values of this moment. */
async function send(key: string, dispatch: Dispatch, getState: GetState): Promise<void> {
  const doc = selectEditor(getState());
  const { cid, ids } = selectSaveQueue(getState());
  if (!cid) return;
  const done = (extra: { id?: number; gone?: boolean } = {}) =>
    dispatch(saveSucceeded({ cid, key, at: Date.now(), ...extra }));

  if (key === PERSONAL) {
    if (!doc.personal) return void dispatch(itemDropped(key));
    dispatch(saveStarted(key));
    const result = await dispatch(resumeApi.endpoints.savePersonal.initiate({ ...doc.personal, cid }));
    if (!result.error) return void done();
    const outcome = dispatch(reportFailure('personalSave', result.error));
    dispatch(saveFailed({ cid, key, msg: outcome.text }));
    return;
  }

  const m = doc.modules.find((x) => x.key === key);
  const id = ids[key];
  if (!m) {
    if (!id) return void dispatch(itemDropped(key));
    dispatch(saveStarted(key));
    const result = await dispatch(editorApi.endpoints.editorDeleteModule.initiate({ id }));
    if (!result.error) return void done({ gone: true });
    const outcome = dispatch(reportFailure('moduleDelete', result.error));
    if (outcome.gone) return void done({ gone: true });
    dispatch(saveFailed({ cid, key, msg: outcome.text }));
    return;
  }

  dispatch(saveStarted(key));
  const result = await dispatch(editorApi.endpoints.editorSaveModule.initiate(moduleBody(cid, m, id)));
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
  dispatch(saveFailed({ cid, key, msg: outcome.text }));
}

/** Starts every dirty item that is due, not in flight and not failed. */
function pump(dispatch: Dispatch, getState: GetState): void {
  const q = selectSaveQueue(getState());
  if (!q.due || !q.cid) return;
  for (const [key, item] of Object.entries(q.items)) {
    if (item.dirty && !item.inFlight && !item.failed) void send(key, dispatch, getState);
  }
}

// ---- the listeners, flush -----------------------------------------------------------------------------------

const addAppListener = addListener.withTypes<RootState, Dispatch>();

/** Registers the queue on the store's listener middleware; dispatching it returns the unsubscribe function. */
export function saveQueueListeners(): Thunk<() => void> {
  return (dispatch) => {
    // Dispatching addListener returns the unsubscribe function (the middleware intercepts the action).
    const listen = (action: ReturnType<typeof addAppListener>) => dispatch(action) as unknown as () => void;
    const offEdits = listen(
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
    );
    const offPump = listen(
      addAppListener({
        matcher: isAnyOf(changesDetected, saveDue, retryRequested, saveSucceeded),
        effect: (_action, api) => pump(api.dispatch, api.getState),
      }),
    );
    return () => {
      offEdits();
      offPump();
    };
  };
}

const settled = (s: RootState) =>
  Object.values(selectSaveQueue(s).items).every((i) => !i.inFlight && (!i.dirty || i.failed !== null));

export const selectHasUnsaved = (s: RootState) => Object.keys(selectSaveQueue(s).items).length > 0;

/**
 * Sends every unsaved edit now and waits until nothing is in flight. With retry, failed items are sent again too.
 * Resolves true when the server has everything (what preview, download, template change and AI work from).
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
