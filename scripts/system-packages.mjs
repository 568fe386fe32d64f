#!/usr/bin/env node
// What the browser and PDF tests need from the system: Chromium (end-to-end tests, CHROME_PATH), Chinese fonts for
// it (fonts-wqy-microhei) and poppler-utils (pdftotext and friends read the PDFs back). `npm test` and `.ci/run`
// call this first. Anything missing is installed with apt-get when this user may (root, or sudo without a
// password); otherwise one line names the command and the tests go on (those that need it fail or say so).
// CV_INSTALL_SYSTEM_PACKAGES=0: never install, only say what is missing. Exits 1 only when an install failed.
//
// Runs on whatever Node the machine has (.ci/run calls it before fetching one): node: built-ins only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OPT_OUT = 'CV_INSTALL_SYSTEM_PACKAGES';

function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, command)));
}

/** The Debian packages missing on this machine. */
export function missingPackages() {
  const missing = [];
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chrome)) missing.push('chromium');
  if (!onPath('pdftotext')) missing.push('poppler-utils');
  const fonts = spawnSync('fc-list', [], { encoding: 'utf8' });
  if (process.platform === 'linux' && !/wenquanyi|wqy/i.test(fonts.stdout ?? '')) missing.push('fonts-wqy-microhei');
  return missing;
}

function canInstall() {
  if (process.platform !== 'linux' || !onPath('apt-get')) return null;
  if (process.getuid?.() === 0) return [];
  if (onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo'];
  return null;
}

/** Installs what is missing when allowed; answers false when an install was tried and failed. */
export function ensureSystemPackages() {
  const missing = missingPackages();
  if (missing.length === 0) return true;
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  const sudo = canInstall();
  if (process.env[OPT_OUT] === '0' || sudo === null) {
    const how =
      process.platform === 'darwin'
        ? '`brew install poppler` and Chromium or Chrome with CHROME_PATH set to it'
        : `\`sudo ${command}\``;
    console.error(`  ⚠ the browser and PDF tests need ${missing.join(', ')}: install with ${how}`);
    return true;
  }
  console.error(`  ↓ installing ${missing.join(', ')} for the browser and PDF tests (${OPT_OUT}=0 turns this off)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) =>
    sudo.length
      ? spawnSync('sudo', args, { stdio: 'inherit', env })
      : spawnSync(args[0], args.slice(1), { stdio: 'inherit', env });
  if (run(['apt-get', 'update', '-y']).status !== 0 || run(command.split(' ')).status !== 0) {
    console.error(`  ✖ \`${sudo.length ? 'sudo ' : ''}${command}\` failed`);
    return false;
  }
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(ensureSystemPackages() ? 0 : 1);
}
