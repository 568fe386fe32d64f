/** PDF engine: every layout, text extraction, fonts, page counts, determinism, avatars, bad data. */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPersonal, LAYOUTS } from '@cv/contract';
import { createPdfRenderer, NAME_PLACEHOLDER } from '../../src/pdf/index.ts';
import { DESIGNS, outlineOf } from '@cv/contract/designs';
import type { PdfRenderer, ResumeDocument } from '../../src/pdf/index.ts';
import {
  PAGE_FOOTER,
  cleanup,
  expectedStrings,
  flat,
  flatText,
  fonts,
  images,
  longResume,
  mod,
  pageCount,
  pdfText,
  personal,
  requirePoppler,
  wordBoxes,
  workDir,
  writePdf,
} from './helpers.ts';

const avatarPng = resolve(import.meta.dirname, '../../../fixtures/images/sample-avatar.png');
let renderer: PdfRenderer;

beforeAll(() => {
  requirePoppler();
  renderer = createPdfRenderer();
});
afterAll(cleanup);

/** The faces a design embeds: its body face's regular and its heading face's bold. */
const facesOf = (layout: (typeof LAYOUTS)[number]): string[] => {
  const { body, heading } = DESIGNS[layout].type;
  const name = (k: 'sans' | 'serif', w: string) => `${k === 'serif' ? 'NotoSerifSC' : 'NotoSansSC'}-${w}`;
  return [name(heading, 'Bold'), name(body, 'Regular')].sort();
};

describe.each(LAYOUTS)('layout %s with long content', (layout) => {
  let file = '';
  const doc = longResume(avatarPng);
  beforeAll(async () => {
    file = writePdf(await renderer.render(doc, { layout, color: '#2f5496' }));
  });

  it('shows every Chinese string of the resume', () => {
    const text = flatText(file);
    const missing = expectedStrings(doc).filter((s) => !text.includes(flat(s)));
    expect(missing).toEqual([]);
  });

  it('flows onto the expected number of A4 pages, numbered', () => {
    const pages = pageCount(file);
    // It must really paginate everywhere, and no design spends more than three pages on it.
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(3);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
    for (let p = 1; p <= pages; p++) expect(pdfText(file, p)).toContain(`第 ${p} 页 / 共 ${pages} 页`);
  });

  it('sets the words and dividers its outline names (what the Word export copies)', () => {
    const o = outlineOf(DESIGNS[layout]);
    const text = flatText(file);
    const wish = doc.personal.wish ?? '';
    if (o.wishLabel) expect(text).toContain(flat(o.wishLabel + wish));
    else expect(text).not.toContain(flat(`求职意向：${wish}`));
    if (o.title) expect(text).toContain(flat(o.title));
    const sep = o.contactSep.trim();
    if (sep) expect(pdfText(file, 1)).toContain(` ${sep} `);
    expect(/(^|\s)01\s/m.test(pdfText(file, 1))).toBe(o.numbered);
  });

  it("embeds its design's faces (Noto Sans SC or Noto Serif SC) as subsets, and no other font", () => {
    const rows = fonts(file);
    expect(rows.map((r) => r.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(facesOf(layout));
    expect(rows.every((r) => r.embedded && r.subset)).toBe(true);
  });

  it('draws the avatar once (none in a design without a photo)', () => {
    expect(images(file)).toHaveLength(DESIGNS[layout].photo.kind === 'none' ? 0 : 1);
  });

  it('keeps every word inside the page', () => {
    for (const w of wordBoxes(file)) {
      expect(w.xMin, w.word).toBeGreaterThanOrEqual(15);
      expect(w.xMax, w.word).toBeLessThanOrEqual(595.28 - 15);
      expect(w.yMax, w.word).toBeLessThanOrEqual(841.89 - 15);
    }
  });
});

describe('long names, wishes, emails and URLs', () => {
  const doc = (): ResumeDocument => ({
    ...longResume(avatarPng),
    personal: personal({
      name: '欧阳司马上官诸葛慕容长孙宇文轩辕令狐钟离',
      wish: '高级产品经理兼用户增长负责人（互联网金融方向）',
      email: 'a-very-long-email-address-for-testing-overflow@subdomain.example-company.com',
    }),
  });

  it.each(LAYOUTS)('%s: stay inside the page and are shown whole', async (layout) => {
    const file = writePdf(await renderer.render(doc(), { layout, color: '#FFEB3B' }));
    for (const w of wordBoxes(file)) {
      expect(w.xMin, w.word).toBeGreaterThanOrEqual(15);
      expect(w.xMax, w.word).toBeLessThanOrEqual(595.28 - 15);
    }
    const text = flatText(file);
    for (const s of Object.values(doc().personal).filter((v) => typeof v === 'string' && v.length > 20)) {
      expect(text, String(s)).toContain(flat(String(s)));
    }
  });

  it('stay inside their column in the compact layout', async () => {
    const file = writePdf(await renderer.render(doc(), { layout: 'compact', color: '#2f5496' }));
    // Two equal columns: left x 36..285.6, right from 309.6 (see layouts/compact.ts).
    const boxes = wordBoxes(file).filter((b) => b.yMax > 150 && b.yMax < 800);
    expect(boxes.length).toBeGreaterThan(100);
    // A closing mark ending a line counts half an em (clreq): its blank half may pass the edge, not its ink.
    for (const w of boxes.filter((b) => b.xMin < 297)) {
      const hang = /[，。、）》」』】”’]$/.test(w.word) ? 9 * 0.5 : 0;
      expect(w.xMax - hang, w.word).toBeLessThanOrEqual(287);
    }
  });

  it('stay inside the sidebar in the sidebar layout', async () => {
    const file = writePdf(await renderer.render(doc(), { layout: 'sidebar', color: '#2f5496' }));
    for (const w of wordBoxes(file).filter((b) => b.xMin < 182)) expect(w.xMax, w.word).toBeLessThanOrEqual(182 - 12);
  });
});

describe('determinism', () => {
  it('gives the same bytes for the same resume, layout and color (preview == download)', async () => {
    const doc = longResume(avatarPng);
    for (const layout of LAYOUTS) {
      const preview = await renderer.render(doc, { layout, color: '#c2185b' });
      const download = await createPdfRenderer().render(structuredClone(doc), { layout, color: '#c2185b' });
      expect(preview.equals(download), layout).toBe(true);
    }
  });

  it("dates the document from the resume's last update, else a fixed date", async () => {
    const updated = { ...longResume(), updatedAt: Date.UTC(2026, 4, 6, 7, 8, 9) };
    const file = writePdf(await renderer.render(updated, { layout: 'classic', color: '#2f5496' }));
    const info = execFileSync('pdfinfo', ['-isodates', file], { encoding: 'utf8' });
    expect(info).toMatch(/CreationDate:\s+2026-05-06T07:08:09/);
    expect(info).toMatch(/ModDate:\s+2026-05-06T07:08:09/);
    expect(info).toMatch(/Title:\s+王思远 - 资深产品经理/);
    const plain = writePdf(await renderer.render(longResume(), { layout: 'classic', color: '#2f5496' }));
    expect(execFileSync('pdfinfo', ['-isodates', plain], { encoding: 'utf8' })).toMatch(
      /CreationDate:\s+2024-01-01T00:00:00/,
    );
  });

  it('differs by color and by layout', async () => {
    const doc = longResume();
    const a = await renderer.render(doc, { layout: 'band', color: '#2f5496' });
    const b = await renderer.render(doc, { layout: 'band', color: '#2f5497' });
    const c = await renderer.render(doc, { layout: 'timeline', color: '#2f5496' });
    expect(a.equals(b)).toBe(false);
    expect(a.equals(c)).toBe(false);
  });
});

describe('content edge cases', () => {
  it('renders an empty resume as one page with the name placeholder', async () => {
    const doc: ResumeDocument = {
      personal: emptyPersonal('test'),
      modules: [],
      avatarPath: null,
    };
    for (const layout of LAYOUTS) {
      const file = writePdf(await renderer.render(doc, { layout, color: '#1f7a5c' }));
      expect(pageCount(file)).toBe(1);
      expect(flatText(file)).toContain(NAME_PLACEHOLDER);
      expect(pdfText(file)).not.toMatch(PAGE_FOOTER);
    }
  });

  it('renders every module style and tolerates bad JSON, wrong shapes and missing fields', async () => {
    const doc: ResumeDocument = {
      personal: personal(),
      avatarPath: null,
      modules: [
        mod('edu', '教育背景', [{ school: '清华大学', major: '自动化' }]),
        mod('work', '实习经历', [{ company: '美团点评', title: '运营实习生', start: '2016-07' }]),
        mod('project', '项目', [{ name: '校园二手平台', desc: '独立完成需求与原型' }]),
        mod('skill', '技能', [{ name: '用户访谈' }, { level: '精通' }]),
        mod('honor', '奖项', [{ name: '国家奖学金' }]),
        mod('summary', '评价', [{ text: '踏实认真，善于沟通' }]),
        mod('custom', '兴趣爱好', [{ title: '摄影', desc: '业余摄影师，作品多次获奖' }]),
        mod('custom', '坏数据', '{not json'),
        mod('work', '对象而非数组', JSON.stringify({ company: '单个对象公司', title: '顾问' })),
        mod('project', '字段类型错误', [{ name: 12345, role: null, desc: ['数组'] }, null, 'text', 7]),
        mod('mystery', '未知样式', [{ title: '未知样式的标题', desc: '按自定义模块显示' }]),
        mod('honor', '空模块', []),
      ],
    };
    const file = writePdf(await renderer.render(doc, { layout: 'classic', color: '#2f5496' }));
    const text = flatText(file);
    for (const s of [
      '教育背景',
      '清华大学',
      '自动化',
      '实习经历',
      '美团点评',
      '运营实习生',
      '2016.07-至今',
      '校园二手平台',
      '独立完成需求与原型',
      '用户访谈',
      '精通',
      '国家奖学金',
      '踏实认真，善于沟通',
      '兴趣爱好',
      '摄影',
      '业余摄影师，作品多次获奖',
      '单个对象公司',
      '顾问',
      '12345',
      '未知样式的标题',
      '按自定义模块显示',
    ])
      expect(text, s).toContain(s);
    expect(text).toContain('坏数据');
    expect(text).not.toContain('空模块');
  });

  it.each(['#ffffff', '#000000', '#FFEB3B', '#abcdef', 'red', ''])(
    'accepts any #rrggbb color, light or dark, and falls back on an invalid one: %s in every design',
    async (color) => {
      const doc = longResume();
      for (const layout of LAYOUTS) {
        const file = writePdf(await renderer.render(doc, { layout, color }));
        expect(pageCount(file)).toBeGreaterThanOrEqual(2);
      }
    },
  );

  it('falls back to the classic layout for an unknown layout name', async () => {
    const doc = longResume();
    const unknown = await renderer.render(doc, { layout: 'nope' as never, color: '#2f5496' });
    const classic = await renderer.render(doc, { layout: 'classic', color: '#2f5496' });
    expect(unknown.equals(classic)).toBe(true);
  });

  it('drops characters the font cannot draw instead of showing empty boxes', async () => {
    const doc: ResumeDocument = {
      personal: personal({ name: '李雷😀' }),
      avatarPath: null,
      modules: [mod('summary', '自我评价', [{ text: '热爱生活🎉\u0007积极向上' }])],
    };
    const text = flatText(writePdf(await renderer.render(doc, { layout: 'band', color: '#2f5496' })));
    expect(text).toContain('李雷');
    expect(text).toContain('热爱生活积极向上');
  });
});

describe('avatar', () => {
  const doc = (avatarPath: string | null): ResumeDocument => ({ ...longResume(), avatarPath });

  function png(colorType: 2 | 6, corrupt = false): string {
    const w = 16;
    const h = 16;
    const ch = colorType === 6 ? 4 : 3;
    const raw = Buffer.alloc((w * ch + 1) * h);
    for (let y = 0; y < h; y++) for (let x = 0; x < w * ch; x++) raw[y * (w * ch + 1) + 1 + x] = (x * 13 + y * 7) & 255;
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(w, 0);
    ihdr.writeUInt32BE(h, 4);
    ihdr[8] = 8;
    ihdr[9] = colorType;
    const chunk = (type: string, data: Buffer): Buffer => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
    };
    const idat = corrupt ? Buffer.from('definitely not zlib data') : deflateSync(raw);
    const file = join(workDir, `avatar-${colorType}-${corrupt ? 'bad' : 'ok'}.png`);
    writeFileSync(
      file,
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', ihdr),
        chunk('IDAT', idat),
        chunk('IEND', Buffer.alloc(0)),
      ]),
    );
    return file;
  }

  /** The designs that show a photo; one of them per header variant (the photo is drawn by the header). */
  const withPhoto = LAYOUTS.filter((l) => DESIGNS[l].photo.kind !== 'none');
  const perHeader = [...new Map(withPhoto.map((l) => [DESIGNS[l].header.kind, l])).values()];

  it('draws a PNG with alpha in every design with a photo', async () => {
    for (const layout of withPhoto) {
      const file = writePdf(await renderer.render(doc(png(6)), { layout, color: '#2f5496' }));
      expect(images(file).map((i) => [i.width, i.height])).toEqual([[16, 16]]);
    }
  });

  it('draws a JPEG', async () => {
    const pdf = writePdf(await renderer.render(longResume(), { layout: 'band', color: '#2f5496' }));
    const base = join(workDir, 'avatar-jpeg');
    execFileSync('pdftoppm', ['-jpeg', '-r', '20', '-f', '1', '-l', '1', '-singlefile', pdf, base]);
    const file = writePdf(await renderer.render(doc(`${base}.jpg`), { layout: 'classic', color: '#2f5496' }));
    const list = images(file);
    expect(list).toHaveLength(1);
    expect(list[0]?.enc).toBe('jpeg');
  });

  it('renders without the photo when the file is missing, not an image, or corrupt', async () => {
    const notImage = join(workDir, 'not-image.png');
    writeFileSync(notImage, 'hello');
    const truncated = join(workDir, 'truncated.png');
    writeFileSync(truncated, readFileSync(avatarPng).subarray(0, 200));
    for (const path of [join(workDir, 'missing.png'), notImage, truncated, png(6, true), png(2, true), workDir]) {
      for (const layout of perHeader) {
        const file = writePdf(await renderer.render(doc(path), { layout, color: '#2f5496' }));
        expect(images(file), `${layout} ${path}`).toHaveLength(0);
        expect(flatText(file)).toContain('王思远');
      }
    }
  });
});
