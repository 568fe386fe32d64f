/** In-memory state of the control surface: forced replies per route and the request journal. */
import type { MockForceBody } from '@cv/contract';

export interface ForcedReply {
  code: number;
  msg?: string;
  delayMs: number;
  /** Remaining replies to force; null = until cleared. */
  remaining: number | null;
}

export interface JournalEntry {
  at: string;
  method: string;
  url: string;
  status: number;
  code: number | null;
  ms: number;
  user_id: number | null;
  token: 'redacted' | null;
  /** The parsed request body; stringified (and cut to 500 chars) only when the journal is read. */
  body?: unknown;
}

export function createMockControl(journalSize: number) {
  const forced = new Map<string, ForcedReply>();
  const journal: JournalEntry[] = [];
  return {
    force(rule: MockForceBody): void {
      forced.set(rule.path, {
        code: rule.code,
        ...(rule.msg === undefined ? {} : { msg: rule.msg }),
        delayMs: rule.delay_ms ?? 0,
        remaining: rule.times ?? null,
      });
    },
    clearForced: (): void => forced.clear(),
    listForced: () => [...forced.entries()].map(([path, rule]) => ({ path, ...rule })),
    /** The forced reply for this path, counting it down. */
    takeForced(path: string): ForcedReply | null {
      const rule = forced.get(path);
      if (!rule) return null;
      if (rule.remaining !== null) {
        rule.remaining -= 1;
        if (rule.remaining <= 0) forced.delete(path);
      }
      return rule;
    },
    record(entry: JournalEntry): void {
      if (journalSize === 0) return;
      journal.push(entry);
      if (journal.length > journalSize) journal.splice(0, journal.length - journalSize);
    },
    recent: (limit: number): JournalEntry[] =>
      journal
        .slice(-limit)
        .reverse()
        .map((entry) =>
          entry.body === undefined ? entry : { ...entry, body: JSON.stringify(entry.body).slice(0, 500) },
        ),
    clearJournal: (): void => {
      journal.length = 0;
    },
  };
}
export type MockControl = ReturnType<typeof createMockControl>;
