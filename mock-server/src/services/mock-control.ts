/** In-memory state of the control surface: forced replies per route and the request journal. */
import type { ChaosMark, MockForceBody, MockReplyCause } from '@cv/contract';
import type { ControlState } from '../db/control-state.ts';

export interface ForcedReply {
  code: number;
  msg?: string;
  delayMs: number;
  /** Remaining replies to force; null = until cleared. */
  remaining: number | null;
  /** The scenario that set it (payment-busy), for GET /__mock/explain. */
  scenario?: string;
}

export interface JournalEntry {
  id: number;
  at: string;
  method: string;
  url: string;
  status: number;
  code: number | null;
  ms: number;
  user_id: number | null;
  token: 'redacted' | null;
  /** The request body as JSON text, cut to 500 characters when the journal is read. */
  body?: string;
  /** The chaos profile that faulted or delayed the reply (plugins/chaos.ts). */
  chaos?: ChaosMark;
  /** `METHOD /route/path` of the route that answered. */
  route?: string;
  cause?: MockReplyCause;
}

/** What the request hook records (id 0: record() numbers it): the time stays a number until someone reads it. */
export type JournalRecord = Omit<JournalEntry, 'at' | 'route'> & {
  at: number;
  /** The URL pattern of the route that answered: the entry's `METHOD /route/path` is joined when it is read. */
  route?: string;
};

/** With `state` forced replies are kept in the database too (they survive a watch-mode restart). */
export function createMockControl(journalSize: number, state?: ControlState) {
  const forced = new Map<string, ForcedReply>(state?.get<[string, ForcedReply][]>('forced') ?? []);
  const saveForced = () => state?.set('forced', forced.size === 0 ? undefined : [...forced.entries()]);
  // A ring buffer: `next` is where the next record goes; once full it overwrites the oldest.
  const journal: JournalRecord[] = [];
  let next = 0;
  let lastId = 0;
  // Records keep their optional parts as undefined (one shape, built cheaply per request); entries leave them out.
  const toEntry = (record: JournalRecord): JournalEntry => {
    const { body, chaos, route, cause, ...entry } = record;
    return {
      ...entry,
      at: new Date(record.at).toISOString(),
      ...(body === undefined ? {} : { body: body.slice(0, 500) }),
      ...(chaos === undefined ? {} : { chaos }),
      ...(route === undefined ? {} : { route: `${entry.method} ${route}` }),
      ...(cause === undefined ? {} : { cause }),
    };
  };
  return {
    /** `scenario`: the demo scenario setting it (GET /__mock/explain names it). */
    force(rule: MockForceBody, scenario?: string): void {
      forced.set(rule.path, {
        code: rule.code,
        ...(rule.msg === undefined ? {} : { msg: rule.msg }),
        delayMs: rule.delay_ms ?? 0,
        remaining: rule.times ?? null,
        ...(scenario === undefined ? {} : { scenario }),
      });
      saveForced();
    },
    clearForced: (): void => {
      forced.clear();
      saveForced();
    },
    listForced: () => [...forced.entries()].map(([path, rule]) => ({ path, ...rule })),
    /** Whether any route has a forced reply: the request hook skips its lookup when none has. */
    hasForced: (): boolean => forced.size > 0,
    /** The forced reply for this path, counting it down. */
    takeForced(path: string): ForcedReply | null {
      const rule = forced.get(path);
      if (!rule) return null;
      if (rule.remaining !== null) {
        rule.remaining -= 1;
        if (rule.remaining <= 0) forced.delete(path);
        saveForced();
      }
      return rule;
    },
    record(entry: JournalRecord): void {
      if (journalSize === 0) return;
      entry.id = ++lastId;
      journal[next] = entry;
      next = (next + 1) % journalSize;
    },
    /** The journal's request `id`, while it is still in the journal. */
    find(id: number): JournalEntry | null {
      const entry = journal.find((e) => e.id === id);
      return entry ? toEntry(entry) : null;
    },
    /** The newest `limit` records, newest first. */
    recent(limit: number): JournalEntry[] {
      const ordered = journal.length < journalSize ? journal : [...journal.slice(next), ...journal.slice(0, next)];
      return ordered.slice(-limit).reverse().map(toEntry);
    },
    clearJournal: (): void => {
      journal.length = 0;
      next = 0;
    },
  };
}
export type MockControl = ReturnType<typeof createMockControl>;
