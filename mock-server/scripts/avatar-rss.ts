/**
 * Memory of previews with the largest avatar the upload accepts: a 4096x4096 8-bit PNG under 2 MB.
 * Prints peak RSS (process.resourceUsage().maxRSS) before and after 10 parallel previews, and the time.
 *
 *   npx tsx mock-server/scripts/avatar-rss.ts [engine-index-module]
 *
 * The PNG is written by a child process, so its 64 MB of pixels do not count in this one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AVATAR_MAX_BYTES } from '@cv/contract';
import { avatarHeaderProblem } from '../src/lib/image-header.ts';
import type { PdfRenderer } from '../src/pdf/index.ts';
import { fixture } from './pdf-fixtures.ts';

const require = createRequire(import.meta.url);
const { PNG } = require('pngjs') as {
  PNG: { sync: { write(img: { width: number; height: number; data: Buffer }): Buffer } };
};

const mb = (kb: number): string => `${(kb / 1024).toFixed(0)} MB`;

/** Writes a 4096x4096 smooth gradient PNG (it compresses well under the 2 MB upload limit). */
function makePng(file: string): void {
  const side = 4096;
  const data = Buffer.alloc(side * side * 4);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const i = (y * side + x) * 4;
      data[i] = x >> 4;
      data[i + 1] = y >> 4;
      data[i + 2] = (x + y) >> 5;
      data[i + 3] = 255;
    }
  }
  writeFileSync(file, PNG.sync.write({ width: side, height: side, data }));
}

if (process.argv[2] === '--make') {
  makePng(process.argv[3] ?? 'largest.png');
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'avatar-rss-'));
try {
  const file = join(dir, 'largest.png');
  execFileSync(process.execPath, [...process.execArgv, import.meta.filename, '--make', file], { stdio: 'inherit' });
  const size = statSync(file).size;
  const accepted = size <= AVATAR_MAX_BYTES && !avatarHeaderProblem(readFileSync(file));
  console.log(`avatar: 4096x4096 8-bit PNG, ${(size / 1024).toFixed(0)} KB, accepted at upload: ${accepted}`);

  const engine = process.argv[2] ? resolve(process.argv[2]) : '../src/pdf/index.ts';
  const { createPdfRenderer } = (await import(engine)) as { createPdfRenderer(): PdfRenderer };
  const renderer = createPdfRenderer();
  const base = fixture('medium-ai-resume');
  await renderer.render(base, { layout: 'classic', color: '#2f5496' }); // fonts loaded
  const before = process.resourceUsage().maxRSS;
  const rssBefore = process.memoryUsage().rss;
  const t = performance.now();
  const docs = Array.from({ length: 10 }, (_, i) => ({ ...base, avatarPath: file, updatedAt: 1_700_000_000_000 + i }));
  const layouts = ['classic', 'sidebar', 'band', 'timeline', 'compact'] as const;
  const out = await Promise.all(
    docs.map((d, i) => renderer.render(d, { layout: layouts[i % layouts.length] ?? 'classic', color: '#2f5496' })),
  );
  const ms = performance.now() - t;
  const after = process.resourceUsage().maxRSS;
  console.log(
    `10 parallel previews: ${ms.toFixed(0)} ms, PDFs ${out.map((b) => `${(b.length / 1024).toFixed(0)}K`).join(' ')}`,
  );
  console.log(
    `RSS: ${(rssBefore / 1048576).toFixed(0)} MB before, peak ${mb(after)} during (peak before the previews ${mb(before)}), ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB after`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
