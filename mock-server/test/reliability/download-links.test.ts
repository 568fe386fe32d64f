/**
 * Download links and other ids (issue 8, part 3): links are random (>= 128 bits), distinct, serve the PDF, expire on
 * the mock clock and cannot be guessed; tokens, resume ids and upload names are random and long.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, routes } from '@cv/contract';
import { createClock } from '../../src/clock.ts';
import { expectEnvelope } from './envelope.ts';
import { Harness } from './harness.ts';

describe('download links', () => {
  let h: Harness;
  beforeAll(async () => {
    // Mock time stands still here: the expiry check advances to 1 s before the link's end, and the 200 guesses
    // before it took more than that of real time on a busy machine (the link had expired; CI saw 404).
    h = await Harness.create({ clock: createClock(() => Date.UTC(2026, 10, 23, 9)) });
  });
  afterAll(() => h.close());

  async function download(cid: string): Promise<{ url: string; name: string }> {
    return h.setup('POST', routes.cvDownload.path, { cid }, h.side('A').token);
  }

  it('are random (>= 128 bits), distinct, serve the PDF, expire on the mock clock and cannot be guessed', async () => {
    const a = h.side('A');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      h.app.clock.advance(4000); // past the 3 s repeat window
      const { url, name } = await download(a.cid);
      expect(name).toMatch(/简历\.pdf$/);
      const match = /^\/files\/([0-9a-f]+)$/.exec(url);
      expect(match, url).not.toBeNull();
      ids.push(match![1]!);
    }
    for (const id of ids) expect(id.length * 4).toBeGreaterThanOrEqual(128);
    expect(new Set(ids).size).toBe(ids.length);
    // Not sequential or time-based: consecutive ids differ in about half of their bits.
    const bitsDiffering = (x: string, y: string) => {
      let n = 0;
      for (let i = 0; i < x.length; i++)
        n += ((parseInt(x[i]!, 16) ^ parseInt(y[i]!, 16)) >>> 0).toString(2).replace(/0/g, '').length;
      return n;
    };
    const mean = ids.slice(1).reduce((s, id, i) => s + bitsDiffering(id, ids[i]!), 0) / (ids.length - 1);
    expect(mean).toBeGreaterThan(ids[0]!.length * 4 * 0.35);

    const last = `/files/${ids.at(-1)!}`;
    const ok = await h.app.inject({ method: 'GET', url: last });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    for (let i = 0; i < 200; i++) {
      const guess = await h.app.inject({ method: 'GET', url: `/files/${randomBytes(20).toString('hex')}` });
      expect(guess.statusCode).toBe(404);
      expect(expectEnvelope(guess, 'guess').code).toBe(Code.NOT_FOUND);
    }
    for (const near of [ids.at(-1)!.toUpperCase(), ids.at(-1)!.slice(0, -1), `${ids.at(-1)!}0`, `${ids.at(-1)!}.pdf`]) {
      expect((await h.app.inject({ method: 'GET', url: `/files/${near}` })).statusCode).toBe(404);
    }

    h.app.clock.advance(h.app.config.downloadTtlMs - 1000);
    expect((await h.app.inject({ method: 'GET', url: last })).statusCode).toBe(200);
    h.app.clock.advance(1001);
    const expired = await h.app.inject({ method: 'GET', url: last });
    expect(expired.statusCode).toBe(404);
    expect(expectEnvelope(expired, 'expired').code).toBe(Code.NOT_FOUND);
    h.app.clock.reset();
  });

  it('tokens, resume ids and upload names are random and long', async () => {
    const a = h.side('A');
    expect(Buffer.from(a.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(a.upload).toMatch(/^[0-9a-f]{40}\./);
    // cid: random, not sequential (DESIGN 3); 96 bits.
    const cids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      cids.add(
        (
          await h.setup<{ cid: string }>(
            'POST',
            routes.cvNew.path,
            { template: h.app.fixtures.templates[0]!.id },
            a.token,
          )
        ).cid,
      );
    }
    expect(cids.size).toBe(5);
    for (const cid of cids) expect(Buffer.from(cid, 'base64url').length * 8).toBeGreaterThanOrEqual(96);
  });
});
