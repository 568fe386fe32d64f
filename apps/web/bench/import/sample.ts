// The repository's sample resume (fixtures/sample-resume.json) as the resume the SPA holds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResume } from '@cv/contract';

export const ROOT = join(import.meta.dirname, '../../../..');

export function sampleResume(template = 'classic'): FullResume {
  const s = JSON.parse(readFileSync(join(ROOT, 'fixtures/sample-resume.json'), 'utf8'));
  return {
    template,
    version: 0,
    personal: s.personal,
    modules: s.modules.map((m: object, i: number) => ({ id: i + 1, cid: 'sample', ...m })),
  } as unknown as FullResume;
}
