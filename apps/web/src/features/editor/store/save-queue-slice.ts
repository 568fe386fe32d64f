// The save queue's state (per store): which items (personal info, modules by key) the server lacks, in flight or
// failed, the server ids of modules, creations sent without an answer, and what pauses sending. The queue's
// listeners and flush are in save-queue.ts.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/lib/root-reducer';
import type { SentCreation } from '../lib/edit-journal';
import type { EditAccess } from '../lib/edit-lock';
import { serverModuleKey } from '../lib/editor-module';
import { aiGenerated, editorReset, loadStarted, resumeLoaded, unsentRestored } from './editor-slice';

/** The save-queue item of personal info; every other item is a module key. */
export const PERSONAL = 'personal';

interface SaveItem {
  /** Has changes the server does not have yet (a module missing from the document is to be deleted). */
  dirty: boolean;
  inFlight: boolean;
  /** The message of the last failure a retry cannot fix (invalid, not found): it waits for the user. */
  failed: string | null;
  /** Failed for now (busy, a server error) and waiting for its backoff before it is sent again. */
  backoff: boolean;
  /** Transient failures in a row (the backoff's exponent); 0 after a success. */
  retries: number;
}

const newItem = (): SaveItem => ({ dirty: true, inFlight: false, failed: null, backoff: false, retries: 0 });

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

const saveQueueSlice = createSlice({
  name: 'saveQueue',
  initialState: () => initialQueue(),
  reducers: {
    changesDetected(state, action: PayloadAction<{ keys: string[]; due: boolean }>) {
      for (const key of action.payload.keys) {
        const item = (state.items[key] ??= newItem());
        item.dirty = true;
        // A later edit supersedes a failed one: it is sent (with the latest values) instead of waiting.
        item.failed = null;
        item.backoff = false;
      }
      state.due = action.payload.due;
    },
    saveDue(state) {
      state.due = true;
    },
    /** 重试, Ctrl+S, leaving: failed items are sent again, and a pause for the network is tried at once. */
    retryRequested(state) {
      for (const item of Object.values(state.items)) {
        item.failed = null;
        item.backoff = false;
      }
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
      item.backoff = false;
      item.retries = 0;
      if (!item.dirty) delete state.items[key];
    },
    saveFailed(state, action: PayloadAction<{ cid: string; key: string; msg: string }>) {
      const item = state.items[action.payload.key];
      if (state.cid !== action.payload.cid || !item) return;
      item.inFlight = false;
      item.dirty = true;
      item.failed = action.payload.msg;
    },
    /**
     * Busy or a server error: the item is sent again after a backoff (save-pauses.ts), or at once when it was
     * edited meanwhile (the newer values go out). Other items go on.
     */
    saveDeferred(state, action: PayloadAction<{ cid: string; key: string; msg: string }>) {
      const item = state.items[action.payload.key];
      if (state.cid !== action.payload.cid || !item) return;
      item.inFlight = false;
      item.retries += 1;
      item.backoff = !item.dirty;
      item.dirty = true;
    },
    /** An item's backoff is over (only the wait of its latest failure counts). */
    backoffEnded(state, action: PayloadAction<{ cid: string; key: string; retries: number }>) {
      const item = state.items[action.payload.key];
      if (state.cid !== action.payload.cid || !item || item.retries !== action.payload.retries) return;
      if (!item.backoff) return;
      item.backoff = false;
      state.due = true;
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
        const dirty = (key: string) => (state.items[key] = newItem());
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
export const {
  changesDetected,
  saveDue,
  retryRequested,
  saveStarted,
  saveSucceeded,
  saveFailed,
  saveDeferred,
  backoffEnded,
  savePaused,
  connectionRetried,
  sendingResumed,
  creationFound,
  ownerKnown,
  accessChanged,
  itemDropped,
} = saveQueueSlice.actions;
