// lib/fair-queue.ts: at most `perKey` tasks of one key run at a time, in the order they came; other keys do not wait.
import { describe, expect, it } from 'vitest';
import { createFairQueue } from '../src/lib/fair-queue.ts';

/** A task that runs until released, recording when it starts and ends. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
  };
}

describe('fair queue', () => {
  it('runs one task of a user at a time, in order, while another user runs at once', async () => {
    const queue = createFairQueue(1);
    const log: string[] = [];
    const [a1, a2, b1] = [gate(log, 'a1'), gate(log, 'a2'), gate(log, 'b1')];
    const runs = [queue.run('a', a1.task), queue.run('a', a2.task), queue.run('b', b1.task)];
    await Promise.resolve();
    expect(log).toEqual(['start a1', 'start b1']);
    a1.release();
    b1.release();
    a2.release();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('start a2')).toBeGreaterThan(log.indexOf('end a1'));
  });

  it('runs every task at once with perKey 0, and a failing task frees its slot', async () => {
    const open = createFairQueue(0);
    const log: string[] = [];
    const [x, y] = [gate(log, 'x'), gate(log, 'y')];
    const runs = [open.run('a', x.task), open.run('a', y.task)];
    expect(log).toEqual(['start x', 'start y']);
    x.release();
    y.release();
    await Promise.all(runs);

    const queue = createFairQueue(1);
    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('a', async () => 'next')).toBe('next');
  });
});
