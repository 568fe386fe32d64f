#!/usr/bin/env node
// npm run screenshots: refreshes the README's images under docs/screenshots by running the end-to-end suite with
// SCREENSHOTS_DIR pointing there (`npm test` writes them under test-results/screenshots and leaves the tree clean).
// Extra arguments go to Playwright, e.g. `npm run screenshots -- e2e/specs/editor.spec.ts`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSupportedNode, npmCommand } from './node-version.mjs';

await ensureSupportedNode();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = npmCommand();
const env = { ...process.env, SCREENSHOTS_DIR: path.join(root, 'docs/screenshots') };

function npmRun(args) {
  const result = spawnSync(npm.command, [...npm.prefix, ...args], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

npmRun(['run', 'build']);
npmRun(['exec', '--', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
console.log(
  `\nREADME screenshots refreshed in docs/screenshots: review them with \`git diff --stat docs/screenshots\`.`,
);
