/**
 * Contract coverage from the command line: coverage of the /api contract (operations, codes, properties) by the
 * captures and by the last contract run (`npm run coverage`), and the line each source is printed as.
 */
import {
  conformanceIndex,
  coverageOf,
  universeOf,
  exerciseOfCapture,
  type CoverageFigures,
} from '../src/observed/coverage.ts';
import { openObserved } from './observed-store.ts';
import { servedDocument } from './served-document.ts';

export const line = (label: string, c: CoverageFigures) =>
  `  ${label.padEnd(22)} operations ${c.operations.covered}/${c.operations.total} (${c.operations.pct}%), ` +
  `codes ${c.codes.covered}/${c.codes.total} (${c.codes.pct}%), properties ${c.properties.covered}/${c.properties.total} (${c.properties.pct}%)`;

export async function coverageCommand(): Promise<number> {
  const store = openObserved();
  const universe = universeOf(await servedDocument());
  const captured = Array.from(store.captures.all(), exerciseOfCapture);
  const last = store.runs.last('contract');
  const index = conformanceIndex(universe);
  console.log(`coverage of the /api contract (${universe.operations.size} operations) in ${store.config.dataDir}:`);
  console.log(line(`captures (${captured.length})`, coverageOf(universe, captured)));
  console.log(
    last
      ? line(`last contract run`, coverageOf(universe, last.exercised)) + ` — ${new Date(last.at).toISOString()}`
      : '  last contract run      none (npm run contract records one)',
  );
  console.log(
    `  conformance index      ${index.covered}/${index.total} operation x code pairs have an example (${index.pct}%)`,
  );
  console.log('  the journal (in memory): GET /__mock/coverage on a running server');
  return 0;
}
