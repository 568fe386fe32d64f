// The draft as a plain-text table for debugging and the harness: personal fields, modules with their entries, the
// tray, the stage timings (and, when kept, the lines the understanding read).
import type { ImportDraft } from './model';

const show = (v: string) => v.replace(/\n/g, '⏎').replace(/\t/g, '⇥');

export function draftTable(d: ImportDraft): string {
  const rows: string[] = [
    `${d.source} ${d.fileName}  ${Object.entries(d.timings)
      .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
      .join(', ')}`,
  ];
  for (const [k, v] of Object.entries(d.personal))
    rows.push(`  ${k.padEnd(9)} ${show(v.value)}${v.unsure ? `   ? ${v.unsure}` : ''}`);
  for (const m of d.modules) {
    rows.push(`## ${m.name.value} [${m.style}${m.custom ? ', custom' : ''}] ${m.entries.length} entries`);
    for (const e of m.entries) {
      rows.push(
        `  - ${Object.entries(e)
          .map(([k, v]) => `${k}=${show(v.value.length > 60 ? `${v.value.slice(0, 60)}…` : v.value)}`)
          .join(' | ')}`,
      );
    }
  }
  rows.push(`tray (${d.tray.length}): ${d.tray.map((t) => show(t.text)).join(' ¦ ')}`);
  return rows.join('\n');
}
