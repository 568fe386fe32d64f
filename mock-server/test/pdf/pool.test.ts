// pdf/pool.ts: renders in worker threads give the same bytes as the engine on the calling thread.
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LAYOUTS } from '@cv/contract';
import { createPdfRenderer } from '../../src/pdf/index.ts';
import { createPdfPool } from '../../src/pdf/pool.ts';
import { cleanup, longResume } from './helpers.ts';

const avatarPng = resolve(import.meta.dirname, '../../../fixtures/images/sample-avatar.png');
const errors: unknown[] = [];
const pool = createPdfPool(2, (error) => errors.push(error));

afterAll(async () => {
  await pool.close();
  cleanup();
});

describe('PDF worker pool', () => {
  it('renders every layout to the same bytes as the engine on this thread, several at once', async () => {
    const engine = createPdfRenderer();
    const doc = longResume(avatarPng);
    const jobs = LAYOUTS.map((layout) => ({ layout, color: '#c2185b' }));
    const pooled = await Promise.all(jobs.map((options) => pool.render(structuredClone(doc), options)));
    for (const [i, options] of jobs.entries()) {
      const local = await engine.render(structuredClone(doc), options);
      expect(Buffer.isBuffer(pooled[i])).toBe(true);
      expect(pooled[i]!.equals(local)).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it('rejects a failed render with its error and goes on rendering', async () => {
    const doc = { ...longResume(null), avatarPath: '/nonexistent/avatar.png' };
    // A missing avatar is left out, not an error: the render succeeds.
    await expect(pool.render(doc, { layout: 'classic', color: '#2f5496' })).resolves.toBeInstanceOf(Buffer);
    // A null module fails inside the worker with the engine's own error; the pool stays usable.
    const broken = { ...longResume(null), modules: [null as never] };
    await expect(createPdfRenderer().render(broken, { layout: 'classic', color: '#2f5496' })).rejects.toThrow(
      TypeError,
    );
    await expect(pool.render(broken, { layout: 'classic', color: '#2f5496' })).rejects.toThrow(/reading 'style'/);
    await expect(pool.render(longResume(null), { layout: 'band', color: '#2f5496' })).resolves.toBeInstanceOf(Buffer);
  });
});
