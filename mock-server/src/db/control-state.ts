/**
 * Control-surface state that must outlive the process (a watch-mode restart on every source change): the clock
 * offset, forced replies, scenario state. One JSON value per key in table control_state; POST /__mock/reset
 * clears it with the rest. Add a key here rather than a table.
 */
import type { Db } from './open-database.ts';

export type ControlStateKey = 'clock_offset_ms' | 'forced' | (string & {});

export interface ControlState {
  get<T>(key: ControlStateKey): T | undefined;
  /** undefined deletes the key. */
  set(key: ControlStateKey, value: unknown): void;
}

export function createControlState(db: Db): ControlState {
  const select = db.prepare<[string], { value: string }>('SELECT value FROM control_state WHERE key = ?');
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO control_state (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  const remove = db.prepare<[string]>('DELETE FROM control_state WHERE key = ?');
  return {
    get<T>(key: ControlStateKey): T | undefined {
      const row = select.get(key);
      if (!row) return undefined;
      try {
        return JSON.parse(row.value) as T;
      } catch {
        return undefined;
      }
    },
    set(key: ControlStateKey, value: unknown): void {
      if (value === undefined) remove.run(key);
      else upsert.run(key, JSON.stringify(value));
    },
  };
}
