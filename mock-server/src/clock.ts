/** The mock's one clock: real time plus an offset that POST /__mock/clock/advance moves. */
import type { ControlState } from './db/control-state.ts';

export interface Clock {
  now(): number;
  advance(ms: number): void;
  reset(): void;
  /** How far the clock is ahead of real time. */
  offset(): number;
}

/** With `state` the offset is read from and written to the database, so it survives a restart. */
export function createClock(base: () => number = Date.now, state?: ControlState): Clock {
  let offset = state?.get<number>('clock_offset_ms') ?? 0;
  if (typeof offset !== 'number' || !Number.isFinite(offset)) offset = 0;
  const save = () => state?.set('clock_offset_ms', offset === 0 ? undefined : offset);
  return {
    now: () => base() + offset,
    advance: (ms) => {
      offset += ms;
      save();
    },
    reset: () => {
      offset = 0;
      save();
    },
    offset: () => offset,
  };
}

export const toIso = (ms: number): string => new Date(ms).toISOString();

/** RFC 3339 with the +08:00 offset the payment provider uses, e.g. 2026-11-22T09:30:00+08:00. */
export function toRfc3339China(ms: number): string {
  const shifted = new Date(ms + 8 * 3600_000).toISOString();
  return `${shifted.slice(0, 19)}+08:00`;
}
