/**
 * Lighthouse benchmark (issue 13): performance of the built SPA served by the real server (`npm start`'s server,
 * precompressed assets), with Debian's Chromium and the `lighthouse` package, on `/`, `/resume-templates` and
 * `/my-resumes` (signed in: the token the SPA reads from session storage, three resumes with the sample person),
 * mobile (Lighthouse's default: Moto G Power, slow 4G, 4x CPU slowdown; simulated throttling) and desktop. Each page
 * runs --runs times (3), each in a fresh browser (cold cache); it prints every run, then the median run (the run
 * with the median score, with its own LCP/TBT) and the load average. Asserts nothing.
 * It serves a fresh build of the SPA, made in a temporary folder (WEB_DIST_DIR); --dist DIR serves a build made
 * before (npm run bench builds once for this and the SPA size stage); --no-build serves apps/web/dist as it is.
 *
 *   node --import tsx mock-server/bench/lighthouse.ts [--runs 3] [--dist DIR | --no-build] [--json out.json] [--save DIR (reports and traces)] [--profile]
 *     [--form mobile|desktop] [--pages /,/my-resumes]
 *
 * On a busy machine (load average well above the core count) Lighthouse's simulated timings grow with the
 * CPU time the page gets: compare runs made at similar load (printed).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { TOKEN_STORAGE_KEY } from '@cv/contract/constants';
import { buildSpaInTemp, ROOT, spawnServer, writeJsonResult } from './lib.ts';
import type { ApiEnvelope } from '@cv/contract';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const RUNS = Number(arg('runs', '3'));
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const ONLY_PAGES = arg('pages', '').split(',').filter(Boolean);
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/resume-templates', signedIn: false },
  { path: '/my-resumes', signedIn: true },
].filter((p) => ONLY_PAGES.length === 0 || ONLY_PAGES.includes(p.path));
const ONLY_FORM = arg('form', '');
const FORM_FACTORS = (['mobile', 'desktop'] as const).filter((f) => !ONLY_FORM || f === ONLY_FORM);

if (!fs.existsSync(CHROME)) {
  console.log(`Lighthouse benchmark skipped: no Chromium at ${CHROME} (set CHROME_PATH).`);
  process.exit(0);
}

// The SPA is built into a folder of its own (WEB_DIST_DIR): emptying the shared apps/web/dist pulled the files out
// from under an e2e run beside it. --dist serves a build the caller made (and removes), --no-build apps/web/dist.
const givenDist = arg('dist', '');
const builtDist = givenDist || process.argv.includes('--no-build') ? null : buildSpaInTemp('cv-lh-dist-');
const servedDist = givenDist ? path.resolve(givenDist) : builtDist;

type Envelope<T> = ApiEnvelope<T>;
async function call<T>(base: string, url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as Envelope<T>;
  if (env.code !== 0) throw new Error(`${url}: ${env.msg}`);
  return env.data;
}

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  transferKb: number;
}
export interface LighthouseResult {
  version: string;
  runs: number;
  chromium: string;
  loadAvg: number[];
  /** `median` is the run with the median score (of `all`); loadAvg is the machine's after that page's runs. */
  pages: { path: string; formFactor: string; median: Run; all: Run[]; loadAvg: number[] }[];
}

/** The run with the median score (the lower middle one for an even count). */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-lh-'));
const server = await spawnServer('mock-server/src/server.ts', {
  DATA_DIR: dataDir,
  ...(servedDist ? { WEB_DIST_DIR: servedDist } : {}),
});
const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
const result: LighthouseResult = {
  version: lighthouseVersion,
  runs: RUNS,
  chromium: spawnSync(CHROME, ['--version'], { encoding: 'utf8' }).stdout.trim(),
  loadAvg: [],
  pages: [],
};
try {
  const login = await call<{ token: string; user: { id: number } }>(server.base, '/__mock/login', {
    nickname: 'lighthouse',
  });
  const { templates } = await call<{ templates: { id: string }[] }>(server.base, '/api/template/list', {});
  // Three resumes with the sample person (issue 37): each card of /my-resumes shows page 1 of its own PDF.
  const sample = JSON.parse(fs.readFileSync(path.join(ROOT, 'fixtures/sample-resume.json'), 'utf8')) as {
    personal: Record<string, unknown>;
  };
  for (const t of templates.slice(0, 3)) {
    const { cid } = await call<{ cid: string }>(server.base, '/api/cv/new', { template: t.id }, login.token);
    await call(server.base, '/api/personal/save', { ...sample.personal, cid, avatar: '', avatar_url: '' }, login.token);
  }

  console.log(
    `Lighthouse ${lighthouseVersion}, ` +
      `${result.chromium}, ${RUNS} runs each (median); load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.log('form     page               run    score   FCP ms   LCP ms   TBT ms    CLS    SI ms   transfer');
  for (const formFactor of FORM_FACTORS) {
    for (const page of PAGES) {
      const runs: Run[] = [];
      let unrecorded = 0;
      for (let i = 0; i < RUNS; i++) {
        const browser = await puppeteer.launch({
          executablePath: CHROME,
          headless: true,
          args: [
            '--no-first-run',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-sync',
            // Chromium refuses to start its sandbox as root (containers, CI).
            ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
          ],
        });
        try {
          const tab = await browser.newPage();
          if (page.signedIn) {
            // Session storage belongs to the tab and survives Lighthouse's storage reset and navigations.
            await tab.goto(`${server.base}/healthz`);
            await tab.evaluate(
              `sessionStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(login.token)})`,
            );
          }
          const flags: Flags = {
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            // --profile: the saved trace also has V8's CPU samples (which functions the long tasks run); slower.
            ...(process.argv.includes('--profile')
              ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
              : {}),
          };
          const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
          const r = await lighthouse(`${server.base}${page.path}`, flags, config, tab);
          const lhr = r?.lhr;
          if (!lhr) throw new Error('no Lighthouse result');
          if (lhr.runtimeError) {
            // On a very busy machine Lighthouse sometimes fails to record the trace (NO_NAVSTART): that run is
            // measured again, at most twice per page, and said so; any other error stops the benchmark.
            if (lhr.runtimeError.code === 'NO_NAVSTART' && unrecorded < 2) {
              unrecorded += 1;
              console.log(`  (${page.path} run ${i + 1}: ${lhr.runtimeError.code}, trace not recorded; run again)`);
              i -= 1;
              continue;
            }
            throw new Error(lhr.runtimeError.message);
          }
          const save = arg('save', '');
          if (save) {
            fs.mkdirSync(save, { recursive: true });
            const name = `${formFactor}${page.path.replace(/\W+/g, '-')}-${i + 1}.json`;
            fs.writeFileSync(path.join(save, name), JSON.stringify(lhr));
            // The trace the run was scored from (open it in DevTools' Performance panel): what the LCP waited for.
            const trace = r.artifacts?.Trace;
            if (trace) fs.writeFileSync(path.join(save, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
          }
          const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          runs.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            fcpMs: num('first-contentful-paint'),
            lcpMs: num('largest-contentful-paint'),
            tbtMs: num('total-blocking-time'),
            cls: num('cumulative-layout-shift'),
            siMs: num('speed-index'),
            transferKb: num('total-byte-weight') / 1024,
          });
          if (page.signedIn && lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(page.path)) {
            console.warn(`  (signed-in page ended at ${lhr.finalDisplayedUrl})`);
          }
        } finally {
          await browser.close();
        }
      }
      // The median run (by score): its FCP/LCP/TBT/CLS/SI are those of one real run, not medians of each metric.
      const med = medianRun(runs);
      const load = os.loadavg();
      result.pages.push({ path: page.path, formFactor, median: med, all: runs, loadAvg: load });
      const row = (label: string, r: Run) =>
        `${formFactor.padEnd(8)} ${page.path.padEnd(18)} ${label.padEnd(6)} ${String(r.score).padStart(5)} ${r.fcpMs.toFixed(0).padStart(8)} ` +
        `${r.lcpMs.toFixed(0).padStart(8)} ${r.tbtMs.toFixed(0).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ` +
        `${r.siMs.toFixed(0).padStart(8)} ${r.transferKb.toFixed(0).padStart(7)} KB`;
      runs.forEach((r, i) => console.log(row(`run ${i + 1}`, r)));
      console.log(
        `${row('MEDIAN', med)}   (scores ${runs.map((r) => r.score).join(', ')}; load average ${load.map((l) => l.toFixed(1)).join(' ')})`,
      );
    }
  }
  result.loadAvg = os.loadavg();
  console.log(`Load average at the end: ${result.loadAvg.map((l) => l.toFixed(1)).join(' ')}`);
  writeJsonResult(result);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (builtDist) fs.rmSync(builtDist, { recursive: true, force: true });
}
