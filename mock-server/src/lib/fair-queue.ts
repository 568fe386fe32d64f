/**
 * Per-user fairness for CPU-heavy work (PDF renders): at most `perKey` tasks of one key (a user) run at a time, the
 * rest wait in order. A render holds the event loop while it draws, so twenty at once from one user kept every other
 * request waiting for all of them (a cv/counter up to 13 s). With the queue, the next task of a user starts GAP_MS
 * after the previous one ended: requests that arrived meanwhile, anyone's, are read and answered first, so a cheap
 * request waits for at most the render in progress.
 */
/** Pause between two tasks of one key: the other requests' few steps (accept, read, parse, answer) all fit in it. */
const GAP_MS = 10;

export interface FairQueue {
  run<T>(key: string | number, task: () => Promise<T>): Promise<T>;
}

/** `perKey` 0: no limit (every task runs at once). */
export function createFairQueue(perKey = 1): FairQueue {
  if (perKey === 0) return { run: (_key, task) => task() };
  /** Per key: how many of its tasks run, and the turns of those waiting, in order. */
  const lanes = new Map<string | number, { running: number; waiting: (() => void)[] }>();
  return {
    async run(key, task) {
      const lane = lanes.get(key) ?? { running: 0, waiting: [] };
      lanes.set(key, lane);
      // A free slot is taken at once; otherwise the task that ends hands its slot over (running unchanged).
      if (lane.running < perKey) lane.running++;
      else await new Promise<void>((resolve) => lane.waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = lane.waiting.shift();
        if (next) setTimeout(next, GAP_MS);
        else if (--lane.running === 0) lanes.delete(key);
      }
    },
  };
}
