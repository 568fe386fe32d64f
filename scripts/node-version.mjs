// The Node lines this project runs on (package.json "engines", README "Node versions"). better-sqlite3 13 ships a
// Node-API 10 binary: on Node 20 it dies with a segmentation fault instead of an error, so say it first.
import fs from 'node:fs';
import { createRequire } from 'node:module';

export const SUPPORTED = '22.14+, 24 or 26';

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

/** One clear line instead of a crash when this Node cannot load the installed better-sqlite3 (13+: Node 22.14+). */
export function unsupportedNodeMessage() {
  if (isSupportedNode() || sqliteMajor() < 13) return null;
  return `Node ${process.versions.node} is not supported: use Node ${SUPPORTED} (current LTS lines; e.g. \`nvm install 24\`), then \`npm ci\`.`;
}

export function assertSupportedNode() {
  const message = unsupportedNodeMessage();
  if (!message) return;
  console.error(`  ✖ ${message}`);
  process.exit(1);
}
