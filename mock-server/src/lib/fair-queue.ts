/**
 * Per-user fairness for CPU-heavy work (PDF renders): at most `perKey` tasks of one key (a user) run at a time, the
 * rest wait in order. A render holds the event loop while it draws, so twenty at once from one user kept every other
 * request waiting for all of them (a cv/counter up to 13 s). With the queue, the next task of a user starts only
 * after a turn of the event loop (setImmediate): requests that arrived meanwhile, anyone's, are read and answered
 * first, so a cheap request waits for at most the render in progress.
 */
/** Pause between two tasks of one key: the other requests' few steps (accept, read, parse, answer) all fit in it. */
const GAP_MS = 10;

export interface FairQueue {
  run<T>(key: string | number, task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting for a key (0 when it has none). */
  size(key: string | number): number;
}

/** `perKey` 0: no limit (every task runs at once). */
export function createFairQueue(perKey = 1): FairQueue {
  if (perKey === 0) return { run: (_key, task) => task(), size: () => 0 };
  const lanes = new Map<string | number, { running: number; waiting: (() => void)[] }>();
  return {
    async run(key, task) {
      let lane = lanes.get(key);
      if (!lane) lanes.set(key, (lane = { running: 0, waiting: [] }));
      const current = lane;
      // A free slot is taken at once; otherwise the slot is handed over by the task that ends (running unchanged).
      if (current.running < perKey) current.running++;
      else await new Promise<void>((resolve) => current.waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = current.waiting.shift();
        if (next) setTimeout(next, GAP_MS);
        else if (--current.running === 0) lanes.delete(key);
      }
    },
    size(key) {
      const lane = lanes.get(key);
      return lane ? lane.running + lane.waiting.length : 0;
    },
  };
}
