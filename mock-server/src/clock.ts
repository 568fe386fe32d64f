/** The mock's one clock: real time plus an offset that POST /__mock/clock/advance moves. */
export interface Clock {
  now(): number;
  advance(ms: number): void;
  reset(): void;
}

export function createClock(base: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

export const toIso = (ms: number): string => new Date(ms).toISOString();

/** RFC 3339 with the +08:00 offset the payment provider uses, e.g. 2026-11-22T09:30:00+08:00. */
export function toRfc3339China(ms: number): string {
  const shifted = new Date(ms + 8 * 3600_000).toISOString();
  return `${shifted.slice(0, 19)}+08:00`;
}
