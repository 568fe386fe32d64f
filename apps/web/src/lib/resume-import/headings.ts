// Section headings, Chinese and English, as resumes name them: each known name maps to a module style (实习经历 and
// 职业经历 are work), 基本信息 to the personal info, the sections resumes often add (兴趣爱好, 语言能力, 社团经历) to a
// custom module by their name alone. A line that looks like a heading but is none of these becomes a custom module
// too (never dropped), when it is drawn as the file's known headings are.
import type { ModuleStyle } from '@cv/contract';

export type HeadingKind = ModuleStyle | 'personal';

const KNOWN: [HeadingKind, RegExp][] = [
  [
    'personal',
    /^(基本信息|个人信息|个人资料|基本资料|联系方式|联系信息|personal\s*(info(rmation)?|details|data)|contact(\s*info(rmation)?)?)$/i,
  ],
  [
    'edu',
    /^(教育(经历|背景|经验|信息)?|学历(背景|信息)?|学习经历|education(al)?(\s*background|\s*history)?|academic\s*background)$/i,
  ],
  [
    'work',
    /^(工作(经历|经验|履历)|实习(经历|经验)|职业(经历|经验)|任职经历|工作及实习经历|实习及工作经历|从业经历|employment(\s*history)?|(work|professional)\s*experiences?|experiences?|internships?(\s*experiences?)?|work\s*history)$/i,
  ],
  [
    'project',
    /^(项目(经历|经验|实践)?|科研(经历|项目)|研究经历|projects?(\s*experiences?)?|research(\s*experiences?)?)$/i,
  ],
  [
    'skill',
    /^(专业技能|技能(特长|证书|清单)?|个人技能|职业技能|技能专长|专业能力|能力(特长|专长)|skills?(\s*(&|and)\s*\w+)?|technical\s*skills|core\s*competencies|competencies)$/i,
  ],
  [
    'honor',
    /^(荣誉(奖项|证书|称号)?|获奖(情况|经历|荣誉)?|奖项|所获荣誉|荣誉奖励|奖励(荣誉)?|证书(奖项)?|awards?(\s*(&|and)\s*honou?rs?)?|honou?rs?(\s*(&|and)\s*awards?)?|certifications?|certificates?)$/i,
  ],
  [
    'summary',
    /^(自我评价|个人(评价|总结|简介|优势|概述)|自我(介绍|描述|总结)|关于我|职业概述|个人陈述|summary|profile|about(\s*me)?|professional\s*summary|objective|personal\s*statement)$/i,
  ],
  [
    'custom',
    /^(兴趣爱好|爱好(特长)?|兴趣(特长)?|语言(能力|技能)|外语(能力|水平)|社团(经历|活动)|校园(经历|活动)|学生工作|社会实践|实践经历|志愿(者|服务)?经历|培训经历|作品(集|展示)?|(发表)?论文(发表)?|专利|languages?|interests|hobbies|volunteer(ing)?(\s*experiences?)?|extracurricular(\s*activities)?|activities|publications)$/i,
  ],
];

/** A heading's text without numbering (01, 一、, 1.), decoration or spaces between letter-spaced characters. */
export function headingKey(text: string): string {
  return text
    .replace(/^[\s\d０-９一二三四五六七八九十]{1,3}[、.．)）\s]*/, (m) =>
      /[\d０-９一二三四五六七八九十]/.test(m) ? '' : m,
    )
    .replace(/[\s\u3000]+/g, (m, i: number, s: string) =>
      /[A-Za-z&]/.test(s[i - 1] ?? '') && /[A-Za-z&]/.test(s[i + m.length] ?? '') ? ' ' : '',
    )
    .replace(/^[|｜■□▌◆◇●○•·\-—_=*#:：/\\【】[\]<>《》]+|[|｜■□▌◆◇●○•·\-—_=*#:：/\\【】[\]<>《》]+$/g, '')
    .trim();
}

/** The halves of a bilingual heading ("教育经历 / Education", "教育背景 EDUCATION"), or the key alone. */
const halvesOf = (key: string) => key.split(/\s*[/|｜]\s*|(?<=[\u4e00-\u9fff])\s*(?=[A-Za-z])/);

/** A heading's key (headingKey) as a module's title: of a Chinese and an English half, the Chinese one. */
export function titleOfKey(key: string): string {
  const halves = halvesOf(key);
  const han = halves.length === 2 ? halves.find((h) => /[\u4e00-\u9fff]/.test(h)) : undefined;
  return han && halves.some((h) => /^[A-Za-z][A-Za-z\s&]*$/.test(h)) ? han : key;
}

/** A heading as a module's title. */
export const headingTitle = (text: string) => titleOfKey(headingKey(text));

/** Whether a heading has a Chinese half and an English one (教育背景 EDUCATION). */
export function isBilingual(text: string): boolean {
  const key = headingKey(text);
  return titleOfKey(key) !== key;
}

/** The mark a line starts with (◆, ■, ●…), or '' when it starts with none. */
export const leadingMark = (text: string) => /^\s*([|｜■□▌◆◇●○•·▪▶►★☆])/.exec(text)?.[1] ?? '';

/** The module style (or 'personal') of a known heading; null when the text is no known heading. */
export function knownHeading(text: string): HeadingKind | null {
  const key = headingKey(text);
  if (!key || key.length > 30) return null;
  for (const [kind, re] of KNOWN) if (re.test(key)) return kind;
  // "教育经历 / Education": either half known.
  const halves = halvesOf(key);
  if (halves.length === 2) for (const [kind, re] of KNOWN) if (halves.some((h) => re.test(h))) return kind;
  return null;
}

/** Every Han character the known headings are written with: what a misread one in a heading may stand for. */
const HEADING_HAN = [...new Set(KNOWN.flatMap(([, re]) => re.source.match(/[\u4e00-\u9fff]/g) ?? []))];

/**
 * A heading of three to six Han characters that is no known one but one character away from one (荣誉奖硕, OCR's reading
 * of a letter-spaced 荣 誉 奖 项): that heading's kind and text; null otherwise, or when headings of two kinds are as near.
 */
export function nearHeading(text: string): { kind: HeadingKind; title: string } | null {
  const key = headingKey(text);
  if (!/^[\u4e00-\u9fff]{3,6}$/.test(key) || knownHeading(key)) return null;
  let near: { kind: HeadingKind; title: string } | null = null;
  for (let i = 0; i < key.length; i++) {
    for (const han of HEADING_HAN) {
      if (han === key[i]) continue;
      const title = key.slice(0, i) + han + key.slice(i + 1);
      const kind = knownHeading(title);
      if (!kind) continue;
      // Two headings of different kinds as near: no telling which. Of one kind (荣誉奖项, 荣誉奖励): the first found,
      // whose character comes first in KNOWN, where the commoner names are listed first.
      if (near && near.kind !== kind) return null;
      near ??= { kind, title };
    }
  }
  return near;
}
