/** Where uploaded avatars and generated PDFs live under DATA_DIR. */
import fs from 'node:fs';
import path from 'node:path';

export interface Storage {
  uploadsDir: string;
  filesDir: string;
  uploadPath(name: string): string;
  pdfPath(id: string): string;
  removeQuietly(file: string): void;
  emptyAll(): void;
}

export function createStorage(dataDir: string): Storage {
  const uploadsDir = path.join(dataDir, 'uploads');
  const filesDir = path.join(dataDir, 'files');
  for (const dir of [uploadsDir, filesDir]) fs.mkdirSync(dir, { recursive: true });
  const removeQuietly = (file: string) => fs.rmSync(file, { force: true });
  return {
    uploadsDir,
    filesDir,
    uploadPath: (name) => path.join(uploadsDir, path.basename(name)),
    pdfPath: (id) => path.join(filesDir, `${path.basename(id)}.pdf`),
    removeQuietly,
    emptyAll() {
      for (const dir of [uploadsDir, filesDir]) {
        for (const entry of fs.readdirSync(dir)) removeQuietly(path.join(dir, entry));
      }
    },
  };
}
