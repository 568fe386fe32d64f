// Lines as the PDF and Word readers hand them to the understanding, for its tests: one span per line, body size,
// a new block unless told otherwise; an entry's values without their sources; and a line as the OCR engine reports it.
import type { Line } from '@/lib/resume-import/lines';
import type { OcrLine } from '@/lib/resume-import/ocr/ocr-items';

export const line = (text: string, extra: Partial<Line> = {}): Line => ({
  text,
  spans: [{ start: 0, end: text.length, ref: { kind: 'text', start: 0, end: text.length } }],
  size: 1,
  bold: false,
  hint: 0,
  block: true,
  bullet: false,
  area: 'main',
  ...extra,
});

export const values = (e: object) =>
  Object.fromEntries(Object.entries(e as Record<string, { value: string }>).map(([k, v]) => [k, v.value]));

/** A line of text `height` px above its baseline, from x0 to x1. */
export const ocrLine = (text: string, x0: number, x1: number, top: number, height = 28): OcrLine => ({
  text: `${text}\n`,
  confidence: 90,
  bbox: { x0, y0: top, x1, y1: top + height + 4 },
  baseline: { x0, y0: top + height, x1, y1: top + height },
});
