// Removes the temporary data of the run (each worker's database, uploads and generated PDFs).
import fs from 'node:fs';

export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_ROOT;
  if (dir && dir.includes('cv-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
