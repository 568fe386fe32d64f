#!/usr/bin/env node
// npm test: typecheck → lint → test:unit → test:e2e → test:try-it (the README's Try it walked in Chromium, so the
// section cannot drift from the app), stopping at the first that fails. First, on a Node older than
// the supported lines, the whole run moves to a supported Node fetched from the npm registry (scripts/node-version.mjs),
// and what the browser and PDF tests need from the system is installed when missing and allowed
// (scripts/system-packages.mjs). On a supported Node with those packages present it is exactly the five steps.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSupportedNode, npmCommand } from './node-version.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

await ensureSupportedNode();
if (!ensureSystemPackages()) process.exit(1);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = npmCommand();

const run = (step) => spawnSync(npm.command, [...npm.prefix, 'run', step], { cwd: root, stdio: 'inherit' }).status;
for (const step of ['typecheck', 'lint', 'test:unit', 'test:e2e', 'test:try-it']) {
  let status = run(step);
  // Under CI the walk gets one retry, as web unit and e2e tests do (their config): a real failure fails twice.
  if (status !== 0 && step === 'test:try-it' && process.env.CI) status = run(step);
  if (status !== 0) process.exit(status ?? 1);
}
