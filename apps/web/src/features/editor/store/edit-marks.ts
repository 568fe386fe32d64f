// How editor actions are stamped: the time of the action, and on an edit the server must get the mark the save queue
// listens for (so a new edit reducer cannot be left out of saving).
import type { UnknownAction } from '@reduxjs/toolkit';

export const stamped = <P>(payload: P) => ({ payload: { ...payload, at: Date.now() } });

/** How the save queue sends an edit: 'typing' 600 ms after the last one (SPEC 5), 'now' at once. */
export type EditSave = 'typing' | 'now';
/** An edit the server must get: its meta is how the save queue recognises it (isEdit), so none is left out. */
export const edit = <P>(payload: P, save: EditSave = 'now') => ({ ...stamped(payload), meta: { save } });
export const isEdit = (action: unknown): action is UnknownAction & { meta: { save: EditSave } } => {
  const save = (action as { meta?: { save?: unknown } } | null)?.meta?.save;
  return save === 'typing' || save === 'now';
};
