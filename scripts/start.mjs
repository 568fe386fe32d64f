#!/usr/bin/env node
// npm start: builds the SPA when apps/web/dist is missing or older than its sources, then serves everything
// on one port (PORT, HOST, DATA_DIR, PUBLIC_URL... are read by mock-server/src/config.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertSupportedNode } from './node-version.mjs';

assertSupportedNode();

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
  console.log('Building the web app (apps/web/dist is missing or older than its sources)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@cv/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app build failed; the server will show a page asking to run `npm run build`.');
  }
}

// --max-semi-space-size: every request allocates short-lived objects (parsed bodies, envelopes); a 32 MB young
// generation makes scavenges rarer and cheaper. Measured by `npm run bench`: garbage collection went from about
// 13 µs to 3 µs of CPU per module/save (docs/benchmarks.md). mock-server/bench/lib.ts runs servers the same way.
const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'mock-server/src/server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
