/** Fit to one page, links, and the tagged structure of the rendered PDFs (issue 17). */
import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUTS } from '@cv/contract';
import { createPdfRenderer } from '../../src/pdf/index.ts';
import type { PdfRenderer } from '../../src/pdf/index.ts';
import { findLinks } from '../../src/pdf/links.ts';
import { planResume } from '../../src/pdf/render.ts';
import { wrap } from '../../src/pdf/text.ts';
import { getFaces } from '../../src/pdf/render.ts';
import { fixture, longResume } from '../../scripts/pdf-fixtures.ts';
import { cleanup, pageCount, requirePoppler, writePdf } from './helpers.ts';

let renderer: PdfRenderer;
beforeAll(() => {
  requirePoppler();
  renderer = createPdfRenderer();
});
afterAll(cleanup);

/** The link targets of a PDF (pdfkit writes annotation dictionaries uncompressed). */
const uris = (bytes: Buffer): string[] =>
  [...bytes.toString('latin1').matchAll(/\/URI \((.*?)\)\n?/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));

/** The inflated content of every compressed stream. */
function streams(bytes: Buffer): string[] {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream\n', at);
    if (start < 0) break;
    const end = bytes.indexOf('\nendstream', start);
    if (end < 0) break;
    try {
      out.push(inflateSync(bytes.subarray(start + 7, end)).toString('latin1'));
    } catch {
      // not a deflated stream
    }
    at = end + 10;
  }
  return out;
}

describe('fit to one page', () => {
  const overflow = fixture('overflow-resume');

  it('the overflow fixture overflows one classic page by at most 15% as designed', () => {
    const plan = planResume(overflow, { layout: 'classic', color: '#2f5496' });
    // Tightened, it is one page; the untightened plan is what step 0 would give.
    expect(plan.pages).toBe(1);
    expect(plan.step).toBeGreaterThan(0);
  });

  it.each(LAYOUTS)('%s: fits the overflow fixture on one page, the same bytes every time', async (layout) => {
    const a = await renderer.render(overflow, { layout, color: '#2f5496' });
    const b = await renderer.render(structuredClone(overflow), { layout, color: '#2f5496' });
    expect(a.equals(b)).toBe(true);
    expect(pageCount(writePdf(a))).toBe(1);
  });

  it('does not tighten a resume that even the tightest readable step cannot shorten (均衡分页 spreads it)', () => {
    const plan = planResume(longResume(), { layout: 'band', color: '#2f5496' });
    expect(plan.step).toBeLessThan(0);
    expect(plan.pages).toBe(3);
  });
});

describe('links', () => {
  it('finds URLs, email addresses and phone numbers', () => {
    const spans = findLinks(
      '主页 https://a.example.com/x?y=1。邮箱 me@example.com，电话 139 1234 5678 或 +86 138-0013-8000',
    );
    expect(spans.map((s) => s.url)).toEqual([
      'https://a.example.com/x?y=1',
      'mailto:me@example.com',
      'tel:13912345678',
      'tel:+8613800138000',
    ]);
    expect(findLinks('见 www.example.dev/blog')[0]?.url).toBe('https://www.example.dev/blog');
  });

  it('breaks long URLs at / . - ? and never inside the scheme', () => {
    const face = getFaces().regular;
    const url = 'https://portfolio.example.com/siyuan-wang/case-studies/2023/membership-growth-redesign?tab=final';
    for (let width = 60; width <= 260; width += 10) {
      const lines = wrap(face, 9.5, `作品：${url}`, width).map((l) => l.text);
      expect(lines.join(''), String(width)).toBe(`作品：${url}`);
      expect(
        lines.some((l) => l.endsWith('https:/') || l.endsWith('https:')),
        lines.join(' | '),
      ).toBe(false);
      for (const l of lines.slice(0, -1)) {
        if (/[a-z0-9]$/i.test(l) && !/[\u4e00-\u9fff：]$/.test(l)) {
          // A line ending inside the URL ends at a boundary character unless a single part is wider than the line.
          const next = lines[lines.indexOf(l) + 1] ?? '';
          expect(/[/.\-?]$/.test(l) || width < 120 || /^[a-z]/i.test(next), `${width}: ${l}`).toBe(true);
        }
      }
    }
  });

  it.each(LAYOUTS)('%s: every URL, email and phone of the long resume is a link annotation', async (layout) => {
    const bytes = await renderer.render(longResume(), { layout, color: '#2f5496' });
    const targets = new Set(uris(bytes));
    expect(targets).toContain('tel:13912345678');
    expect(targets).toContain('mailto:siyuan.wang@example.com');
    expect(targets).toContain(
      'https://portfolio.example.com/siyuan-wang/frontend-case-studies/2023/membership-growth-redesign-final-version',
    );
    expect(targets).toContain('https://www.example.dev/blog');
    expect(targets).toContain('https://github.com/example-org/form-engine/tree/main/packages/core');
  });
});

describe('tagged structure', () => {
  it.each(LAYOUTS)('%s: tagged, zh-CN, titled, with headings, paragraphs and lists', async (layout) => {
    const bytes = await renderer.render(longResume(), { layout, color: '#2f5496' });
    const file = writePdf(bytes);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toMatch(/Title:\s+王思远 - 资深前端开发工程师/);
    expect(info).toMatch(/Keywords:\s+资深前端开发工程师, TypeScript/);
    const raw = bytes.toString('latin1');
    expect(raw).toContain('/Lang (zh-CN)');
    expect(raw).toContain('/StructTreeRoot');
    // One structure root: a single Document element, the StructTreeRoot's only kid.
    expect(raw.match(/\/S \/Document\b/g)).toHaveLength(1);
    for (const role of ['/H1', '/H2', '/H3', '/P', '/L', '/LI', '/LBody', '/Link', '/Sect']) {
      expect(raw, role).toMatch(new RegExp(`/S ${role}\\b`));
    }
    const content = streams(bytes).join('\n');
    expect(content).toMatch(/\/Artifact <<\s*\/Type \/Layout\s*>> BDC/);
    expect(content).toMatch(/\/H2 <<\s*\/MCID \d+\s*>> BDC/);
  });

  it.each(['sidebar', 'compact'] as const)('%s: text comes out column by column (pdftotext -raw)', async (layout) => {
    const doc = longResume();
    const file = writePdf(await renderer.render(doc, { layout, color: '#2f5496' }));
    const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      '',
    );
    // Every work entry's five bullets come out in order, unbroken by the other column.
    const work = JSON.parse(doc.modules.find((m) => m.style === 'work')?.content ?? '[]') as { desc: string }[];
    for (const e of work) {
      const bullets = e.desc.split('\n').map((b) => b.replace(/^- /, '').replace(/\s+/g, ''));
      const at = bullets.map((b) => text.indexOf(b));
      expect(at.every((i) => i >= 0)).toBe(true);
      for (let i = 1; i < at.length; i++) expect(at[i]).toBeGreaterThan(at[i - 1] ?? 0);
    }
  });
});
