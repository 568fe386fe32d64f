/**
 * 简历诊断 and 岗位匹配 timing (issue 25: under 50 ms for a 2-page resume): the first call in a fresh process (it
 * builds the Chinese word segmenter and compiles the rules) and the median and p95 of warm calls, on the two-page
 * resume of the tests. Figures are printed, never asserted.
 *
 *   npm run bench:writing-help [-- --runs 200]
 */
import { performance } from 'node:perf_hooks';
import { diagnose } from '../src/lib/writing-help/diagnosis/diagnose';
import { matchJob } from '../src/lib/writing-help/job-match/match';
import { ENGLISH_FRONTEND_JD, FRONTEND_JD } from '../test/writing-help/job-descriptions';
import { twoPageResume } from '../test/writing-help/resumes';

const argRuns = process.argv.indexOf('--runs');
const RUNS = Math.max(20, argRuns > 0 ? Number(process.argv[argRuns + 1]) || 200 : 200);
const BUDGET_MS = 50;

const doc = twoPageResume();
const chars = doc.modules.reduce((n, m) => n + m.entries.reduce((k, e) => k + Object.values(e).join('').length, 0), 0);

function time(label: string, fn: () => unknown) {
  const t0 = performance.now();
  fn();
  const cold = performance.now() - t0;
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  const p95 = samples[Math.floor(samples.length * 0.95)]!;
  const verdict = cold < BUDGET_MS && p95 < BUDGET_MS ? 'within budget' : 'OVER BUDGET';
  console.log(
    `${label.padEnd(10)}: first ${cold.toFixed(2)} ms, warm median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms ` +
      `over ${RUNS} runs (budget < ${BUDGET_MS} ms: ${verdict})`,
  );
}

const result = diagnose(doc);
console.log(
  `resume    : ${chars} characters, ${doc.modules.length} modules, estimated ${result.pages} pages; score ${result.score}, ` +
    `${result.findings.length} findings`,
);
time('简历诊断', () => diagnose(doc));
time('岗位匹配', () => matchJob(doc, FRONTEND_JD));
time('岗位匹配（英文职位描述）', () => matchJob(doc, ENGLISH_FRONTEND_JD));
