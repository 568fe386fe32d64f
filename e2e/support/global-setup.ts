// Builds the SPA when it has never been built (`npm run test:e2e` builds first; a bare `playwright test` may not),
// and makes the temporary root under which each worker's server keeps its DATA_DIR.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths';

export default function globalSetup(): void {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('e2e: building the SPA failed');
  }
  process.env.E2E_DATA_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-'));
}
