// Preview without flicker (issue 13), measured on desktop: the time from the last keystroke that changed the text to
// the updated preview being on screen (median of 10; target 900 ms including the 600 ms save debounce), and a
// per-frame sampler that checks every animation frame during the updates shows drawn pages (never a blank or
// missing page 1), and that the reader's scroll position is kept. Prints the figures; the only assertions are no blank frame and the
// scroll position, never a time.
import type { Page } from '@playwright/test';
import { expect, test, createSampleResume } from '../support/fixtures';

import type { ApiEnvelope as Envelope } from '@cv/contract';

const RUNS = 10;

async function resumeWithContent(page: Page): Promise<string> {
  const login = (await (
    await page.request.post('/__mock/login', { data: { nickname: '预览计时' } })
  ).json()) as Envelope<{
    token: string;
  }>;
  const token = login.data.token;
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
  return createSampleResume(page, token);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

test('keystroke to visible preview: median of 10, no blank frame, scroll position kept', async ({ page }) => {
  test.setTimeout(120_000);
  const cid = await resumeWithContent(page);
  // Instruments: last keystroke time, the time each new version is painted (two frames after the swap), and a
  // sampler looking at page 1 of the preview in every animation frame.
  await page.addInitScript(() => {
    const w = window as unknown as {
      __lastKey: number;
      __shown: { version: number; at: number }[];
      __frames: { total: number; blank: number; missing: number };
      __sampling: boolean;
      __versions: number;
    };
    w.__lastKey = 0;
    w.__shown = [];
    w.__frames = { total: 0, blank: 0, missing: 0 };
    w.__sampling = false;
    // The last key that changed the text (an input event), not the End that follows it: under load the 600 ms save
    // debounce can run out while a burst is still being typed, so the new version is shown before that End, and
    // counting from the End waited for a version that never came (CI, retries off: 120 s at the 5th burst).
    addEventListener('input', () => (w.__lastKey = performance.now()), true);
    // Every new version shown, by whichever pages element shows it (the preview may draw into a new one, e.g. after
    // a failed draw), numbered in the order shown: an observer on one element would miss the versions of the next.
    w.__versions = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        if (!(r.target instanceof HTMLElement) || r.target.dataset.testid !== 'preview-pages') continue;
        const version = ++w.__versions;
        requestAnimationFrame(() => requestAnimationFrame(() => w.__shown.push({ version, at: performance.now() })));
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-version'] });
    const sample = () => {
      if (w.__sampling) {
        w.__frames.total++;
        const canvas = document.querySelector<HTMLCanvasElement>('[data-testid=preview-pages] canvas[data-page="1"]');
        if (!canvas || !canvas.isConnected || canvas.offsetHeight === 0) w.__frames.missing++;
        else {
          // The page's top band (name, headline) must have ink in every frame.
          const h = Math.max(1, Math.floor(canvas.height * 0.15));
          const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, h).data;
          let ink = 0;
          for (let i = 0; i < data.length; i += 64) if (data[i]! < 200) ink++;
          if (ink === 0) w.__frames.blank++;
        }
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });

  await page.goto(`/edit/${cid}`);
  const preview = page.getByTestId('preview');
  await expect(preview.getByRole('img', { name: /^简历预览 第 1 页/ })).toBeVisible();
  await expect(preview).toHaveAttribute('data-loading', 'false');

  // The reader has scrolled down into the preview; updates must leave them there.
  const scroller = preview.locator('[role=region]');
  await scroller.evaluate((el) => (el.scrollTop = 300));
  await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  const scrollBefore = await scroller.evaluate((el) => el.scrollTop);

  const name = page.getByLabel('姓名', { exact: true });
  const delays: number[] = [];
  const scrolls: number[] = [];
  await page.evaluate(() => ((window as unknown as { __sampling: boolean }).__sampling = true));
  for (let run = 0; run < RUNS; run++) {
    const versionBefore = await page.evaluate(() => (window as unknown as { __versions: number }).__versions);
    await name.click();
    await name.press('End');
    // A short burst of typing, like a person: the delay counts from the last key.
    await name.pressSequentially(`${run}`, { delay: 80 });
    await name.press(run % 2 ? 'Backspace' : 'End');
    const delay = await page.waitForFunction(
      (before) => {
        const w = window as unknown as { __lastKey: number; __shown: { version: number; at: number }[] };
        const shown = w.__shown.find((s) => s.version > before && s.at > w.__lastKey);
        return shown ? shown.at - w.__lastKey : null;
      },
      versionBefore,
      // No time limit of its own: on a busy machine an update may take long; the figures say how long.
      { timeout: 0, polling: 50 },
    );
    delays.push(Math.round((await delay.jsonValue()) as number));
    scrolls.push(await scroller.evaluate((el) => el.scrollTop));
    await expect(preview).toHaveAttribute('data-loading', 'false');
    await page.waitForTimeout(300); // the person pauses before the next burst (the test's own pacing)
  }
  const frames = await page.evaluate(() => (window as unknown as { __frames: object }).__frames);
  console.log(`keystroke → visible preview (ms), ${RUNS} runs: ${delays.join(', ')}`);
  console.log(
    `median ${median(delays)} ms, min ${Math.min(...delays)} ms, max ${Math.max(...delays)} ms (target ≤ 900 ms)`,
  );
  console.log(`frames sampled during the updates: ${JSON.stringify(frames)}`);
  console.log(`preview scrollTop before ${scrollBefore}, after each update: ${scrolls.join(', ')}`);
  expect(frames).toMatchObject({ blank: 0, missing: 0 });
  expect((frames as { total: number }).total).toBeGreaterThan(100);
  for (const s of scrolls) expect(Math.abs(s - scrollBefore)).toBeLessThanOrEqual(1);
});
