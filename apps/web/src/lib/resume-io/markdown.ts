// 导出 Markdown (issue 36): the resume as the server has it, as a Markdown document: the name as the heading, 求职意向
// and contact lines, then each module in order with its entries (title · subtitle, dates, description lines).
// The user's own data: free, no download quota, works offline from the editor's copy.
import type { FullResume, ModuleStyle } from '@cv/contract';
import { MODULE_ENTRY_FIELDS, type EntryFieldDef } from '@cv/contract/module-fields';

/** Characters Markdown would read as markup at the start of a line or inline. */
const escape = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');

function entryLines(style: ModuleStyle, entry: Record<string, string>): string[] {
  const fields = MODULE_ENTRY_FIELDS[style] as readonly EntryFieldDef[];
  const value = (f: EntryFieldDef) => (entry[f.name] ?? '').trim();
  const head = fields
    .filter((f) => f.role === 'title' || f.role === 'subtitle' || f.role === 'level')
    .map(value)
    .filter(Boolean);
  const start = fields.find((f) => f.role === 'start');
  const end = fields.find((f) => f.role === 'end');
  const date = fields.find((f) => f.role === 'date');
  const when = start
    ? [value(start), end ? value(end) || (value(start) ? '至今' : '') : ''].filter(Boolean).join(' – ')
    : date
      ? value(date)
      : '';
  const desc = fields
    .filter((f) => f.role === 'desc')
    .flatMap((f) => value(f).split('\n'))
    .map((l) => l.trim())
    .filter(Boolean);
  const lines: string[] = [];
  if (head.length > 0 || when) {
    lines.push(`### ${[head.map(escape).join(' · '), when ? `（${escape(when)}）` : ''].filter(Boolean).join(' ')}`);
  }
  for (const line of desc) lines.push(`- ${escape(line.replace(/^[-•·*]\s*/, ''))}`);
  return lines;
}

export function toMarkdown(resume: FullResume): string {
  const p = resume.personal;
  const out: string[] = [`# ${escape(p.name || '简历')}`, ''];
  const exps = p.exps || '';
  const about = [p.wish && `求职意向：${escape(p.wish)}`, exps && `工作经验：${exps}`].filter(Boolean);
  const contact = [p.phone && `手机：${escape(p.phone)}`, p.email && `邮箱：${escape(p.email)}`].filter(Boolean);
  if (about.length) out.push(about.join(' ｜ '), '');
  if (contact.length) out.push(contact.join(' ｜ '), '');
  for (const m of [...resume.modules].sort((a, b) => a.sort - b.sort)) {
    let entries: Record<string, string>[] = [];
    try {
      const parsed: unknown = JSON.parse(m.content);
      if (Array.isArray(parsed)) entries = parsed as Record<string, string>[];
    } catch {
      // content that is not a list has nothing to show
    }
    const body = entries.flatMap((e) => entryLines(m.style as ModuleStyle, e));
    if (body.length === 0) continue;
    out.push(`## ${escape(m.alias || m.name)}`, '', ...body, '');
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** The file name: the person's name and wish, like the download's. */
export function markdownFileName(resume: FullResume): string {
  const title = [resume.personal.name, resume.personal.wish].filter(Boolean).join('-') || '简历';
  return `${title.replace(/[\\/:*?"<>|]/g, '_')}.md`;
}
