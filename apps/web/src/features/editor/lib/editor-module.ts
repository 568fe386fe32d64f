// A module as the editor holds it: the server's module with its content read into entries (module-fields.ts), under
// a local key. The document's state, its history, the journal and the AI review all speak of modules in this shape.
import type { Entry, ModuleStyle } from './module-fields';

export interface EditorModule {
  /** Stable local key (React, dnd, the save queue's item); the server id lives in the save queue. */
  key: string;
  name: string;
  alias: string;
  style: ModuleStyle;
  sort: number;
  custom: number;
  entries: Entry[];
}

/** The key of a module the server has (its id is known). */
export const serverModuleKey = (id: number) => `m${id}`;
