/**
 * Version history (issue 36) storage and speed, on the two-page resume of the tests: the bytes 100 snapshots take
 * (each a slightly different version, as typing makes them) and what the bounds keep of them, and the time to open
 * the 历史版本 panel (read the resume's snapshots from IndexedDB and diff each against the resume now). IndexedDB is
 * fake-indexeddb here (in memory): the figure is the panel's own work, not the browser's disk. Figures are printed,
 * never asserted.
 *
 *   npm run bench:history [-- --runs 50]
 */
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { emptyPersonal } from '@cv/contract/new-resume';
import { diffResume } from '../src/features/editor/lib/resume-diff';
import {
  addSnapshot,
  contentBytes,
  listSnapshots,
  MAX_BYTES,
  MAX_SNAPSHOTS,
  TYPING_GAP_MS,
  type ResumeContent,
} from '../src/features/editor/lib/version-history';
import type { EditorModule } from '../src/features/editor/lib/editor-module';
import { twoPageResume } from '../test/writing-help/resumes';

const argRuns = process.argv.indexOf('--runs');
const RUNS = Math.max(5, argRuns > 0 ? Number(process.argv[argRuns + 1]) || 50 : 50);

const doc = twoPageResume();
const base: ResumeContent = {
  personal: { ...emptyPersonal('bench'), ...doc.personal! },
  template: 'classic-2f5496',
  modules: doc.modules.map(
    (m, i): EditorModule =>
      ({ ...m, sort: i + 1, custom: 0, entries: m.entries.map((e) => ({ ...e })) }) as EditorModule,
  ),
};
/** Version n: one description line changed, as an edit makes it. */
function version(n: number): ResumeContent {
  const v = structuredClone(base);
  const work = v.modules.find((m) => m.style === 'work')!;
  work.entries[0]!.desc = `${work.entries[0]!.desc}\n第 ${n} 次修改：补充了量化结果。`;
  return v;
}

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const one = contentBytes(base);
  let unbounded = 0;
  const t0 = 1_700_000_000_000;
  const addTimes: number[] = [];
  for (let n = 0; n < 100; n += 1) {
    const v = version(n);
    unbounded += contentBytes(v);
    const start = performance.now();
    await addSnapshot(1, 'bench', v, 'typing', { at: t0 + n * TYPING_GAP_MS });
    addTimes.push(performance.now() - start);
  }
  const kept = await listSnapshots(1, 'bench');
  const keptBytes = kept.reduce((n, s) => n + s.bytes, 0);
  console.log(
    `history storage: one snapshot of the 2-page resume ${(one / 1000).toFixed(1)} KB; 100 snapshots ` +
      `${(unbounded / 1000).toFixed(1)} KB unbounded; kept ${kept.length} (bounds: ${MAX_SNAPSHOTS} snapshots, ` +
      `${MAX_BYTES / 1000} KB) = ${(keptBytes / 1000).toFixed(1)} KB; add a snapshot median ${median(addTimes).toFixed(2)} ms`,
  );

  const now = version(1000);
  const openTimes: number[] = [];
  let lines = 0;
  for (let r = 0; r < RUNS; r += 1) {
    const start = performance.now();
    const snapshots = await listSnapshots(1, 'bench');
    lines = snapshots.reduce((n, s) => n + diffResume(s, now).length, 0);
    openTimes.push(performance.now() - start);
  }
  console.log(
    `history panel open (read ${kept.length} snapshots + diff each against the resume now, ${lines} diff lines): ` +
      `median ${median(openTimes).toFixed(2)} ms, max ${Math.max(...openTimes).toFixed(2)} ms over ${RUNS} runs`,
  );
}

void main();
