#!/usr/bin/env node
// npm test: typecheck → lint → test:unit → test:e2e → test:try-it (the README's Try it walked in Chromium, so the
// section cannot drift from the app), stopping at the first that fails. First, on a Node older than
// the supported lines, the whole run moves to a supported Node fetched from the npm registry (scripts/node-version.mjs),
// and what the browser and PDF tests need from the system is installed when missing and allowed
// (scripts/system-packages.mjs). On a supported Node with those packages present it is exactly the five steps.
// At the end (also after a failure) it prints each step's duration and the load average before and after it, so a
// slow stage shows where it is and whether the machine was busy.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSupportedNode, npmCommand } from './node-version.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

await ensureSupportedNode();
if (!ensureSystemPackages()) process.exit(1);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = npmCommand();

/** Each step run so far: its name, seconds and exit status. */
const timings = [];
/** The 1-minute load average: a stage's time means little without what else the machine was doing. */
const load = () => os.loadavg()[0].toFixed(1);
const run = (step) => {
  const started = performance.now();
  const loadBefore = load();
  const { status } = spawnSync(npm.command, [...npm.prefix, 'run', step], { cwd: root, stdio: 'inherit' });
  timings.push({ step, seconds: (performance.now() - started) / 1000, status, loads: `${loadBefore} -> ${load()}` });
  return status;
};
const report = () => {
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  console.log('\nnpm test stages:');
  for (const t of timings) {
    console.log(
      `  ${t.step.padEnd(12)} ${t.seconds.toFixed(1).padStart(7)} s  ${(t.status === 0 ? 'ok' : `exit ${t.status}`).padEnd(7)} load ${t.loads}`,
    );
  }
  console.log(`  ${'total'.padEnd(12)} ${total.toFixed(1).padStart(7)} s  (${os.availableParallelism()} cores)`);
};
for (const step of ['typecheck', 'lint', 'test:unit', 'test:e2e', 'test:try-it']) {
  let status = run(step);
  // Under CI the walk gets one retry, as web unit and e2e tests do (their config): a real failure fails twice.
  if (status !== 0 && step === 'test:try-it' && process.env.CI) status = run(step);
  if (status !== 0) {
    report();
    process.exit(status ?? 1);
  }
}
report();
