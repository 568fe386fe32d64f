// Removes the temporary DATA_DIR of the run (database, uploads, generated PDFs).
import fs from 'node:fs';

export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('cv-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
