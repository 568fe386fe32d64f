// Starts the real mock server in-process on a free port with a fresh data directory, for all web tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '@cv/mock-server/app';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cv-web-test-'));
  const app = await buildApp({
    env: {},
    config: { dataDir, host: '127.0.0.1', port: 0, publicUrl: 'http://127.0.0.1', aiLatencyMs: 300 },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('apiUrl', address);
  return async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
