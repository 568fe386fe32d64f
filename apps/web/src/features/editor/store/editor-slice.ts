// Resume-edit state (SPEC 3/4): personal info, modules, template and version, plus what the editor shows about saving.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FullResume, Personal } from '@cv/contract';
import { DEFAULT_EDU_MODULE, MODULE_LIMIT, MODULE_STYLE_NAMES } from '@cv/contract/constants';
import { rootReducer } from '@/lib/root-reducer';
import { emptyEntry, parseEntries, type Entry, type ModuleStyle } from '../lib/module-fields';

export interface EditorModule {
  /** Stable local key (React, dnd); the server id is 0 until module/save returns one. */
  key: string;
  id: number;
  name: string;
  alias: string;
  style: ModuleStyle;
  sort: number;
  custom: number;
  entries: Entry[];
}

export interface EditorNotice {
  id: number;
  type: 'success' | 'warning' | 'error';
  text: string;
}

export interface TipsRequest {
  kind: 'position' | 'major';
  query: string;
  /** For major tips: the education entry being edited, where courses go. */
  target?: { key: string; index: number };
}

export interface EditorState {
  cid: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadError: { code: number; msg: string } | null;
  personal: Personal | null;
  modules: EditorModule[];
  template: string;
  /** -1 not loaded; 0 after load or template change; the time of the last local edit otherwise. */
  version: number;
  /** Preview color ('' = the template's own). */
  color: string;
  dirtyPersonal: boolean;
  dirtyModules: string[];
  creatingModules: string[];
  saving: number;
  saveError: string | null;
  lastSavedAt: number | null;
  previewLoading: boolean;
  tips: TipsRequest | null;
  notices: EditorNotice[];
  seq: number;
}

export const initialEditorState = (): EditorState => ({
  cid: null,
  status: 'idle',
  loadError: null,
  personal: null,
  modules: [],
  template: '',
  version: -1,
  color: '',
  dirtyPersonal: false,
  dirtyModules: [],
  creatingModules: [],
  saving: 0,
  saveError: null,
  lastSavedAt: null,
  previewLoading: false,
  tips: null,
  notices: [],
  seq: 0,
});

const stamped = <P>(payload: P) => ({ payload: { ...payload, at: Date.now() } });

function markModule(state: EditorState, key: string, at: number) {
  if (!state.dirtyModules.includes(key)) state.dirtyModules.push(key);
  state.version = at;
}

function findModule(state: EditorState, key: string) {
  return state.modules.find((m) => m.key === key);
}

function notify(state: EditorState, type: EditorNotice['type'], text: string) {
  state.seq += 1;
  state.notices.push({ id: state.seq, type, text });
}

function newKey(state: EditorState) {
  state.seq += 1;
  return `new-${state.seq}`;
}

export const editorSlice = createSlice({
  name: 'editor',
  initialState: initialEditorState,
  reducers: {
    editorReset: () => initialEditorState(),
    loadStarted(state, action: PayloadAction<string>) {
      const keep = state.cid === action.payload ? { color: state.color } : {};
      Object.assign(state, initialEditorState(), keep, { cid: action.payload, status: 'loading' });
    },
    loadFailed(state, action: PayloadAction<{ cid: string; code: number; msg: string }>) {
      if (state.cid !== action.payload.cid) return;
      state.status = 'failed';
      state.loadError = { code: action.payload.code, msg: action.payload.msg };
    },
    resumeLoaded(state, action: PayloadAction<{ cid: string; resume: FullResume }>) {
      const { cid, resume } = action.payload;
      if (state.cid !== cid) return;
      const modules: EditorModule[] = resume.modules.map((m) => ({
        key: `m${m.id}`,
        id: m.id,
        name: m.name,
        alias: m.alias,
        style: m.style as ModuleStyle,
        sort: m.sort,
        custom: m.custom,
        entries: parseEntries(m.style as ModuleStyle, m.content),
      }));
      // SPEC 5: a list that does not start with education gets the default education module first.
      if (modules[0]?.style !== 'edu') {
        const d = DEFAULT_EDU_MODULE;
        modules.unshift({ key: newKey(state), id: 0, ...d, entries: parseEntries(d.style, d.content) });
      }
      Object.assign(state, {
        status: 'ready',
        loadError: null,
        personal: resume.personal,
        modules,
        template: resume.template,
        version: 0,
        dirtyPersonal: false,
        dirtyModules: [],
        creatingModules: [],
        saveError: null,
      });
    },
    personalChanged: {
      reducer(state, action: PayloadAction<{ changes: Partial<Omit<Personal, 'cid'>>; at: number }>) {
        if (!state.personal) return;
        Object.assign(state.personal, action.payload.changes);
        state.dirtyPersonal = true;
        state.version = action.payload.at;
      },
      prepare: (changes: Partial<Omit<Personal, 'cid'>>) => stamped({ changes }),
    },
    entryChanged: {
      reducer(state, action: PayloadAction<{ key: string; index: number; field: string; value: string; at: number }>) {
        const { key, index, field, value, at } = action.payload;
        const entry = findModule(state, key)?.entries[index];
        if (!entry) return;
        entry[field] = value;
        markModule(state, key, at);
      },
      prepare: (p: { key: string; index: number; field: string; value: string }) => stamped(p),
    },
    entryAdded: {
      reducer(state, action: PayloadAction<{ key: string; entry?: Entry; at: number }>) {
        const m = findModule(state, action.payload.key);
        if (!m) return;
        m.entries.push({ ...emptyEntry(m.style), ...action.payload.entry });
        markModule(state, m.key, action.payload.at);
      },
      prepare: (p: { key: string; entry?: Entry }) => stamped(p),
    },
    entryRemoved: {
      reducer(state, action: PayloadAction<{ key: string; index: number; at: number }>) {
        const m = findModule(state, action.payload.key);
        if (!m) return;
        m.entries.splice(action.payload.index, 1);
        markModule(state, m.key, action.payload.at);
      },
      prepare: (p: { key: string; index: number }) => stamped(p),
    },
    entryMoved: {
      reducer(state, action: PayloadAction<{ key: string; from: number; to: number; at: number }>) {
        const m = findModule(state, action.payload.key);
        const { from, to } = action.payload;
        if (!m || to < 0 || to >= m.entries.length) return;
        const [moved] = m.entries.splice(from, 1);
        if (moved) m.entries.splice(to, 0, moved);
        markModule(state, m.key, action.payload.at);
      },
      prepare: (p: { key: string; from: number; to: number }) => stamped(p),
    },
    moduleRenamed: {
      reducer(state, action: PayloadAction<{ key: string; alias: string; at: number }>) {
        const m = findModule(state, action.payload.key);
        if (!m) return;
        m.alias = action.payload.alias;
        markModule(state, m.key, action.payload.at);
      },
      prepare: (p: { key: string; alias: string }) => stamped(p),
    },
    moduleAdded: {
      reducer(state, action: PayloadAction<{ key: string; style: ModuleStyle; entries?: Entry[]; at: number }>) {
        const { key, style, entries, at } = action.payload;
        const name = MODULE_STYLE_NAMES[style];
        const sort = state.modules.reduce((max, m) => Math.max(max, m.sort), 0) + 1;
        const custom = style === 'custom' ? 1 : 0;
        state.modules.push({
          key,
          id: 0,
          name,
          alias: name,
          style,
          sort,
          custom,
          entries: entries ?? [emptyEntry(style)],
        });
        markModule(state, key, at);
      },
      prepare: (p: { key: string; style: ModuleStyle; entries?: Entry[] }) => stamped(p),
    },
    moduleRemoved: {
      reducer(state, action: PayloadAction<{ key: string; at: number }>) {
        state.modules = state.modules.filter((m) => m.key !== action.payload.key);
        state.dirtyModules = state.dirtyModules.filter((k) => k !== action.payload.key);
        state.version = action.payload.at;
      },
      prepare: (p: { key: string }) => stamped(p),
    },
    /**
     * Moves a module and numbers the list 1..n. Every module whose sort changed is queued for saving,
     * except one whose sort is 1 (SPEC 5).
     */
    modulesReordered: {
      reducer(state, action: PayloadAction<{ from: number; to: number; at: number }>) {
        const { from, to, at } = action.payload;
        if (from === to || to < 0 || to >= state.modules.length) return;
        const [moved] = state.modules.splice(from, 1);
        if (!moved) return;
        state.modules.splice(to, 0, moved);
        state.modules.forEach((m, index) => {
          const sort = index + 1;
          if (m.sort === sort) return;
          m.sort = sort;
          if (sort !== 1) markModule(state, m.key, at);
        });
        state.version = at;
      },
      prepare: (p: { from: number; to: number }) => stamped(p),
    },
    personalSaveStarted(state) {
      state.dirtyPersonal = false;
      state.saving += 1;
    },
    personalSaveFinished(state, action: PayloadAction<{ cid: string; error?: string; at: number }>) {
      if (state.cid !== action.payload.cid) return;
      state.saving = Math.max(0, state.saving - 1);
      if (action.payload.error !== undefined) {
        state.dirtyPersonal = true;
        state.saveError = action.payload.error;
        notify(state, 'error', `个人信息保存失败：${action.payload.error}`);
      } else {
        state.saveError = null;
        state.lastSavedAt = action.payload.at;
      }
    },
    moduleSaveStarted(state, action: PayloadAction<{ key: string; creating: boolean }>) {
      state.dirtyModules = state.dirtyModules.filter((k) => k !== action.payload.key);
      if (action.payload.creating) state.creatingModules.push(action.payload.key);
      state.saving += 1;
    },
    moduleSaveFinished(
      state,
      action: PayloadAction<{
        cid: string;
        key: string;
        id?: number;
        error?: { code: number; msg: string };
        at: number;
      }>,
    ) {
      const { cid, key, id, error, at } = action.payload;
      if (state.cid !== cid) return;
      state.saving = Math.max(0, state.saving - 1);
      state.creatingModules = state.creatingModules.filter((k) => k !== key);
      const m = findModule(state, key);
      if (!error) {
        if (m && id) m.id = id;
        state.lastSavedAt = at;
        if (state.dirtyModules.length === 0 && !state.dirtyPersonal) state.saveError = null;
        return;
      }
      if (error.code === 4) {
        // SPEC 8: keep the first 8 modules locally and warn with the server message.
        const kept = state.modules.slice(0, MODULE_LIMIT);
        const keys = new Set(kept.map((k) => k.key));
        state.modules = kept;
        state.dirtyModules = state.dirtyModules.filter((k) => keys.has(k));
        notify(state, 'warning', error.msg);
        return;
      }
      if (m && !state.dirtyModules.includes(key)) state.dirtyModules.push(key);
      state.saveError = error.msg;
      notify(state, 'warning', error.msg);
    },
    templateChanged(state, action: PayloadAction<{ cid: string; template: string }>) {
      if (state.cid !== action.payload.cid) return;
      state.template = action.payload.template;
      state.color = '';
      state.version = 0;
    },
    colorChanged(state, action: PayloadAction<string>) {
      state.color = action.payload;
    },
    previewLoadingChanged(state, action: PayloadAction<boolean>) {
      state.previewLoading = action.payload;
    },
    tipsRequested(state, action: PayloadAction<TipsRequest>) {
      state.tips = action.payload.query.trim() ? action.payload : null;
    },
    tipsCleared(state) {
      state.tips = null;
    },
    noticeAdded(state, action: PayloadAction<Omit<EditorNotice, 'id'>>) {
      notify(state, action.payload.type, action.payload.text);
    },
    noticeShown(state, action: PayloadAction<number>) {
      state.notices = state.notices.filter((n) => n.id !== action.payload);
    },
  },
});

declare module '@/lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof editorSlice> {}
}

export const injectedEditorSlice = editorSlice.injectInto(rootReducer);
export const selectEditor = injectedEditorSlice.selectSlice;

export const {
  editorReset,
  loadStarted,
  loadFailed,
  resumeLoaded,
  personalChanged,
  entryChanged,
  entryAdded,
  entryRemoved,
  entryMoved,
  moduleRenamed,
  moduleAdded,
  moduleRemoved,
  modulesReordered,
  personalSaveStarted,
  personalSaveFinished,
  moduleSaveStarted,
  moduleSaveFinished,
  templateChanged,
  colorChanged,
  previewLoadingChanged,
  tipsRequested,
  tipsCleared,
  noticeAdded,
  noticeShown,
} = editorSlice.actions;
