/**
 * The run's one server, started by the global setup the way `npm start` does (node scripts/start.mjs) on a free
 * loopback port with a fresh DATA_DIR; stopped with SIGTERM (start.mjs forwards it to the server) when the run ends.
 * All workers share it, each test in its own mock session (fixtures.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './paths';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`e2e server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`e2e server did not answer ${url}/healthz within ${timeoutMs} ms:\n${log()}`);
}

export interface E2eServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** Starts the server with its data under `dataRoot`. */
export async function startServer(dataRoot: string): Promise<E2eServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = path.join(dataRoot, 'data');
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // The SPA is built before the run (npm run test:e2e, global setup); a build here could race with edits.
      SKIP_WEB_BUILD: '1',
      // Short enough to keep the run fast, long enough for the progress steps to show.
      MOCK_AI_LATENCY_MS: '400',
      // The workers share this server: the PDF threads two servers had (2 each), so one test's long render does not
      // queue the other worker's previews. The global setup renders once before the tests, so none pays the start.
      MOCK_PDF_WORKERS: '4',
    },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  await waitForHealth(baseURL, child, () => output);
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
