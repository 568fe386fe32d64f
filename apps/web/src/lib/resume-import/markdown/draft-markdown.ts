// A Markdown (or plain text) resume as a draft: # is the title (the name), ## a section heading, ### an entry's
// head, - a list item; escapes undone. Our own 导出 Markdown comes back field for field.
import { draftOf, understandLines } from '../assemble';
import type { Line } from '../lines';
import type { ImportOutcome } from '../model';
import { refusal } from '../refusals';
import type { UnderstandOptions } from '../stages';

export function markdownLines(source: string): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  for (const raw of source.split('\n')) {
    const at = offset;
    offset += raw.length + 1;
    const m = /^(\s*)(#{1,6}\s+|[-*+]\s+|)(.*?)\s*$/.exec(raw)!;
    const marker = m[2]!;
    let text = '';
    const spans: Line['spans'] = [];
    // Characters one by one so each keeps its place in the file (escapes take two).
    const body = m[3]!;
    let i = 0;
    const base = at + m[1]!.length + marker.length;
    while (i < body.length) {
      const esc = body[i] === '\\' && /[\\`*_[\]<>#|]/.test(body[i + 1] ?? '');
      const ch = esc ? body[i + 1]! : body[i]!;
      const from = base + i;
      i += esc ? 2 : 1;
      const last = spans.at(-1);
      if (last && last.ref.kind === 'text' && last.ref.end === from) {
        last.end++;
        last.ref.end = base + i;
      } else
        spans.push({ start: text.length, end: text.length + 1, ref: { kind: 'text', start: from, end: base + i } });
      text += ch;
    }
    if (!text.trim()) continue;
    const hashes = marker.trim().startsWith('#') ? marker.trim().length : 0;
    lines.push({
      text,
      spans,
      size: hashes === 1 ? 2 : hashes === 2 ? 1.4 : 1,
      bold: hashes > 0,
      hint: hashes === 1 ? 2 : hashes === 2 ? 1 : 0,
      block: true,
      bullet: /^[-*+]/.test(marker.trim()),
      area: 'main',
    });
  }
  return lines;
}

export function draftFromMarkdown(text: string, fileName: string, opts: UnderstandOptions): ImportOutcome {
  const t0 = performance.now();
  const lines = markdownLines(text);
  if (lines.length === 0) return { ok: false, refusal: refusal('empty') };
  const u = understandLines(lines, opts.onStage);
  return {
    ok: true,
    draft: draftOf(u, {
      source: 'markdown',
      fileName,
      original: { kind: 'text', text },
      timings: { understand: performance.now() - t0 },
    }),
  };
}
