/**
 * Attack: an avatar larger than the limit, sent over a real connection so the file arrives in several chunks.
 * The multipart parser stops at the limit and flags the part `truncated`; before the fix the route stored the
 * first 2 MB as if it were the whole image (code 0, a half picture in the PDF). Now: HTTP 413, code 413, nothing
 * stored, whatever chunk the limit falls in.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, Code, routes } from '@cv/contract';
import { TINY_PNG } from '../reliability/multipart.ts';
import { listen, rawRequest, tokenFor, type Listening } from './net.ts';

const BOUNDARY = 'securityBoundary0123456789';

/** The upload as raw pieces: the request head and file up to `splitAt` bytes, then the rest of the file. */
function pieces(token: string, file: Buffer, splitAt: number): Buffer[] {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length = head.length + file.length + tail.length;
  const requestHead = Buffer.from(
    `POST ${routes.avatarUpload.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nToken: ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
  );
  return [Buffer.concat([requestHead, head, file.subarray(0, splitAt)]), Buffer.concat([file.subarray(splitAt), tail])];
}

const png = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length, 7)]);

describe('oversized avatar over a real connection', () => {
  let s: Listening;
  let token: string;
  beforeAll(async () => {
    s = await listen();
    token = await tokenFor(s.app);
  });
  afterAll(() => s.close());

  const uploadRows = () =>
    (s.app.db.prepare('SELECT COUNT(*) AS n FROM uploads WHERE user_id IS NOT NULL').get() as { n: number }).n;
  const stored = () => fs.readdirSync(s.app.storage.uploadsDir).length;

  const CASES = [
    {
      title: 'one byte over, the limit falling exactly between two chunks',
      size: AVATAR_MAX_BYTES + 1,
      split: AVATAR_MAX_BYTES,
    },
    { title: 'one byte over, in one chunk', size: AVATAR_MAX_BYTES + 1, split: AVATAR_MAX_BYTES + 1 },
    { title: '3.5 MB, split after 1 MB', size: 3.5 * 1024 * 1024, split: 1024 * 1024 },
    { title: '10 MB, split at the limit', size: 10 * 1024 * 1024, split: AVATAR_MAX_BYTES },
  ];
  for (const c of CASES) {
    it(`refuses ${c.title} with 413 and stores nothing`, async () => {
      const rowsBefore = uploadRows();
      const filesBefore = stored();
      const reply = await rawRequest(s.port, pieces(token, png(c.size), c.split), { gapMs: 80 });
      expect(reply.reset).toBe(false);
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body)).toMatchObject({ code: Code.PAYLOAD_TOO_LARGE, data: null });
      expect(uploadRows()).toBe(rowsBefore);
      expect(stored()).toBe(filesBefore);
    });
  }

  it('still accepts an avatar of exactly the limit', async () => {
    const reply = await rawRequest(s.port, pieces(token, png(AVATAR_MAX_BYTES), AVATAR_MAX_BYTES - 10), { gapMs: 80 });
    expect(reply.status).toBe(200);
    const env = JSON.parse(reply.body) as { code: number; data: { avatar: string } };
    expect(env.code).toBe(Code.OK);
    expect(fs.statSync(`${s.app.storage.uploadsDir}/${env.data.avatar}`).size).toBe(AVATAR_MAX_BYTES);
  });
});
