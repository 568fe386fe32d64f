// A bilingual heading as OCR misreads it (教育背景 EDUCATION set in two faces, often beside an icon): the English half
// read with marks inside it (职业经历 w: RK EXPERIENCE, 技能特长：kitts, 荣誉奖项 ^v RD), which made the line look like a
// label and its value or hid its halves, and the icon before it read as a Han character (呈 自我评价 ABOUT ME). The
// known Chinese half is what names the section (headings.ts); the English half is kept as letters only, the icon's
// character dropped. A line whose Latin part names a skill (专业技能：Java) or holds a digit or Han is left as read.
import { knownHeading } from '../headings';
import { isLexiconWord } from './latin-words';

/** Marks, digits or a bullet before the heading (kept); or one Han character read from an icon (dropped). */
const HEADING_LINE = /^([^\u4e00-\u9fffA-Za-z]*?|[\u4e00-\u9fff]\s+)([\u4e00-\u9fff]{2,10})\s*([^\u4e00-\u9fff\d]*)$/;

/** The line with its heading's English half and icon mended, or as read when it is no such heading. */
export function headingLineMended(text: string): string {
  const match = HEADING_LINE.exec(text);
  if (!match) return text;
  const [, before, han, tail] = match as unknown as [string, string, string, string];
  if (!knownHeading(han)) return text;
  const iconAsHan = /^[\u4e00-\u9fff]/.test(before);
  // A clean English half (or none) needs no mend; a Latin part with a skill's name is a label and its value.
  const garbled = /[A-Za-z]/.test(tail) && /[^A-Za-z\s&]/.test(tail.trim());
  if (!garbled && !iconAsHan) return text;
  const words = tail.split(/[^A-Za-z&]+/).filter(Boolean);
  if (words.some(isLexiconWord)) return text;
  return `${iconAsHan ? '' : before}${han}${words.length ? ` ${words.join(' ')}` : ''}`;
}
