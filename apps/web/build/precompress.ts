// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the build, so the server sends
// them as they are (@fastify/static preCompressed) instead of compressing on each request or not at all.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|wasm)$/;
/** Below this the compressed copy saves less than a TCP packet: not worth a file. */
const MIN_BYTES = 512;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json is never served
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = performance.now();
      let raw = 0;
      let br = 0;
      let count = 0;
      await Promise.all(
        [...filesUnder(outDir)].map(async (file) => {
          const bytes = await fs.promises.readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const brotli = zlib.brotliCompressSync(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          });
          const gzip = zlib.gzipSync(bytes, { level: 9 });
          await Promise.all([fs.promises.writeFile(`${file}.br`, brotli), fs.promises.writeFile(`${file}.gz`, gzip)]);
          raw += bytes.length;
          br += brotli.length;
          count += 1;
        }),
      );
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      this.info(
        `precompressed ${count} files: ${kb(raw)} raw, ${kb(br)} brotli (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    },
  };
}
