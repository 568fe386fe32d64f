// Prints the gzip size of what the home route loads (entry + static imports + the home route chunk), from the
// build manifest; budget (issue 37): <= 150 KB of initial JS. The normal build emits no manifest (it is not public):
//   npm run build -w @cv/web -- --manifest --outDir /tmp/cv-dist && node apps/web/scripts/home-size.mjs /tmp/cv-dist
import fs from 'node:fs';
import zlib from 'node:zlib';
const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const BUDGET_KB = 150;
const manifest = JSON.parse(fs.readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => k.endsWith('app/routes/home.tsx'));
const files = new Set();
const visit = (key) => {
  const c = manifest[key];
  if (files.has(c.file)) return;
  files.add(c.file);
  (c.css ?? []).forEach((f) => files.add(f));
  (c.imports ?? []).forEach(visit);
};
visit(entryKey);
visit(homeKey);
let total = 0;
let js = 0;
for (const f of files) {
  const gz = zlib.gzipSync(fs.readFileSync(`${dist}/${f}`), { level: 9 }).length;
  total += gz;
  if (f.endsWith('.js')) js += gz;
  console.log(f.padEnd(50), (gz / 1024).toFixed(1), 'KB');
}
console.log(`home route initial: JS ${(js / 1024).toFixed(1)} KB gzip, JS+CSS ${(total / 1024).toFixed(1)} KB gzip`);
if (js / 1024 > BUDGET_KB) {
  console.error(`over the ${BUDGET_KB} KB budget (issue 37)`);
  process.exitCode = 1;
}
