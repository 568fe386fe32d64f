// The README is a front page and the reference is one click away in docs/: every relative link of README.md, docs/
// and the other Markdown files of the repository names a file or folder that exists, and every #anchor a heading (or
// <a id>) of the Markdown file it points into, by GitHub's anchor rules.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, isExternal, linksOf } from './markdown-links.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The Markdown files git tracks or would track (new pages count before they are committed). */
function markdownFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], { cwd: root })
    .toString()
    .split('\n')
    .filter((f) => f && fs.existsSync(path.join(root, f)));
}

const anchorCache = new Map<string, Set<string>>();
function anchorsIn(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = anchorsOf(fs.readFileSync(file, 'utf8'));
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/** What is wrong with one link of `from` (a path relative to the root), or null when it leads somewhere. */
function problemOf(from: string, target: string): string | null {
  const hash = target.indexOf('#');
  const pathPart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
  const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
  const file = pathPart ? path.resolve(root, path.dirname(from), pathPart) : path.join(root, from);
  if (path.relative(root, file).startsWith('..')) return 'leads out of the repository';
  if (!fs.existsSync(file)) return `${path.relative(root, file)} does not exist`;
  if (anchor === null || !file.endsWith('.md')) return null;
  if (!anchorsIn(file).has(anchor)) return `${path.relative(root, file)} has no heading with the anchor #${anchor}`;
  return null;
}

describe('links between the README and docs/', () => {
  it('every relative link names an existing file, and every #anchor a heading of the Markdown file it points into', () => {
    const files = markdownFiles();
    expect(files).toContain('README.md');
    expect(files.filter((f) => f.startsWith('docs/')).length).toBeGreaterThan(5);
    const broken: string[] = [];
    let checked = 0;
    for (const from of files) {
      for (const { line, target } of linksOf(fs.readFileSync(path.join(root, from), 'utf8'))) {
        if (isExternal(target)) continue;
        checked += 1;
        const problem = problemOf(from, target);
        if (problem) broken.push(`${from}:${line}: (${target}) ${problem}`);
      }
    }
    console.log(`link check: ${checked} relative links in ${files.length} Markdown files, ${broken.length} broken`);
    expect(checked).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });

  it("puts every page of docs/ one click from the README (its map of docs/)", () => {
    const linked = new Set(
      linksOf(fs.readFileSync(path.join(root, 'README.md'), 'utf8'))
        .filter(({ target }) => !isExternal(target))
        .map(({ target }) => path.normalize(target.split('#')[0]!)),
    );
    const pages = fs
      .readdirSync(path.join(root, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => path.join('docs', f));
    expect(pages.filter((page) => !linked.has(page))).toEqual([]);
  });

  it('reads anchors as GitHub makes them: code marks and punctuation dropped, Chinese kept, repeats numbered', () => {
    const anchors = anchorsOf(
      [
        '## Control API (`/__mock`)',
        '## Writing help: 简历诊断, 岗位匹配, AI 建议, tips',
        '### Sessions',
        '## Sessions',
        '```sh',
        '# a comment in a code block, not a heading',
        '```',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'control-api-__mock',
      'writing-help-简历诊断-岗位匹配-ai-建议-tips',
      'sessions',
      'sessions-1',
    ]);
  });

  it('reads links as GitHub does: not inside code, images and HTML src too', () => {
    const links = linksOf(
      [
        'See [the API](docs/control-api.md#control-api-__mock) and ![a picture](docs/a.png).',
        '<img src="docs/b.png" width="180"> `[not a link](nowhere.md)`',
        '```',
        '[not a link either](nowhere.md)',
        '```',
        '[ref]: docs/c.md',
      ].join('\n'),
    );
    expect(links).toEqual([
      { line: 1, target: 'docs/control-api.md#control-api-__mock' },
      { line: 1, target: 'docs/a.png' },
      { line: 2, target: 'docs/b.png' },
      { line: 6, target: 'docs/c.md' },
    ]);
  });
});
