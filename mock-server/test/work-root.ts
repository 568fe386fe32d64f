/**
 * The server tests' globalSetup: one temporary folder for the run, handed to the test workers (inject('workRoot'))
 * and removed when the run ends. A worker's files share modules (vitest.config.ts, isolate: false), and a worker is
 * ended without its process 'exit' event, so a folder a worker made for itself would be left behind in /tmp.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    workRoot: string;
  }
}

export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'cv-server-test-'));
  project.provide('workRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
