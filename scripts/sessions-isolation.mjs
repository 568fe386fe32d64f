#!/usr/bin/env node
// npm run test:isolation [-- --no-sessions]: issue 34's acceptance. One mock server; at the same moment two
// Playwright workers (e2e/specs/sessions-isolation.spec.ts) and a supertest actor (vitest,
// mock-server/test/isolation) each reset, force codes, create resumes and move the clock round after round in a
// session of their own, and count what they saw that they did not do. --no-sessions: the same run with no session
// names (everyone on the default session), which must fail.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const withSessions = !process.argv.includes('--no-sessions');
const rounds = 20;

const port = await new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-isolation-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SKIP_WEB_BUILD: '1',
  },
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${baseUrl}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 300 || server.exitCode !== null) throw new Error('isolation: the mock server did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

// Both runners start their actors at this moment, so all three overlap whatever each one's start-up takes.
const env = {
  ...process.env,
  E2E_BASE_URL: baseUrl,
  ISOLATION_BASE_URL: baseUrl,
  ISOLATION_ROUNDS: String(rounds),
  ISOLATION_START_AT: String(Date.now() + 20_000),
  FORCE_COLOR: '0',
  NO_COLOR: '1',
  ...(withSessions ? {} : { ISOLATION_SESSIONS: 'off' }),
};
const npx = (name, args) =>
  new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => resolve({ name, code, out }));
  });
console.log(
  `one server at ${baseUrl}; ${withSessions ? 'each client in its own session' : 'NO sessions: every client on the default session'}; ${rounds} rounds each`,
);
const results = await Promise.all([
  npx('playwright (2 workers)', [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    'e2e/specs/sessions-isolation.spec.ts',
    '--workers',
    '2',
  ]),
  npx('vitest (supertest)', ['vitest', 'run', '--project', 'server', 'mock-server/test/isolation']),
]);
for (const { name, code, out } of results) {
  const lines = out.split('\n').filter((line) => /interference|round \d+:|passed|failed|✓|✘|×/.test(line));
  console.log(`\n== ${name}: exit ${code}`);
  for (const line of lines.slice(0, 30)) console.log(line);
}
const failed = results.filter((r) => r.code !== 0).length;
console.log(`\n${failed === 0 ? 'no interference' : `${failed} runner(s) saw interference`}`);
stop();
process.exit(failed === 0 ? 0 : 1);
