#!/usr/bin/env node
// npm test: typecheck → lint → test:unit → test:e2e, stopping at the first that fails. First, on a Node older than
// the supported lines, the whole run moves to a supported Node fetched from the npm registry (scripts/node-version.mjs),
// and what the browser and PDF tests need from the system is installed when missing and allowed
// (scripts/system-packages.mjs). On a supported Node with those packages present it is exactly the four steps.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSupportedNode, npmCommand } from './node-version.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

await ensureSupportedNode();
if (!ensureSystemPackages()) process.exit(1);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = npmCommand();

for (const step of ['typecheck', 'lint', 'test:unit', 'test:e2e']) {
  const result = spawnSync(npm.command, [...npm.prefix, 'run', step], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
