/**
 * Per-user fairness for CPU-heavy work (PDF renders): at most `perKey` tasks of one key (a user) run at a time, the
 * rest wait in order. Renders run in a pool of worker threads (pdf/pool.ts) whose queue is first come, first served:
 * without this limit one user's twenty previews would fill it, and another user's one preview would wait for most of
 * them (6–10 s in `npm run bench:fairness`, under 0.6 s with a limit of 1; docs/security.md).
 */

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
        if (next) next();
        else if (--lane.running === 0) lanes.delete(key);
      }
    },
  };
}
