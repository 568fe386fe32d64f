/**
 * `npm run test:consumer`: what another team does with the mock. Packs mock-server (with the contract and fixtures
 * bundled), makes a project in a temporary folder outside the repository from examples/consumer, installs the tarball
 * plus vitest, supertest, msw and playwright-core from the registry, runs its Vitest suite (supertest, MSW and
 * Playwright with no server process), then its bench (createMock cold and warm, a request in-process against HTTP).
 * Needs the registry (not part of npm test); CHROMIUM_PATH names the browser (default /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
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
  const deps = ['vitest@^4', 'supertest@^7', 'msw@^2', 'playwright-core@^1'];
  run(npm, ['install', '--no-audit', '--no-fund', path.join(work, tarball), ...deps], project);
  run(npm, ['test'], project);
  run(process.execPath, ['bench.mjs'], project);
  if (!process.argv.includes('--keep')) fs.rmSync(work, { recursive: true, force: true });
} catch (error) {
  console.error(`\n  consumer check failed; the project is kept in ${project}`);
  process.exitCode = 1;
  if (!(error && typeof error === 'object' && 'status' in error)) throw error;
}
