// The editor's state (SPEC 3/4): the resume being edited as a pure document, its undo/redo history (the snapshots
// edit-history.ts records and travels), the AI review waiting for decisions and the panel requests; and how a server
// reply becomes its modules. Dependencies run one way: the slice (editor-slice.ts) changes this state; the history
// (edit-history.ts) works on it; the journal and the AI review, which it holds, know only the module's shape
// (lib/editor-module.ts); none of them imports the slice.
import type { FullResume, Personal } from '@cv/contract';
import { DEFAULT_EDU_MODULE } from '@cv/contract/new-resume';
import type { SentCreation } from '../lib/edit-journal';
import { serverModuleKey, type EditorModule } from '../lib/editor-module';
import { parseEntries, type ModuleStyle } from '../lib/module-fields';
import type { ReviewItem } from '../writing-help/ai-review';

/** What undo goes back to: the resume's content before an edit. */
export interface Snapshot {
  personal: Personal | null;
  modules: EditorModule[];
  /** What the edit did, for the undo/redo buttons' tooltips. */
  label: string;
}

/** What the journal gave back on reopening a resume (keys are this editor's; ids and sends go to the save queue). */
export interface UnsentRestored {
  cid: string;
  personal: Personal | null;
  modules: { key: string; id: number | null; module: EditorModule | null; sent: SentCreation | null }[];
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
  past: Snapshot[];
  future: Snapshot[];
  /** The edit group of the last edit and when it happened: typing into one field is one undo step. */
  lastGroup: string | null;
  lastEditAt: number;
  /** Keys of the modules the last AI generation added (shown as such until undone). */
  aiAdded: string[];
  previewLoading: boolean;
  tips: TipsRequest | null;
  /** AI 建议 not decided yet (the review drawer is open while there are some); journaled (lib/ai-review-journal). */
  aiReview: ReviewItem[] | null;
  /** Local key generator (per store). */
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
  past: [],
  future: [],
  lastGroup: null,
  lastEditAt: 0,
  aiAdded: [],
  previewLoading: false,
  tips: null,
  aiReview: null,
  seq: 0,
});

/** A new local key (new-1, new-2 …: never a server module's). */
export function newKey(state: EditorState) {
  state.seq += 1;
  return `new-${state.seq}`;
}

/** Modules of a server reply; keyOf gives the local key of a module the editor already knows by id. */
export function modulesOf(state: EditorState, resume: FullResume, keyOf: Record<number, string> = {}): EditorModule[] {
  const modules: EditorModule[] = resume.modules.map((m) => ({
    key: keyOf[m.id] ?? serverModuleKey(m.id),
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
    const known = new Set(Object.values(keyOf));
    const previous = state.modules[0];
    const key = previous?.style === 'edu' && !known.has(previous.key) ? previous.key : newKey(state);
    modules.unshift({ key, ...d, entries: parseEntries(d.style, d.content) });
  }
  return modules;
}
