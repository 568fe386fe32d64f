// Undo / redo of the editor's document: the content before each edit (typing into one field within a moment is one
// step), and travelling between the past and the future.
import { isDraft, original } from '@reduxjs/toolkit';
import type { EditorState } from './editor-state';

/** Typing into the same field within this long of the previous keystroke is one undo step. */
const UNDO_COALESCE_MS = 1500;
const HISTORY_LIMIT = 100;

const frozen = <T>(value: T): T => (isDraft(value) ? (original(value as never) as T) : value);

/** Remembers the content before an edit (unless it continues the same group) and forgets the redo stack. */
export function record(state: EditorState, label: string, group: string | null, at: number) {
  state.future = [];
  state.version = at;
  const continues = group !== null && state.lastGroup === group && at - state.lastEditAt < UNDO_COALESCE_MS;
  state.lastGroup = group;
  state.lastEditAt = at;
  if (continues) return;
  state.past.push({ personal: frozen(state.personal), modules: frozen(state.modules), label });
  if (state.past.length > HISTORY_LIMIT) state.past.shift();
}

/**
 * Undo (past -> future) and redo (future -> past): the newest snapshot of `from` becomes the content, the current
 * content goes on `to` under the same label. AI highlights stay only on modules that are still there.
 */
export function travel(state: EditorState, from: 'past' | 'future', to: 'past' | 'future', at: number) {
  const snapshot = state[from].pop();
  if (!snapshot) return;
  state[to].push({ personal: frozen(state.personal), modules: frozen(state.modules), label: snapshot.label });
  state.personal = snapshot.personal;
  state.modules = snapshot.modules;
  state.version = at;
  state.lastGroup = null;
  state.aiAdded = state.aiAdded.filter((k) => state.modules.some((m) => m.key === k));
}
