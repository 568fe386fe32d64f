/**
 * The OpenAPI document the mock serves, built in-process on a throwaway data folder without listening: what the
 * observed commands measure coverage against and check captured replies with.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';

/** The document the mock serves (built in-process, no listening). */
export async function servedDocument(): Promise<unknown> {
  const app = await buildApp({
    databaseFile: ':memory:',
    config: { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cv-doc-')) },
  });
  try {
    return app.swagger();
  } finally {
    await app.close();
  }
}
