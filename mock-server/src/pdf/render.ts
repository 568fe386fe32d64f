/** Renders a ResumeDocument to A4 PDF bytes with one of the layouts. */
import PDFDocument from 'pdfkit';
import { LAYOUTS } from '@cv/contract';
import type { Layout, Personal } from '@cv/contract';
import { loadAvatar } from './avatar.ts';
import { toSections } from './content.ts';
import type { Faces, Placement } from './model.ts';
import { drawText } from './draw.ts';
import { FONT_BOLD, FONT_REGULAR, getFonts } from './fonts.ts';
import type { Contact, LayoutInput } from './layouts/index.ts';
import { LAYOUT_BUILDERS, PAGE_H } from './layouts/index.ts';
import { clean, makeFace, measure } from './text.ts';
import { makeTheme } from './theme.ts';
import type { RenderOptions, ResumeDocument } from './types.ts';

/** Fixed document dates: the same input gives the same bytes (preview == download). */
export const FIXED_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));

/** Shown when the resume has no name yet. */
export const NAME_PLACEHOLDER = '您的姓名';

let faces: Faces | null = null;

/** The process-wide faces (fontkit fonts + width caches), created on first use. */
export function getFaces(): Faces {
  if (!faces) {
    const f = getFonts();
    faces = { regular: makeFace(FONT_REGULAR, f.regular), bold: makeFace(FONT_BOLD, f.bold) };
  }
  return faces;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

function contactsOf(p: Partial<Personal>, fx: Faces): Contact[] {
  const out: Contact[] = [];
  const add = (label: string, value: string): void => {
    const v = clean(fx.regular, value.replace(/\n/g, ' ')).trim();
    if (v) out.push({ label, value: v });
  };
  add('电话', str(p.phone));
  add('邮箱', str(p.email));
  const gender = p.gender === 1 ? '男' : p.gender === 2 ? '女' : '';
  add('性别', gender);
  const birthday = /^(\d{4})-(\d{2})/.exec(str(p.birthday));
  if (birthday) add('出生年月', `${birthday[1]}.${birthday[2]}`);
  const exps = str(p.exps);
  if (exps) add('工作经验', exps === '应届' ? '应届生' : exps);
  return out;
}

export function isLayout(v: unknown): v is Layout {
  return typeof v === 'string' && (LAYOUTS as readonly string[]).includes(v);
}

export async function renderResume(doc: ResumeDocument, options: RenderOptions): Promise<Buffer> {
  const fx = getFaces();
  const personal: Partial<Personal> = doc.personal ?? {};
  const name = clean(fx.bold, str(personal.name).replace(/\s+/g, ' ')) || NAME_PLACEHOLDER;
  const wish = clean(fx.regular, str(personal.wish).replace(/\s+/g, ' '));
  const input: LayoutInput = {
    faces: fx,
    theme: makeTheme(options.color),
    name,
    wish,
    contacts: contactsOf(personal, fx),
    sections: toSections(Array.isArray(doc.modules) ? doc.modules : []),
    avatar: loadAvatar(doc.avatarPath),
  };
  const layout: Layout = isLayout(options.layout) ? options.layout : 'classic';
  const plan = LAYOUT_BUILDERS[layout](input);
  const pages = Math.max(1, ...plan.flows.map((f) => f.pages));
  const byPage: Placement[][] = Array.from({ length: pages }, () => []);
  for (const f of plan.flows) for (const pl of f.placements) byPage[pl.page]?.push(pl);

  const pdf = new PDFDocument({
    autoFirstPage: false,
    size: 'A4',
    margin: 0,
    font: null as unknown as string,
    compress: true,
    info: {
      Title: `${name}${wish ? `-${wish}` : ''}-简历`,
      Author: name,
      Subject: '简历',
      Creator: 'cv-builder',
      Producer: 'cv-builder pdf engine (PDFKit)',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  // pdfkit accepts an already-parsed fontkit font (its types only list paths and buffers).
  pdf.registerFont(FONT_REGULAR, fx.regular.font as unknown as PDFKit.Mixins.PDFFontSource);
  pdf.registerFont(FONT_BOLD, fx.bold.font as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const numSt = { face: fx.regular, size: 8.5, color: input.theme.muted };
  for (let p = 0; p < pages; p++) {
    pdf.addPage({ size: 'A4', margin: 0 });
    plan.decorate(pdf, p, pages);
    for (const pl of byPage[p] ?? []) pl.row.draw(pdf, pl.x, pl.y);
    if (pages > 1) {
      const label = `第 ${p + 1} 页 / 共 ${pages} 页`;
      const w = measure(numSt.face, numSt.size, label);
      drawText(pdf, numSt, label, plan.pageNumberX - w / 2, PAGE_H - 34, 14, { width: w });
    }
  }
  pdf.end();
  return done;
}
