// Lines as the PDF and Word readers hand them to the understanding, for its tests: one span per line, body size,
// a new block unless told otherwise; and an entry's values without their sources.
import type { Line } from '@/lib/resume-import/lines';

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
