/**
 * Attack: delete a resume while its download is rendering. The download's link row references the resume, so
 * before the fix the insert failed its foreign key and the download answered HTTP 500 (DESIGN: 500 never happens).
 * Now the download answers code 6 (nothing to download), the reserved download is given back exactly once, and no
 * file or link is left behind.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { createPdfRenderer } from '../../src/pdf/index.ts';
import type { PdfRenderer } from '../../src/pdf/types.ts';
import { buildTestApp, loginWithResume, post, type TestApp } from '../helper.ts';
import { listen, type Listening } from './net.ts';

const downloadsLeft = (t: TestApp, userId: number) =>
  (t.app.db.prepare('SELECT downloads_left AS n FROM users WHERE id = ?').get(userId) as { n: number }).n;
const linkRows = (t: TestApp) => (t.app.db.prepare('SELECT COUNT(*) AS n FROM downloads').get() as { n: number }).n;

describe('deleting a resume while its download renders', () => {
  let t: TestApp | Listening | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 6 and refunds the download once when the delete lands mid-render', async () => {
    let started!: () => void;
    const renderStarted = new Promise<void>((r) => (started = r));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const real = createPdfRenderer();
    const gated: PdfRenderer = {
      async render(doc, options) {
        started();
        await gate;
        return real.render(doc, options);
      },
    };
    const app = (t = await buildTestApp({ pdfRenderer: gated }));
    const { token, userId, cid } = await loginWithResume(app.app);
    const before = downloadsLeft(app, userId);

    const download = post(app.app, '/api/cv/download', { cid }, token);
    await renderStarted;
    expect(downloadsLeft(app, userId)).toBe(before - 1); // reserved while rendering
    const deleted = await post(app.app, '/api/cv/delete', { cid }, token);
    expect(deleted.body.code).toBe(Code.OK);
    release();

    const answer = await download;
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(Code.NOTHING_TO_DOWNLOAD);
    expect(downloadsLeft(app, userId)).toBe(before);
    expect(linkRows(app)).toBe(0);
    expect(fs.readdirSync(app.app.storage.filesDir)).toEqual([]);
  });

  it('never answers 500 when downloads and deletes race over real connections', async () => {
    const s = (t = await listen());
    const base = `http://127.0.0.1:${s.port}`;
    const call = async (url: string, body: unknown, token: string) => {
      const res = await fetch(base + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(body),
      });
      return { status: res.status, code: ((await res.json()) as { code: number }).code };
    };
    for (let round = 0; round < 5; round++) {
      const { token, userId, cid } = await loginWithResume(s.app);
      const before = downloadsLeft(s, userId);
      const [download, deleted] = await Promise.all([
        call('/api/cv/download', { cid }, token),
        new Promise((r) => setImmediate(r)).then(() => call('/api/cv/delete', { cid }, token)),
      ]);
      expect(deleted).toEqual({ status: 200, code: Code.OK });
      expect(download.status).toBe(200);
      expect([Code.OK, Code.NOTHING_TO_DOWNLOAD]).toContain(download.code);
      // Charged exactly when a link was handed out; a refused download costs nothing.
      expect(downloadsLeft(s, userId)).toBe(download.code === Code.OK ? before - 1 : before);
    }
  });
});
