// The observed store's bounds: captures keep at most maxRows exchanges and maxBytes of text, the oldest going
// first; a body over CAPTURE_BODY_MAX is kept as its size only. Figures are printed (bytes per exchange).
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open-database.ts';
import { CAPTURE_BODY_MAX, createCaptureStore, type Exchange } from '../../src/observed/captures.ts';
import { observedMigrations } from '../../src/observed/migrations.ts';
import { createScrubber } from '../../src/observed/scrub.ts';

const exchange = (
  i: number,
  body = JSON.stringify({ code: 0, data: { i, phone: `1380000${String(i).padStart(4, '0')}` }, msg: 'ok' }),
): Exchange => ({
  at: i,
  source: 'upstream',
  method: 'POST',
  url: `/api/cv/counter?i=${i}`,
  status: 200,
  ms: 3,
  request: { headers: { token: `t-${i}`, 'content-type': 'application/json' } },
  reply: { headers: { 'content-type': 'application/json' }, body },
});

describe('capture bounds', () => {
  const scrubber = createScrubber(Buffer.alloc(32, 7), ['phone', 'token']);

  it('keeps the newest maxRows exchanges', () => {
    const store = createCaptureStore(openDatabase(':memory:', observedMigrations), scrubber, {
      maxRows: 100,
      maxBytes: 10 * 1024 * 1024,
    });
    store.add(Array.from({ length: 250 }, (_, i) => exchange(i)));
    const { rows, bytes } = store.stats();
    expect(rows).toBe(100);
    expect([...store.all()].map((c) => c.at)).toEqual(Array.from({ length: 100 }, (_, i) => 150 + i));
    console.log(
      `capture bounds: 250 added, ${rows} kept (maxRows 100), ${bytes} bytes, ${Math.round(bytes / rows)} bytes/exchange`,
    );
  });

  it('keeps at most maxBytes, the oldest going first, and a body over CAPTURE_BODY_MAX as its size only', () => {
    const store = createCaptureStore(openDatabase(':memory:', observedMigrations), scrubber, {
      maxRows: 10_000,
      maxBytes: 20_000,
    });
    store.add(Array.from({ length: 200 }, (_, i) => exchange(i)));
    const { rows, bytes } = store.stats();
    expect(bytes).toBeLessThanOrEqual(20_000);
    expect(rows).toBeLessThan(200);
    expect([...store.all()].at(-1)?.at).toBe(199);
    store.add([exchange(1000, JSON.stringify({ code: 0, data: 'x'.repeat(CAPTURE_BODY_MAX + 1), msg: 'ok' }))]);
    const big = store.list(1)[0];
    expect(big?.reply.body).toBe(
      JSON.stringify({ omitted: `${CAPTURE_BODY_MAX + 32} bytes (over ${CAPTURE_BODY_MAX})` }),
    );
    console.log(`capture bounds: 200 added under maxBytes 20000: ${rows} kept, ${bytes} bytes`);
  });
});
