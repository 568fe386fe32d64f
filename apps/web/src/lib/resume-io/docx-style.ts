// The Word file's look, shared by its parts (docx.ts and the docx-*.ts it is built from): A4 and its margins, the
// fonts by face, the text colours, and the paragraph builder every part sets its text with.
import { AlignmentType, Paragraph, TabStopType, TextRun, type IRunOptions } from 'docx';
import type { DesignOutline } from '@cv/contract/designs';
import type { Lang } from '@cv/contract/edition-words';

/** Fonts by face: East Asian text in 微软雅黑 / 宋体 (Word's fallback per w:lang zh-CN where they are missing). */
export const FONTS = {
  sans: { ascii: 'Arial', hAnsi: 'Arial', eastAsia: '微软雅黑', cs: 'Arial', hint: 'eastAsia' },
  serif: {
    ascii: 'Times New Roman',
    hAnsi: 'Times New Roman',
    eastAsia: '宋体',
    cs: 'Times New Roman',
    hint: 'eastAsia',
  },
} as const;

export type DocFont = (typeof FONTS)[keyof typeof FONTS];

/** A4 in twips, and the page margins (46 pt as the PDF designs mostly have). */
export const PAGE = { width: 11906, height: 16838, margin: 920 };
export const TEXT_W = PAGE.width - 2 * PAGE.margin;

export const TEXT = '222222';
export const SOFT = '555555';
export const MUTED = '808080';

/** How a part is set: the design, its accent colour, the headings' font and the width text runs in. */
export interface Ctx {
  outline: DesignOutline;
  /** The language of the resume's edition: the words the page adds (dates, labels, separators) are in it. */
  lang: Lang;
  accent: string;
  headingFont: DocFont;
  /** The width text runs in (for the right-aligned dates' tab stop). */
  width: number;
}

export type Runs = (IRunOptions & { text: string })[];

export const run = (text: string, opts: Omit<IRunOptions, 'text'> = {}) => new TextRun({ text, ...opts });

/** A paragraph of runs; `tabs`: the dates stand at the right edge after a tab. */
export function para(
  runs: Runs,
  opts: { align?: 'center'; after?: number; before?: number; keepNext?: boolean; rightTab?: number } = {},
) {
  return new Paragraph({
    children: runs.map((r) => new TextRun(r)),
    ...(opts.align === 'center' ? { alignment: AlignmentType.CENTER } : {}),
    spacing: { before: opts.before ?? 0, after: opts.after ?? 40 },
    ...(opts.keepNext ? { keepNext: true } : {}),
    ...(opts.rightTab ? { tabStops: [{ type: TabStopType.RIGHT, position: opts.rightTab }] } : {}),
  });
}
