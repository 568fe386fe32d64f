/**
 * `npm run test:consumer`: what another team does with the mock. Packs mock-server (with the contract and fixtures
 * bundled), makes a project in a temporary folder outside the repository from examples/consumer, installs the tarball
 * plus vitest, supertest, msw, playwright-core and typescript from the registry, runs its Vitest suite (supertest, MSW
 * and Playwright with no server process), type-checks types.ts against the package's declarations, then its bench (createMock cold and warm, a request in-process against HTTP).
 * Last, the tarball's bin: `cv-mock` in that folder on a free port serves /api and /__mock, keeps its data in
 * ./.data and exits 0 on SIGTERM. Needs the registry (not part of npm test); CHROMIUM_PATH names the browser
 * (default /usr/bin/chromium).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-consumer-'));
const project = path.join(work, 'project');
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

try {
  run(npm, ['pack', '-w', 'mock-server', '--pack-destination', work, '--silent'], root);
  const tarball = fs.readdirSync(work).find((name) => name.endsWith('.tgz'));
  fs.cpSync(path.join(root, 'examples/consumer'), project, {
    recursive: true,
    filter: (source) => !source.includes('node_modules'),
  });
  console.log(`\n  consumer project: ${project} (tarball ${tarball})\n`);
  const deps = ['vitest@^4', 'supertest@^7', 'msw@^2', 'playwright-core@^1', 'typescript@~5.9'];
  run(npm, ['install', '--no-audit', '--no-fund', path.join(work, tarball), ...deps], project);
  run(npm, ['test'], project);
  run(npm, ['exec', '--', 'tsc', '-p', '.'], project);
  console.log('\n  types.ts type-checks against the declarations (tsc, strict, nodenext)');
  run(process.execPath, ['bench.mjs'], project);
  await checkBin(project);
  if (!process.argv.includes('--keep')) fs.rmSync(work, { recursive: true, force: true });
} catch (error) {
  console.error(`\n  consumer check failed; the project is kept in ${project}`);
  process.exitCode = 1;
  if (!(error && typeof error === 'object' && 'status' in error)) throw error;
}

/** Starts the project's cv-mock on a free port, calls /api and /__mock, stops it with SIGTERM. */
async function checkBin(cwd) {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_FORMAT: 'json' };
  delete env.DATA_DIR;
  const child = spawn(path.join(cwd, 'node_modules/.bin/cv-mock'), {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  let out = '';
  const base = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`cv-mock did not start in 60 s:\n${out}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /Local: +(http:\/\/localhost:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  const api = await fetch(`${base}/api/cv/counter`, { method: 'POST' }).then((res) => res.json());
  const clock = await fetch(`${base}/__mock/clock`).then((res) => res.json());
  child.kill('SIGTERM');
  const code = await exited;
  const data = fs.existsSync(path.join(cwd, '.data/mock.sqlite'));
  console.log(
    `\n  cv-mock on ${base}: /api/cv/counter code ${api.code}, /__mock/clock code ${clock.code}; ` +
      `SIGTERM -> exit ${code}; ./.data/mock.sqlite ${data ? 'written' : 'MISSING'}`,
  );
  if (api.code !== 0 || clock.code !== 0 || code !== 0 || !data) throw new Error('the bin check failed');
}
