/**
 * One PDF worker thread of pdf/pool.ts (a Piscina task file): each task is one render.
 *
 * Plain JavaScript, so every way the server runs loads it the same way: `node --import tsx` (npm start, the start-up
 * smoke of .ci/run, the benchmarks), whose workers inherit the loader, and Vitest, whose workers have none. tsx's
 * tsImport loads the TypeScript engine for this thread only.
 */
import { tsImport } from 'tsx/esm/api';

const engine = await tsImport('./index.ts', import.meta.url);
// Noto Sans SC is read and parsed once per thread, when it starts; the serif and the English editions' Latin families
// and hyphenation patterns on their first use; nothing per render.
const renderer = engine.createPdfRenderer();

/** Renders one resume; the bytes reach the server as a Uint8Array (pool.ts). */
export default function render({ doc, options }) {
  return renderer.render(doc, options);
}
