/**
 * Attack: one user fires 20 heavy previews at once. pdfkit draws synchronously, so while renders ran on the server's
 * event loop an unrelated cheap request (cv/counter) waited behind them (up to 13 s). Renders now run in worker
 * threads (pdf/pool.ts): the cheap request is answered while the 20 are still rendering, before the first of them.
 * An ordering check; the latencies are measured by `npm run bench:fairness`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Code, routes } from '@cv/contract';
import { heavyWorkEntry as entry } from '../../scripts/pdf-fixtures.ts';
import { buildTestApp, loginWithResume, post, type TestApp } from '../helper.ts';

describe('PDF renders and cheap requests', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("answers cv/counter while one user's 20 heavy previews are still rendering", async () => {
    const app = (t = await buildTestApp()).app;
    const { token, cid } = await loginWithResume(app);
    // Three long work modules beside the default education one: a preview of several pages.
    for (let m = 0; m < 3; m++) {
      const content = JSON.stringify(Array.from({ length: 30 }, (_, i) => entry(i)));
      const body = { cid, name: `工作经历${m}`, alias: '', content, style: 'work', sort: m + 1, custom: 0 };
      expect((await post(app, routes.moduleSave.path, body, token)).body.code).toBe(Code.OK);
    }
    const preview = { cid, template: 'classic-2f5496' };
    // The pool's threads start (and load their fonts) at the first render.
    expect((await post(app, routes.cvPreview.path, preview, token)).body.code).toBe(Code.OK);

    let settled = 0;
    const previews = Array.from({ length: 20 }, () =>
      post<{ pdf_base64: string }>(app, routes.cvPreview.path, preview, token).finally(() => settled++),
    );
    const counter = await post<number>(app, routes.cvCounter.path, {});
    const settledWhenCounterAnswered = settled;

    expect(counter.body.code).toBe(Code.OK);
    expect(settledWhenCounterAnswered).toBe(0);
    const answers = await Promise.all(previews);
    expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill(Code.OK));
    // Every render of the same resume gives the same bytes, whichever thread drew it.
    expect(new Set(answers.map((a) => a.body.data.pdf_base64)).size).toBe(1);
  });
});
