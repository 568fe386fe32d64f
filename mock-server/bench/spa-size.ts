/**
 * SPA size benchmark (DESIGN 10): builds the web app into a temporary folder with a Vite manifest
 * (`npm run build -w @cv/web -- --outDir DIR --manifest`, so the shared apps/web/dist is left alone) and reports
 * gzip sizes (zlib level 9):
 * - home route initial load: index.html's entry script, its static imports (closure), its modulepreloads and
 *   stylesheets, plus the home route's lazy chunk and its static imports (the router loads it at once on /);
 * - every other lazy chunk: what navigating to it adds on top of the initial load (its own chunk and static
 *   imports not yet loaded, with their CSS).
 * Budget: home initial JS <= 150 KB gzip (issue 37; it was 220 when antd was at the root). Prints figures; asserts nothing.
 *
 *   node --import tsx mock-server/bench/spa-size.ts [--dist apps/web/dist-with-manifest] [--keep] [--json out.json]
 *
 * --keep leaves the build it made in place and names it in the JSON (`dist`): npm run bench serves it to the Lighthouse
 * stage instead of building the SPA a second time, and removes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildSpaInTemp, ROOT, writeJsonResult } from './lib.ts';

const BUDGET_HOME_KB = 150;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const argDist = process.argv.indexOf('--dist');
let dist = argDist > 0 ? path.resolve(process.argv[argDist + 1] ?? '') : '';
let built = false;
if (!dist) {
  const started = performance.now();
  dist = buildSpaInTemp('cv-spa-size-', ['--manifest']);
  built = true;
  console.log(`Built the SPA in ${((performance.now() - started) / 1000).toFixed(1)} s into ${dist}`);
}

const manifestFile = [path.join(dist, '.vite/manifest.json'), path.join(dist, 'manifest.json')].find((f) =>
  fs.existsSync(f),
);
if (!manifestFile) throw new Error(`no Vite manifest in ${dist} (build with --manifest)`);
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  let s = gzipCache.get(file);
  if (!s) {
    const bytes = fs.readFileSync(path.join(dist, file));
    s = { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(file, s);
  }
  return s;
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A chunk and everything it imports statically: JS files and CSS files. */
function closure(key: string, js = new Set<string>(), css = new Set<string>()): { js: Set<string>; css: Set<string> } {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const imp of chunk.imports ?? []) closure(imp, js, css);
  return { js, css };
}

// What index.html loads: entry script(s), modulepreloads, stylesheets.
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const htmlJs = new Set<string>();
const htmlCss = new Set<string>();
for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
  const src = attr(tag, 'src') ?? attr(tag, 'href');
  if (!src || /^https?:/.test(src)) continue;
  const file = src.replace(/^\//, '');
  if (tag.startsWith('<script') && /type="module"/.test(tag)) htmlJs.add(file);
  else if (/rel="modulepreload"/.test(tag)) htmlJs.add(file);
  else if (/rel="stylesheet"/.test(tag)) htmlCss.add(file);
}
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('no entry in the manifest');
const initial = closure(entryKey);
for (const f of htmlJs) initial.js.add(f);
for (const f of htmlCss) initial.css.add(f);

// The route chunks: dynamic entries whose source is under the router's routes folder.
const dynamic = Object.entries(manifest).filter(([, c]) => c.isDynamicEntry);
const routeName = (src: string | undefined) => /\/routes\/([^/.]+)\.[tj]sx?$/.exec(src ?? '')?.[1] ?? null;
const homeEntry = dynamic.find(([, c]) => routeName(c.src) === 'home');
const home = { js: new Set(initial.js), css: new Set(initial.css) };
if (homeEntry) closure(homeEntry[0], home.js, home.css);

const sum = (files: Iterable<string>) =>
  [...files].reduce((acc, f) => ({ raw: acc.raw + sizeOf(f).raw, gzip: acc.gzip + sizeOf(f).gzip }), {
    raw: 0,
    gzip: 0,
  });
const homeJs = sum(home.js);
const homeCss = sum(home.css);

console.log(`\nSPA sizes (gzip -9), from ${path.relative(ROOT, dist) || dist}:`);
console.log(
  `  home route initial load: JS ${kb(homeJs.gzip)} gzip (${kb(homeJs.raw)} raw) in ${home.js.size} files, CSS ${kb(homeCss.gzip)} gzip`,
);
for (const f of [...home.js].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
  console.log(`    ${f.padEnd(48)} ${kb(sizeOf(f).gzip).padStart(10)}`);
}
console.log(
  `  budget: home initial JS <= ${BUDGET_HOME_KB} KB gzip: ${homeJs.gzip / 1024 <= BUDGET_HOME_KB ? 'within budget' : 'OVER BUDGET'}`,
);

const routes: { chunk: string; route: string | null; src: string; js: number; css: number; files: string[] }[] = [];
console.log('  lazy chunks, added on navigation (own chunk + static imports not in the home load):');
for (const [key, chunk] of dynamic.sort(([, a], [, b]) => (a.src ?? '').localeCompare(b.src ?? ''))) {
  const c = closure(key);
  const files = [...c.js].filter((f) => !home.js.has(f));
  const css = [...c.css].filter((f) => !home.css.has(f));
  const js = sum(files).gzip;
  const cssGz = sum(css).gzip;
  const route = routeName(chunk.src);
  routes.push({ chunk: chunk.file, route, src: chunk.src ?? key, js, css: cssGz, files });
  console.log(
    `    ${(route ? `route ${route}` : (chunk.src ?? key)).padEnd(48)} JS ${kb(js).padStart(10)}  CSS ${kb(cssGz).padStart(9)}  (${files.length} files)`,
  );
}

const keep = built && process.argv.includes('--keep');
writeJsonResult({
  home: { jsGzip: homeJs.gzip, jsRaw: homeJs.raw, cssGzip: homeCss.gzip, files: [...home.js] },
  budgetKb: BUDGET_HOME_KB,
  lazy: routes,
  ...(keep ? { dist } : {}),
});
if (built && !keep) fs.rmSync(dist, { recursive: true, force: true });
