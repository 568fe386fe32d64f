#!/usr/bin/env node
// npm run dev: the mock server in watch mode (restarts on changes under mock-server/src, packages/contract and
// fixtures/) and the Vite dev server with hot reload, which proxies /api, /mock, /__mock, /files, /uploads and
// /thumbnails to it. One port setting drives both: MOCK_PORT, else PORT, else 3000 (Vite's own port: VITE_PORT,
// else the first free one from 5173). If either process exits, the other is stopped with a message saying why.
// Forced codes and the mock clock are kept in the database, so a restart on a source change keeps them.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSupportedNode } from './node-version.mjs';

await ensureSupportedNode();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = new Map();
let stopping = false;

function fail(message) {
  console.error(`[dev] ✖ ${message}`);
  process.exit(1);
}

function portFrom(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`${name} must be a port from 1 to 65535, got "${raw}"`);
  return port;
}

/** Whether something already listens on the port (on any address). */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function firstFreeFrom(port) {
  for (let candidate = port; candidate < port + 50; candidate++) if (await isFree(candidate)) return candidate;
  fail(`no free port between ${port} and ${port + 49} for Vite; set VITE_PORT`);
}

const mockPortName = process.env.MOCK_PORT?.trim() ? 'MOCK_PORT' : 'PORT';
const mockPort = portFrom(mockPortName, 3000);
if (!(await isFree(mockPort))) {
  fail(
    `port ${mockPort} is in use — set ${mockPortName}=… to pick another (e.g. ${mockPortName}=${mockPort + 1} npm run dev)`,
  );
}
const vitePort = process.env.VITE_PORT?.trim() ? portFrom('VITE_PORT', 5173) : await firstFreeFrom(5173);
if (!(await isFree(vitePort))) fail(`port ${vitePort} is in use — set VITE_PORT=… to pick another`);
const mockUrl = `http://127.0.0.1:${mockPort}`;
const openUrl = `http://localhost:${vitePort}/`;

function run(name, args, options) {
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    detached: process.platform !== 'win32',
    ...options,
    env: { ...process.env, ...options.env },
  });
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    const other = [...children.keys()].join(' and ') || 'nothing else';
    console.error(`\n[dev] ✖ the ${name} exited (${signal ?? `code ${code}`}); stopping ${other}.`);
    stop(code || 1);
  });
  children.set(name, child);
}

function stop(exitCode = 0) {
  stopping = true;
  for (const child of children.values()) {
    try {
      // The whole process group: tsx watch runs the server as a grandchild.
      if (process.platform === 'win32') child.kill('SIGTERM');
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  const deadline = Date.now() + 5000;
  const timer = setInterval(() => {
    if (children.size === 0 || Date.now() > deadline) {
      clearInterval(timer);
      process.exit(exitCode);
    }
  }, 100);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

run(
  'mock server',
  [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    'watch',
    '--clear-screen=false',
    '--include',
    'fixtures/**/*',
    'mock-server/src/server.ts',
  ],
  { cwd: root, env: { PORT: String(mockPort), DEV_OPEN_URL: openUrl } },
);
run('Vite dev server', [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', String(vitePort), '--strictPort'], {
  cwd: path.join(root, 'apps/web'),
  env: { MOCK_URL: mockUrl },
});

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

// The URL to open comes last, once both answer (Vite's page and the mock through Vite's proxy).
const readyBy = Date.now() + 120_000;
for (const url of [`${mockUrl}/healthz`, openUrl, `${openUrl}healthz`]) {
  while (!stopping && Date.now() < readyBy && !(await answers(url))) {
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
if (!stopping) {
  console.log(`\n[dev] ready: Vite → mock server on ${mockUrl} (${mockPortName}=${mockPort})`);
  console.log(`[dev] ➜ open ${openUrl}\n`);
}

// tsx watch keeps running when the server crashes (it waits for a file change): say so instead of proxying 502s.
// Down for 30 s: a restart on a source change (10+ s on a busy machine) says nothing.
let misses = 0;
setInterval(async () => {
  if (stopping) return;
  const up = await answers(`${mockUrl}/healthz`);
  if (up && misses >= 10) console.log(`[dev] the mock server answers again ➜ open ${openUrl}`);
  misses = up ? 0 : misses + 1;
  if (misses === 10) {
    console.error(`[dev] ⚠ the mock server has not answered on ${mockUrl} for 30 s; it waits for a fix (save a file)`);
  }
}, 3000).unref();
