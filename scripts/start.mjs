#!/usr/bin/env node
// npm start: builds the SPA when apps/web/dist is missing or older than its sources (saying beforehand how long it
// takes and how far it got while it runs), then serves everything on one port (PORT, HOST, DATA_DIR, PUBLIC_URL...
// are read by mock-server/src/config.ts). On a Node older than the supported lines it first moves to a supported
// Node fetched from the npm registry (scripts/node-version.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSupportedNode, npmCommand } from './node-version.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

await ensureSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/contract/src',
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function needsBuild() {
  if (process.env.SKIP_WEB_BUILD === '1') return false;
  if (!fs.existsSync(distIndex)) return true;
  const built = fs.statSync(distIndex).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

if (needsBuild()) {
  // A bad setting or a taken port should not wait for a half-minute build to be reported.
  const check = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'mock-server/src/server.ts'), '--check'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (check.status !== 0) process.exit(check.status ?? 1);
  const status = await buildWebApp(fs.existsSync(distIndex) ? 'its sources changed' : 'first start');
  if (status !== 0) {
    console.error('The web app build failed; the server will show a page asking to run `npm run build`.');
  }
}

/**
 * `npm run build -w @cv/web`, announced with an estimate (the last build on this machine, else the figure measured
 * on a 2-core machine) and a progress line every 15 s next to Vite's own output; the time taken is kept for next time.
 */
async function buildWebApp(reason) {
  const record = path.join(root, 'node_modules/.cache/web-build.json');
  let last = null;
  try {
    last = JSON.parse(fs.readFileSync(record, 'utf8')).seconds;
  } catch {
    /* no build recorded on this machine yet */
  }
  const estimate = last ?? 90;
  const about = estimate >= 90 ? `about ${Math.round(estimate / 30) / 2} minutes` : `about ${estimate} s`;
  console.log(
    `\n  ⏳ Building the web app (${reason}): ${about}${last ? ' (the last build here)' : ' on a 2-core machine'}; the server starts right after.\n`,
  );
  const started = Date.now();
  const npm = npmCommand();
  const child = spawn(npm.command, [...npm.prefix, 'run', 'build', '-w', '@cv/web'], { cwd: root, stdio: 'inherit' });
  const ticker = setInterval(() => {
    const elapsed = Math.round((Date.now() - started) / 1000);
    const left = estimate - elapsed;
    console.log(`  ⏳ building the web app: ${elapsed} s${left > 0 ? `, about ${left} s to go` : ', nearly done'}`);
  }, 15_000);
  const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  clearInterval(ticker);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (status === 0) {
    console.log(`  ✓ web app built in ${seconds} s\n`);
    fs.mkdirSync(path.dirname(record), { recursive: true });
    fs.writeFileSync(record, JSON.stringify({ seconds }));
  }
  return status;
}

/**
 * The server built into one plain-JavaScript file (mock-server/scripts/build-server.mjs, rebuilt when a source is
 * newer): it starts in about half the CPU time of the sources under tsx. Where it cannot be built (a read-only
 * install), the sources run through tsx as before.
 */
async function serverEntry() {
  try {
    const { ensureServerBuild } = await import('../mock-server/scripts/build-server.mjs');
    return [await ensureServerBuild()];
  } catch (error) {
    console.warn(`  ⚠ mock-server/dist/server.mjs could not be built (${error.message}); running the sources via tsx`);
    return ['--import', 'tsx', path.join(root, 'mock-server/src/server.ts')];
  }
}
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(await serverEntry())], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
