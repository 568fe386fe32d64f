// Every "SPEC n" / "DESIGN n" a source file, README or docs/ page cites names a section of docs/SPEC.md / docs/DESIGN.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CITATION = /\b(SPEC|DESIGN)(?:\.md)?(?: section| §)? ?(\d+)(?:\/(\d+))?/g;

function sections(doc: string): Set<string> {
  const text = fs.readFileSync(path.join(root, 'docs', doc), 'utf8');
  return new Set([...text.matchAll(/^## (\d+)\. /gm)].map((m) => m[1]!));
}

describe('docs/SPEC.md and docs/DESIGN.md', () => {
  it('hold every section the code cites', () => {
    const known = { SPEC: sections('SPEC.md'), DESIGN: sections('DESIGN.md') };
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js', '*.md'], {
      cwd: root,
    })
      .toString()
      .split('\n')
      .filter((f) => f && f !== 'docs/SPEC.md' && f !== 'docs/DESIGN.md' && fs.existsSync(path.join(root, f)));
    const missing: string[] = [];
    let cited = 0;
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const m of text.matchAll(CITATION)) {
        const doc = m[1] as 'SPEC' | 'DESIGN';
        for (const n of [m[2], m[3]].filter(Boolean) as string[]) {
          cited += 1;
          if (!known[doc].has(n)) missing.push(`${file}: ${doc} ${n}`);
        }
      }
    }
    expect(cited).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
