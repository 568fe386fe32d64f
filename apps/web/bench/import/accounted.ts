// "Characters neither placed nor in the tray", counted without the importer's own bookkeeping (its stats.unaccounted
// is leftovers minus tray, zero whenever every leftover reaches the tray). Here the file is read again by another
// reader (poppler's pdftotext for a PDF, mammoth's raw text for a Word file), and its letters and digits are taken
// away, as a multiset, by those of every placed value, module name and tray item, and of the words a resume spends on
// its own structure (labels, titles, open ends, 年 and 月 after a number, page and heading numbers). What is left is
// unaccounted.
// A character the file holds three times must be found three times; one placed in the wrong field still counts as
// found (the field scores catch that). JSON and Markdown are read by their own parsers only: null for them.
import { execFileSync } from 'node:child_process';
import mammoth from 'mammoth';
import type { ImportDraft } from '../../src/lib/resume-import/model';

/** What a resume writes around its values, in the text: page numbers, a heading's number, 应届生 for 应届. */
const AROUND: [RegExp, string][] = [
  [/第\s*\d+\s*页\s*\/\s*共\s*\d+\s*页/g, ' '],
  [/Page \d+ of \d+/g, ' '],
  [/^\s*0\d\s+(?=\p{Script=Han})/gmu, ' '],
  [/应届生/g, '应届'],
  // Entries written as labelled fields: the labels before their colons (公司名称：… 在职时间：…).
  [/(^|\s)(公司名称|职位|在职时间|工作内容|项目名称|担任角色|项目时间|项目描述|学校|专业|学历|时间)\s*[:：]/gm, '$1'],
  // A bilingual heading's English half (教育背景 EDUCATION, 项目经历 / Projects): the module keeps the Chinese one.
  // Another reader may put it on a line of its own.
  [
    /(?<=^|\p{Script=Han}[ \t]*[/|｜]?[ \t]*)(?:EDUCATION|(?:WORK )?EXPERIENCE|PROJECTS?|SKILLS|AWARDS|HONOU?RS|ABOUT ME|PROFILE|SUMMARY|MORE|Education|(?:Work )?Experience|Projects?|Skills|Awards)[ \t]*$/gmu,
    ' ',
  ],
  // An English resume's words around its values: month names (the value keeps the year and the month's number),
  // range words, degrees and skill levels (the value is the editor's 本科 or 精通), contact labels.
  [
    /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b\.?(?=\s*(?:19|20)\d\d)/g,
    ' ',
  ],
  [/(?<=\d{4}\s*)to(?=\s)|\b(?:Present|Current|Now)\b/g, ' '],
  [
    /\b(?:(?:Bachelor|Master)(?:'s)?(?: of (?:Science|Arts|Engineering|Business Administration))?(?: Degree)?|[BM]\.(?:S|A|Eng|Sc)\.|MBA|Ph\.D\.)(?: in\b)?/g,
    ' ',
  ],
  // (pdftotext may run a level into its skill: ReactProficient.)
  [/(?:Expert|Advanced|Proficient|Intermediate|Basic|Beginner|Native|Fluent)\b/g, ' '],
  [/\b(?:Objective|Phone|Email)\s*:|^\s*(?:Contact|Phone|Email)\s*$/gim, ' '],
];
/**
 * The words a resume uses for its own structure (labels, titles, open ends). Taken from what is left as multisets of
 * characters, not as strings: another reader may put a table's 电  话 as 电 … 话 around other cells.
 */
const STRUCTURE_WORDS = [
  '个人简历',
  '个人信息',
  '基本信息',
  '联系方式',
  '求职意向',
  '出生年月',
  '出生日期',
  '工作经验',
  '工作年限',
  '电子邮箱',
  '姓名',
  '电话',
  '手机',
  '邮箱',
  '性别',
  '年龄',
  '照片',
  '至今',
  // 2019.09 至 2023.06
  '至',
  '现在',
  '今',
  'Present',
  // 年 and 月 of dates written 2019年09月 (the value keeps the digits): last, after the words that hold them.
  '年',
  '月',
];

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/** Latin letters without their case: a heading set in capitals may be named in title case (EDUCATION, Education). */
function countOf(text: string): Map<string, number> {
  const n = new Map<string, number>();
  for (const c of text.replace(/[A-Z]/g, (l) => l.toLowerCase()).match(LETTER_OR_DIGIT) ?? [])
    n.set(c, (n.get(c) ?? 0) + 1);
  return n;
}

/** The file's text as a reader that is not ours sees it, or null for a kind it does not read. */
export async function otherReading(file: string): Promise<string | null> {
  if (file.endsWith('.pdf')) return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  if (file.endsWith('.docx')) return (await mammoth.extractRawText({ path: file })).value;
  return null;
}

/**
 * pdftotext's pages (parted by a form feed) without the copies of a running header or footer: a page's first or last
 * line that an earlier page also has there. The importer uses them up as page furniture; the first copy stays.
 */
function runningCopiesOut(reading: string): string {
  const pages = reading.split('\f').map((p) => p.split('\n'));
  const edges = (lines: string[]) => {
    const kept = lines.map((l, i) => [l.trim(), i] as const).filter(([l]) => l);
    return [kept[0], kept.at(-1)].filter((x) => x !== undefined);
  };
  const seen = new Set(pages[0] ? edges(pages[0]).map(([l]) => l) : []);
  for (const lines of pages.slice(1)) for (const [text, i] of edges(lines)) if (seen.has(text)) lines[i] = '';
  return pages.map((p) => p.join('\n')).join('\f');
}

/** Letters and digits of `reading` that no value, module name, tray item or structure word of the draft accounts for. */
export function unaccountedIn(reading: string, d: ImportDraft): { count: number; sample: string } {
  let text = runningCopiesOut(reading);
  for (const [re, by] of AROUND) text = text.replace(re, by);
  const have = countOf(text);
  const values = [
    ...Object.values(d.personal).map((v) => v.value),
    ...d.modules.flatMap((m) => [m.name.value, ...m.entries.flatMap((e) => Object.values(e).map((v) => v.value))]),
    ...d.tray.map((t) => t.text),
  ];
  const found = countOf(values.join('\n'));
  const left = new Map([...have].map(([c, n]) => [c, n - (found.get(c) ?? 0)] as const));
  for (const word of STRUCTURE_WORDS.map((w) => [...w.toLowerCase()]))
    while (word.every((c) => (left.get(c) ?? 0) > 0)) for (const c of word) left.set(c, left.get(c)! - 1);
  let count = 0;
  let sample = '';
  for (const [c, n] of left) {
    if (n <= 0) continue;
    count += n;
    if (sample.length < 40) sample += c.repeat(Math.min(n, 3));
  }
  return { count, sample };
}
