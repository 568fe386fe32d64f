// The resume being edited, as a pure document (SPEC 3/4): personal info, modules, template and version, with the
// undo/redo history of every edit (edit-history.ts); the state's shape is editor-state.ts. Nothing here saves: the
// save queue (save-queue.ts) watches the actions marked as edits (edit-marks.ts).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FullResume, Personal } from '@cv/contract';
import { MODULE_LIMIT } from '@cv/contract/constants';
import { langOfTemplate, moduleStyleName } from '@cv/contract/edition-words';
import { rootReducer } from '@/lib/root-reducer';
import type { EditorModule } from '../lib/editor-module';
import { emptyEntry, type Entry, type ModuleStyle } from '../lib/module-fields';
import type { ReviewItem } from '../writing-help/ai-review';
import { record, travel } from './edit-history';
import { edit, stamped } from './edit-marks';
import {
  initialEditorState,
  modulesOf,
  newKey,
  type EditorState,
  type TipsRequest,
  type UnsentRestored,
} from './editor-state';

function findModule(state: EditorState, key: string) {
  return state.modules.find((m) => m.key === key);
}

export const editorSlice = createSlice({
  name: 'editor',
  initialState: initialEditorState,
  reducers: {
    editorReset: () => initialEditorState(),
    loadStarted(state, action: PayloadAction<string>) {
      Object.assign(state, initialEditorState(), { cid: action.payload, status: 'loading' });
    },
    loadFailed(state, action: PayloadAction<{ cid: string; code: number; msg: string }>) {
      if (state.cid !== action.payload.cid) return;
      state.status = 'failed';
      state.loadError = { code: action.payload.code, msg: action.payload.msg };
    },
    resumeLoaded(state, action: PayloadAction<{ cid: string; resume: FullResume }>) {
      const { cid, resume } = action.payload;
      if (state.cid !== cid) return;
      Object.assign(state, {
        status: 'ready',
        loadError: null,
        personal: resume.personal,
        modules: modulesOf(state, resume),
        template: resume.template,
        version: 0,
      });
    },
    /**
     * Edits the server had not confirmed, from the journal (save-journal.ts restoreUnsentEdits): personal info, and
     * modules by key (replaced, added at the end, or removed when `module` is null). Not an undo step.
     */
    unsentRestored: {
      reducer(state, action: PayloadAction<UnsentRestored & { at: number }>) {
        const { cid, personal, modules, at } = action.payload;
        if (state.cid !== cid || (!personal && modules.length === 0)) return;
        if (personal) state.personal = personal;
        for (const { key, module } of modules) {
          const index = state.modules.findIndex((m) => m.key === key);
          if (module === null) {
            if (index >= 0) state.modules.splice(index, 1);
            continue;
          }
          if (index >= 0) state.modules[index] = { ...module, key };
          else state.modules.push({ ...module, key });
          // Keys made later (newKey) must not meet a restored one.
          const made = /^new-(\d+)/.exec(key);
          if (made) state.seq = Math.max(state.seq, Number(made[1]));
        }
        state.version = at;
      },
      prepare: (p: UnsentRestored) => stamped(p),
    },
    /** ai/genContent's result: one undoable edit; keyOf keeps the keys of modules the editor knows. */
    aiGenerated: {
      reducer(
        state,
        action: PayloadAction<{ cid: string; resume: FullResume; keyOf: Record<number, string>; at: number }>,
      ) {
        const { cid, resume, keyOf, at } = action.payload;
        if (state.cid !== cid || state.status !== 'ready') return;
        record(state, 'AI 生成', null, at);
        const before = new Set(state.modules.map((m) => m.key));
        state.personal = resume.personal;
        state.modules = modulesOf(state, resume, keyOf);
        state.aiAdded = state.modules.filter((m) => !before.has(m.key)).map((m) => m.key);
      },
      prepare: (p: { cid: string; resume: FullResume; keyOf: Record<number, string> }) => stamped(p),
    },
    /**
     * AI 建议 waits for a yes (issue 36): right after ai/genContent (aiGenerated) the content goes back to what it was
     * before, and the save queue takes the AI's writes back on the server (deletes what it added, recreates what it
     * replaced). Not an undo step: with dropUndo, the generation's step is forgotten too (nothing changed).
     */
    aiHeld: {
      reducer(
        state,
        action: PayloadAction<{ personal: Personal | null; modules: EditorModule[]; dropUndo: boolean; at: number }>,
      ) {
        const { personal, modules, dropUndo, at } = action.payload;
        if (dropUndo && state.past.at(-1)?.label === 'AI 生成') state.past.pop();
        state.version = at;
        state.lastGroup = null;
        state.personal = personal;
        state.modules = modules;
        state.aiAdded = [];
        const made = modules.map((m) => /^new-(\d+)/.exec(m.key)).filter(Boolean);
        for (const match of made) state.seq = Math.max(state.seq, Number(match![1]));
      },
      prepare: (p: { personal: Personal | null; modules: EditorModule[]; dropUndo: boolean }) => edit(p),
    },
    /**
     * 采纳 on one AI proposal: a new module is added (marked AI 新增), a rewrite replaces the module of its style that
     * it was proposed for. One undo step each.
     */
    aiSuggestionAccepted: {
      reducer(state, action: PayloadAction<{ proposed: EditorModule; current: EditorModule | null; at: number }>) {
        const { proposed, current, at } = action.payload;
        record(state, '采纳 AI 建议', null, at);
        const same = (m: EditorModule) => JSON.stringify(m.entries) === JSON.stringify(current?.entries);
        const index = current
          ? state.modules.findIndex((m) => m.key === current.key || (m.style === current.style && same(m)))
          : -1;
        const target = state.modules[index];
        if (target) {
          state.modules[index] = { ...target, name: proposed.name, alias: proposed.alias, entries: proposed.entries };
          return;
        }
        const key = state.modules.some((m) => m.key === proposed.key) ? newKey(state) : proposed.key;
        const sort = state.modules.reduce((max, m) => Math.max(max, m.sort), 0) + 1;
        state.modules.push({ ...proposed, key, sort });
        state.aiAdded.push(key);
      },
      prepare: (p: { proposed: EditorModule; current: EditorModule | null }) => edit(p),
    },
    /** A version from the history (issue 36) becomes the content: one undo step. */
    versionRestored: {
      reducer(state, action: PayloadAction<{ personal: Personal | null; modules: EditorModule[]; at: number }>) {
        const { personal, modules, at } = action.payload;
        record(state, '恢复版本', null, at);
        if (personal) state.personal = { ...personal, cid: state.personal?.cid ?? personal.cid };
        // Keys of this editor that are not the same module get new ones (the save queue then creates them).
        state.modules = modules.map((m) => m);
        state.aiAdded = [];
      },
      prepare: (p: { personal: Personal | null; modules: EditorModule[] }) => edit(p),
    },
    personalChanged: {
      reducer(state, action: PayloadAction<{ changes: Partial<Omit<Personal, 'cid'>>; at: number }>) {
        if (!state.personal) return;
        const fields = Object.keys(action.payload.changes).sort().join(',');
        record(state, '修改个人信息', `personal:${fields}`, action.payload.at);
        Object.assign(state.personal, action.payload.changes);
      },
      prepare: (changes: Partial<Omit<Personal, 'cid'>>) => edit({ changes }, 'typing'),
    },
    entryChanged: {
      reducer(state, action: PayloadAction<{ key: string; index: number; field: string; value: string; at: number }>) {
        const { key, index, field, value, at } = action.payload;
        if (!findModule(state, key)?.entries[index]) return;
        record(state, '修改内容', `entry:${key}:${index}:${field}`, at);
        findModule(state, key)!.entries[index]![field] = value;
      },
      prepare: (p: { key: string; index: number; field: string; value: string }) => edit(p, 'typing'),
    },
    entryAdded: {
      reducer(state, action: PayloadAction<{ key: string; entry?: Entry; at: number }>) {
        if (!findModule(state, action.payload.key)) return;
        record(state, '添加条目', null, action.payload.at);
        const m = findModule(state, action.payload.key)!;
        m.entries.push({ ...emptyEntry(m.style), ...action.payload.entry });
      },
      prepare: (p: { key: string; entry?: Entry }) => edit(p),
    },
    entryRemoved: {
      reducer(state, action: PayloadAction<{ key: string; index: number; at: number }>) {
        if (!findModule(state, action.payload.key)) return;
        record(state, '删除条目', null, action.payload.at);
        findModule(state, action.payload.key)!.entries.splice(action.payload.index, 1);
      },
      prepare: (p: { key: string; index: number }) => edit(p),
    },
    entryMoved: {
      reducer(state, action: PayloadAction<{ key: string; from: number; to: number; at: number }>) {
        const { from, to, at } = action.payload;
        const m = findModule(state, action.payload.key);
        if (!m || to < 0 || to >= m.entries.length || from === to) return;
        record(state, '移动条目', null, at);
        const entries = findModule(state, action.payload.key)!.entries;
        const [moved] = entries.splice(from, 1);
        if (moved) entries.splice(to, 0, moved);
      },
      prepare: (p: { key: string; from: number; to: number }) => edit(p),
    },
    moduleRenamed: {
      reducer(state, action: PayloadAction<{ key: string; alias: string; at: number }>) {
        if (!findModule(state, action.payload.key)) return;
        record(state, '重命名模块', `rename:${action.payload.key}`, action.payload.at);
        findModule(state, action.payload.key)!.alias = action.payload.alias;
      },
      prepare: (p: { key: string; alias: string }) => edit(p, 'typing'),
    },
    /** Adds a module at the end; its key is the last module's key afterwards. */
    moduleAdded: {
      reducer(state, action: PayloadAction<{ style: ModuleStyle; entries?: Entry[]; at: number }>) {
        const { style, entries, at } = action.payload;
        record(state, '添加模块', null, at);
        // An English resume's modules are named in English (Experience), as its page will head them.
        const name = moduleStyleName(style, langOfTemplate(state.template));
        const sort = state.modules.reduce((max, m) => Math.max(max, m.sort), 0) + 1;
        const custom = style === 'custom' ? 1 : 0;
        const key = newKey(state);
        state.modules.push({ key, name, alias: name, style, sort, custom, entries: entries ?? [emptyEntry(style)] });
      },
      prepare: (p: { style: ModuleStyle; entries?: Entry[] }) => edit(p),
    },
    moduleRemoved: {
      reducer(state, action: PayloadAction<{ key: string; at: number }>) {
        if (!findModule(state, action.payload.key)) return;
        record(state, '删除模块', null, action.payload.at);
        state.modules = state.modules.filter((m) => m.key !== action.payload.key);
      },
      prepare: (p: { key: string }) => edit(p),
    },
    /**
     * SPEC 8: the server refused to delete a module (any code but a network failure or 401): it stays on screen.
     * It is put back where it was, as it was just before the delete (the newest undo snapshot holding it); not an
     * edit: the server still has it as it was. Nothing happens when it is back already (undone meanwhile).
     */
    moduleDeleteRefused(state, action: PayloadAction<{ key: string }>) {
      const { key } = action.payload;
      if (findModule(state, key)) return;
      for (let i = state.past.length - 1; i >= 0; i -= 1) {
        const before = state.past[i]!.modules;
        const index = before.findIndex((m) => m.key === key);
        if (index < 0) continue;
        // After the modules that were before it then and are still there.
        const above = new Set(before.slice(0, index).map((m) => m.key));
        let at = 0;
        state.modules.forEach((m, position) => {
          if (above.has(m.key)) at = position + 1;
        });
        state.modules.splice(at, 0, before[index]!);
        return;
      }
    },
    /** Moves a module and numbers the list 1..n. */
    modulesReordered: {
      reducer(state, action: PayloadAction<{ from: number; to: number; at: number }>) {
        const { from, to, at } = action.payload;
        if (from === to || to < 0 || to >= state.modules.length || !state.modules[from]) return;
        record(state, '调整模块顺序', null, at);
        const [moved] = state.modules.splice(from, 1);
        state.modules.splice(to, 0, moved!);
        state.modules.forEach((m, index) => {
          if (m.sort !== index + 1) m.sort = index + 1;
        });
      },
      prepare: (p: { from: number; to: number }) => edit(p),
    },
    undone: {
      reducer: (state, action: PayloadAction<{ at: number }>) => travel(state, 'past', 'future', action.payload.at),
      prepare: () => edit({}),
    },
    redone: {
      reducer: (state, action: PayloadAction<{ at: number }>) => travel(state, 'future', 'past', action.payload.at),
      prepare: () => edit({}),
    },
    /** SPEC 8, code 4: the list is cut to its first 8 modules (not an edit: the server never had the others). */
    modulesTrimmed(state) {
      state.modules = state.modules.slice(0, MODULE_LIMIT);
    },
    templateChanged(state, action: PayloadAction<{ cid: string; template: string }>) {
      if (state.cid !== action.payload.cid) return;
      state.template = action.payload.template;
      state.version = 0;
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
    aiReviewShown(state, action: PayloadAction<{ cid: string; items: ReviewItem[] }>) {
      if (state.cid === action.payload.cid) state.aiReview = action.payload.items.length ? action.payload.items : null;
    },
    /** One proposal decided (采纳 or 放弃): it leaves the review; the review ends with the last one. */
    aiReviewDecided(state, action: PayloadAction<string>) {
      const rest = (state.aiReview ?? []).filter((i) => i.key !== action.payload);
      state.aiReview = rest.length ? rest : null;
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
  unsentRestored,
  aiGenerated,
  aiHeld,
  aiSuggestionAccepted,
  versionRestored,
  personalChanged,
  entryChanged,
  entryAdded,
  entryRemoved,
  entryMoved,
  moduleRenamed,
  moduleAdded,
  moduleRemoved,
  moduleDeleteRefused,
  modulesReordered,
  undone,
  redone,
  modulesTrimmed,
  templateChanged,
  previewLoadingChanged,
  tipsRequested,
  tipsCleared,
  aiReviewShown,
  aiReviewDecided,
} = editorSlice.actions;
