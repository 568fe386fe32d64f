/**
 * The server as `npm start` runs it: mock-server/src/server.ts and @cv/contract bundled by esbuild into one file,
 * mock-server/dist/server-bundle.mjs (git-ignored), imported by dist/server.mjs; rebuilt when a source is newer.
 * Starting from it takes no TypeScript loader: under `node --import tsx` every module of the process (node_modules too) went through tsx's resolve and
 * load hooks, about half of the start's CPU time (docs/benchmarks-history.md). Packages stay external, loaded by Node.
 *
 * Each file keeps its own `import.meta.url` / `dirname` / `filename` (its source path), so paths built from them
 * (the PDF worker, fonts, fixtures, reports) are the same as from the sources; a source map (enabled at run time)
 * keeps stack traces, and so the explain route's thrower rule (lib/reply-cause.ts), on the .ts files and lines.
 *
 *   node mock-server/scripts/build-server.mjs      (scripts/start.mjs and the benchmarks call ensureServerBuild())
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'mock-server/dist');
/** The entry: turns on the compile cache and source maps, then imports the bundle. */
export const SERVER_BUNDLE = path.join(DIST, 'server.mjs');
const BUNDLE = path.join(DIST, 'server-bundle.mjs');

/**
 * V8's compiled code of every module (the bundle and node_modules) is kept in dist/.compile-cache between starts
 * (module.enableCompileCache, Node >= 22.1); static imports are compiled before a module's first line runs, hence
 * an entry of its own that imports the bundle after enabling it.
 */
const ENTRY = `// Built by mock-server/scripts/build-server.mjs: the server for \`npm start\`.
import module from 'node:module';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
module.enableCompileCache?.(fileURLToPath(new URL('./.compile-cache', import.meta.url)));
process.setSourceMapsEnabled(true);
await import('./server-bundle.mjs');
`;
const SOURCES = [
  'mock-server/src',
  'packages/contract/src',
  'packages/contract/package.json',
  'mock-server/scripts/build-server.mjs',
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Whether dist/server.mjs is missing or older than a source. */
export function serverBuildStale() {
  if (!fs.existsSync(SERVER_BUNDLE)) return true;
  const built = fs.statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > built);
}

/** Bare imports other than the workspace's own (@cv/...) stay imports of node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cv/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** import.meta.url, .dirname and .filename of each file as in its source (they are per file, not per bundle). */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: /\.m?ts$/.test(args.path) ? 'ts' : 'js' };
    });
  },
};

/** Builds dist/server.mjs (and its source map). */
export async function buildServer() {
  const esbuild = await import('esbuild');
  await fs.promises.rm(path.join(DIST, 'chunks'), { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [path.join(ROOT, 'mock-server/src/server.ts')],
    outdir: DIST,
    entryNames: path.basename(BUNDLE, '.mjs'),
    outExtension: { '.js': '.mjs' },
    // What a module imports dynamically (the MCP server, qrcode) is a chunk of its own, loaded at first use.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [externalPackages, ownImportMeta],
  });
  // Written last: its time is the build's (serverBuildStale compares the sources with it).
  await fs.promises.writeFile(SERVER_BUNDLE, ENTRY);
}

/** Builds dist/server.mjs when it is missing or stale; answers its path. */
export async function ensureServerBuild() {
  if (serverBuildStale()) await buildServer();
  return SERVER_BUNDLE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`built ${path.relative(ROOT, SERVER_BUNDLE)}`);
}
