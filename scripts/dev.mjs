#!/usr/bin/env node
// npm run dev: the mock server in watch mode (port 3000 unless PORT) and the Vite dev server with HMR,
// which proxies /api, /mock, /__mock, /files, /uploads and /thumbnails to it. Stopping one stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertSupportedNode } from './node-version.mjs';

assertSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [];
let stopping = false;

function run(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: process.platform !== 'win32',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.log(`[dev] ${name} exited (${signal ?? code}); stopping the other process`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(exitCode = 0) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      // Kill the whole process group: tsx watch and npm both spawn grandchildren.
      if (process.platform === 'win32') child.kill('SIGTERM');
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(exitCode), 500).unref();
}

run(
  'mock server',
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'mock-server/src/server.ts'],
  {
    PORT: process.env.PORT ?? '3000',
  },
);
run('vite', npm, ['run', 'dev', '-w', '@cv/web']);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
process.on('exit', () => {
  if (!stopping) stop(0);
});
