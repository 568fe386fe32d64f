// Builds the SPA when it has never been built (`npm run test:e2e` builds first; a bare `playwright test` may not),
// then starts the run's one server (server.ts) and hands its address to the workers in E2E_BASE_URL; the function
// it returns stops the server and removes its data (database, uploads, generated PDFs) when the run ends.
// E2E_BASE_URL set already: a server someone else started (e.g. the front of scripts/prism-check.mjs, which sends
// /api through Prism); each test still runs in its own mock session there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths';
import { startServer } from './server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('e2e: building the SPA failed');
  }
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-'));
  const server = await startServer(dataRoot);
  process.env.E2E_BASE_URL = server.baseURL;
  return async () => {
    await server.stop();
    fs.rmSync(dataRoot, { recursive: true, force: true });
  };
}
