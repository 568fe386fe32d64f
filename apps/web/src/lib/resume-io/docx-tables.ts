// The Word file's tables: the 基本信息 table of the key-value header, and the borderless row that lays out a sidebar
// design (with the sidebar's tint of the accent colour).
import {
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  VerticalAlign,
  WidthType,
} from 'docx';
import { EDITION_WORDS, type Lang } from '@cv/contract/edition-words';
import type { Contact } from '@cv/contract/resume-text';
import { MUTED, para, TEXT, TEXT_W } from './docx-style';

/** The sidebar's share of the text width (182 pt of an A4 page's 595). */
export const SIDEBAR_W = Math.round(TEXT_W * 0.31);
export const CELL_MARGIN = 160;

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
/** A table without rules (the sidebar's layout table; the 基本信息 table adds its own). */
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};

/** 基本信息: 姓名, 求职意向 and the contacts as label–value pairs, two to a row, thin rules between the rows. */
export function keyValueTable(name: string, wish: string, contacts: Contact[], lang: Lang): Table {
  const words = EDITION_WORDS[lang];
  const items: Pick<Contact, 'label' | 'value'>[] = [{ label: words.nameLabel, value: name }];
  if (wish) items.push({ label: words.wishLabel, value: wish });
  items.push(...contacts);
  const labelW = 1200;
  const valueW = Math.floor(TEXT_W / 2) - labelW;
  const cell = (text: string, width: number, label: boolean, span = 1) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      ...(span > 1 ? { columnSpan: span } : {}),
      children: [para([{ text, size: 19, color: label ? MUTED : TEXT, bold: !label && text === name }])],
    });
  const rows: TableRow[] = [];
  for (let i = 0; i < items.length; i += 2) {
    const pair = items.slice(i, i + 2);
    const alone = pair.length === 1;
    rows.push(
      new TableRow({
        children: pair.flatMap((it) => [
          cell(it.label, labelW, true),
          alone ? cell(it.value, TEXT_W - labelW, false, 3) : cell(it.value, valueW, false),
        ]),
      }),
    );
  }
  const rule = { style: BorderStyle.SINGLE, size: 4, color: 'D0D0D0' } as const;
  return new Table({
    rows,
    width: { size: TEXT_W, type: WidthType.DXA },
    columnWidths: [labelW, valueW, labelW, valueW],
    layout: TableLayoutType.FIXED,
    borders: { ...NO_BORDERS, bottom: rule, insideHorizontal: rule },
  });
}

/** The sidebar designs' layout: one borderless table row, the sidebar (tinted) beside the main column. */
export function sidebarTable(side: Paragraph[], main: Paragraph[], left: boolean, tint: string): Table {
  const sideCell = new TableCell({
    width: { size: SIDEBAR_W, type: WidthType.DXA },
    shading: { type: ShadingType.CLEAR, fill: tint, color: 'auto' },
    margins: { left: CELL_MARGIN, right: CELL_MARGIN, top: CELL_MARGIN, bottom: CELL_MARGIN },
    verticalAlign: VerticalAlign.TOP,
    children: side.length ? side : [new Paragraph({})],
  });
  const mainCell = new TableCell({
    width: { size: TEXT_W - SIDEBAR_W, type: WidthType.DXA },
    margins: { left: CELL_MARGIN * 2, right: CELL_MARGIN, top: CELL_MARGIN, bottom: CELL_MARGIN },
    verticalAlign: VerticalAlign.TOP,
    children: main.length ? main : [new Paragraph({})],
  });
  return new Table({
    rows: [new TableRow({ children: left ? [sideCell, mainCell] : [mainCell, sideCell] })],
    width: { size: TEXT_W, type: WidthType.DXA },
    columnWidths: left ? [SIDEBAR_W, TEXT_W - SIDEBAR_W] : [TEXT_W - SIDEBAR_W, SIDEBAR_W],
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
  });
}

/** The accent mixed with white (share of the accent kept): the sidebar's tint. */
export function tintOf(hex: string, share: number): string {
  const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return rgb
    .map((c) =>
      Math.round(255 - (255 - c) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();
}
