// Lines to a draft: the header and personal sections give the personal info, every other section a module (a known
// heading its style, an unknown one a custom module), and every character no one placed goes to the tray.
import type { ModuleStyle } from '@cv/contract';
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { MODULE_NAME_MAX } from '@cv/contract/module-fields';
import { dv, emptyPersonal } from './draft';
import { importTemplate, unshouted } from './english';
import { EntryReader } from './entries';
import { headingKey, headingTitle } from './headings';
import { pieceOf, type Line } from './lines';
import { Marks } from './marks';
import type { DraftModule, DraftPersonal, ImportDraft, TrayItem } from './model';
import { isPersonalRow, PersonalReader } from './personal';
import { splitSections } from './sections';

export interface Understood {
  text: string;
  personal: DraftPersonal;
  modules: DraftModule[];
  tray: TrayItem[];
  /** Letters and digits read but neither placed nor in the tray (0 by construction; the harness checks it). */
  unaccounted: number;
}

export function understandLines(lines: Line[], onStage?: (s: 'sections' | 'fields') => void): Understood {
  const marks = new Marks();
  onStage?.('sections');
  // The lines as the sections split them (a heading's cells apart from the rows beside them).
  const { lines: read, head, sections, furniture } = splitSections(lines);
  onStage?.('fields');
  const reader = new PersonalReader(marks, emptyPersonal());
  const personalLines = [
    ...head,
    ...sections.flatMap((s) => (s.kind === 'personal' ? s.lines : s.lines.filter((l) => isPersonalRow(l.text)))),
  ];
  for (const s of sections) if (s.heading) marks.mark(s.heading);
  for (const l of furniture) marks.mark(l);
  for (const [i, l] of personalLines.entries())
    if (!reader.readLabelAbove(l, personalLines[i + 1])) reader.readPairs(l);
  reader.readTitle(head);
  for (const l of personalLines) reader.readPatterns(l);
  for (const l of head) reader.readLoneMonth(l);
  // Contact items in a section of their own that has no known heading (a sidebar's icons): the patterns only.
  for (const s of sections)
    if (s.kind !== 'personal') for (const l of s.lines) if (l.area === 'side' || l.area === 'head') reader.readPairs(l);

  const entries = new EntryReader(marks);
  const modules: DraftModule[] = [];
  for (const s of sections) {
    if (s.kind === 'personal') continue;
    const style = s.kind as ModuleStyle;
    const free = s.lines.filter((l) => marks.isFree(l));
    const name = s.heading ? pieceOf(s.heading) : { text: MODULE_STYLE_NAMES[style], refs: [] };
    const title =
      s.readAs ?? (unshouted(headingTitle(name.text)).slice(0, MODULE_NAME_MAX) || MODULE_STYLE_NAMES[style]);
    const unsure = s.readAs ? `原文读作“${headingKey(name.text)}”，按“${s.readAs}”识别` : undefined;
    modules.push({
      name: dv(title, name.refs, s.custom ? '不认识的标题，作为自定义模块' : unsure),
      style,
      custom: style === 'custom' ? 1 : 0,
      entries: entries.read(style, free),
    });
  }
  const tray: TrayItem[] = [];
  for (const l of read) {
    for (const p of marks.leftovers(l)) tray.push({ id: `t${tray.length + 1}`, text: p.text, refs: p.refs });
  }
  return {
    text: read.map((l) => l.text).join('\n'),
    personal: reader.personal as DraftPersonal,
    modules,
    tray,
    unaccounted: marks.unaccounted(read) - tray.reduce((n, t) => n + t.text.replace(/[\s\p{P}\p{S}]/gu, '').length, 0),
  };
}

/** A draft of understood lines. */
export function draftOf(
  u: Understood,
  base: Pick<ImportDraft, 'source' | 'fileName' | 'original' | 'timings' | 'recognized' | 'unreadPages'> & {
    template?: string | null;
  },
): ImportDraft {
  return {
    ...base,
    template: importTemplate(u.text, base.template),
    personal: u.personal,
    modules: u.modules,
    tray: u.tray,
    stats: { text: u.text, unaccounted: u.unaccounted },
  };
}
