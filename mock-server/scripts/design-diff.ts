/**
 * Reads the design descriptions and prints, for every pair of designs, how many of the six structural parts
 * (grid, header, heading, entry, skills, photo) differ; then the minimum, which must be at least 2, and how
 * often each count occurs. Exits 1 when two designs differ in fewer than two parts.
 *
 *   npm run designs:diff [-- --all]     (--all prints every pair, else only the closest ones)
 */
import { LAYOUTS } from '@cv/contract';
import { DESIGNS, type Design } from '@cv/contract/designs';

/** The structural parts of a design, each as the variant it uses (a sidebar's side is part of its grid). */
const PARTS: Record<string, (d: Design) => string> = {
  grid: (d) => (d.grid.kind === 'sidebar' ? `sidebar-${d.grid.side}` : d.grid.kind),
  header: (d) => d.header.kind,
  heading: (d) => d.heading.kind,
  entry: (d) => d.entry.kind,
  skills: (d) => d.skills.kind,
  photo: (d) => d.photo.kind,
};

function differingParts(a: Design, b: Design): string[] {
  return Object.entries(PARTS)
    .filter(([, part]) => part(a) !== part(b))
    .map(([name]) => name);
}

function main(): void {
  const all = process.argv.includes('--all');
  const pairs: { a: string; b: string; parts: string[] }[] = [];
  for (let i = 0; i < LAYOUTS.length; i++)
    for (let j = i + 1; j < LAYOUTS.length; j++) {
      const a = LAYOUTS[i] as (typeof LAYOUTS)[number];
      const b = LAYOUTS[j] as (typeof LAYOUTS)[number];
      pairs.push({ a, b, parts: differingParts(DESIGNS[a], DESIGNS[b]) });
    }
  const min = Math.min(...pairs.map((p) => p.parts.length));
  const counts = new Map<number, number>();
  for (const p of pairs) counts.set(p.parts.length, (counts.get(p.parts.length) ?? 0) + 1);
  console.log(`${LAYOUTS.length} designs, ${pairs.length} pairs; parts: ${Object.keys(PARTS).join(', ')}`);
  for (const p of pairs.filter((x) => all || x.parts.length <= min + 0)) {
    console.log(`  ${p.a.padEnd(16)} ${p.b.padEnd(16)} ${p.parts.length}  (${p.parts.join(', ')})`);
  }
  const hist = [...counts.entries()].sort((x, y) => x[0] - y[0]).map(([k, n]) => `${k} parts: ${n} pairs`);
  console.log(`differing parts per pair: ${hist.join('; ')}`);
  console.log(`minimum: ${min} (required: at least 2)`);
  if (min < 2) process.exitCode = 1;
}

main();
