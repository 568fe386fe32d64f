// Builds the SPA when it has never been built (`npm run test:e2e` builds first; a bare `playwright test` may not),
// then starts the run's one server (server.ts) and hands its address to the workers in E2E_BASE_URL; the function
// it returns stops the server and removes its data (database, uploads, generated PDFs) when the run ends.
// E2E_BASE_URL set already: a server someone else started (e.g. the front of scripts/prism-check.mjs, which sends
// /api through Prism); each test still runs in its own mock session there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MOCK_SESSION_HEADER } from '@cv/contract';
import { ROOT } from './paths';
import { startServer } from './server';

/**
 * One preview before any test, which returns once a PDF thread is ready. The server starts its threads when it
 * listens (server.ts, warmPdf), each parsing the fonts; on a busy 2-core machine that took longer than a test's 30 s
 * wait for its first preview, so the run waits for it here instead. In a session of its own, dropped.
 */
async function warmUpPdf(baseURL: string): Promise<void> {
  const headers = { 'content-type': 'application/json', [MOCK_SESSION_HEADER]: 'e2e-warm-up' };
  const call = async <T>(url: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(baseURL + url, {
      method: 'POST',
      headers: token ? { ...headers, token } : headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(180_000),
    });
    const envelope = (await res.json()) as { code: number; data: T; msg: string };
    if (envelope.code !== 0) throw new Error(`e2e warm-up ${url}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
  const { token } = await call<{ token: string }>('/__mock/login', { nickname: '预热' });
  const { templates } = await call<{ templates: { id: string }[] }>('/api/template/list', {});
  const { cid } = await call<{ cid: string }>('/api/cv/new', { template: templates[0]!.id }, token);
  await call('/api/cv/preview', { cid, template: templates[0]!.id }, token);
  await fetch(`${baseURL}/__mock/sessions/e2e-warm-up`, { method: 'DELETE' });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('e2e: building the SPA failed');
  }
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-e2e-'));
  const server = await startServer(dataRoot);
  await warmUpPdf(server.baseURL);
  process.env.E2E_BASE_URL = server.baseURL;
  return async () => {
    await server.stop();
    fs.rmSync(dataRoot, { recursive: true, force: true });
  };
}
