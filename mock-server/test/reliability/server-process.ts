/**
 * Runs the real server (mock-server/src/server.ts) as a child process on a free port and a given DATA_DIR.
 * `node --import tsx` keeps it one process, so SIGKILL really kills the server (the tsx CLI would leave a
 * grandchild running).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/free-port.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The arguments of `node` that run the server from its sources. */
export const SERVER_ARGS = ['--import', 'tsx', path.join(REPO_ROOT, 'mock-server/src/server.ts')];

export { freePort };

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** ms from spawn until /healthz answered. */
  startMs: number;
  output: () => string;
  /** Resolves with the exit signal or code. */
  exited: Promise<string>;
}

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MOCK_AI_LATENCY_MS: '0',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, base, startMs: performance.now() - started, output: () => out, exited };
}
