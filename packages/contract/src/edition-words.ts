/**
 * The words a resume's page adds around what the user typed, in the language of its design's edition: contact
 * labels, the running date words, degrees, skill levels, years of experience, default section names, page numbers,
 * the document's title words. A Chinese edition sets the Chinese ones; an English edition (designs/english.ts) the
 * English ones. Free of TypeBox so the SPA can import it.
 */
import { parseTemplateId, type MODULE_STYLES } from './constants.ts';
import { MODULE_STYLE_NAMES } from './labels.ts';

type ModuleStyle = (typeof MODULE_STYLES)[number];

/** The language of a design's edition. */
export type Lang = 'zh' | 'en';

/** The edition and colour a template id names; a style's id (`style-classic-2f5496`) names its design's. */
export const namedEdition = (template: string) => parseTemplateId(template.replace(/^style-/, ''));

/**
 * The language of a resume, from its template id (`en-classic-2f5496` and the style `style-en-sidebar-0b6e99` are
 * English editions, `classic-2f5496` and an unknown or empty id Chinese): the one place the SPA and the mock tell an
 * English resume from a Chinese one.
 */
export function langOfTemplate(template: string | null | undefined): Lang {
  return namedEdition(template ?? '')?.layout.startsWith('en-') ? 'en' : 'zh';
}

/** English default name of each module style (a module added to an English resume, or a default name translated). */
const MODULE_STYLE_NAMES_EN: Record<ModuleStyle, string> = {
  edu: 'Education',
  work: 'Experience',
  project: 'Projects',
  skill: 'Skills',
  honor: 'Awards',
  summary: 'Summary',
  custom: 'Other',
};

/** The default name of a module of this style added to a resume in this language (工作经历, Experience). */
export function moduleStyleName(style: ModuleStyle, lang: Lang): string {
  return lang === 'en' ? MODULE_STYLE_NAMES_EN[style] : MODULE_STYLE_NAMES[style];
}

/** Chinese section names the product or its users commonly give, each with its English name. */
const SECTION_NAMES_EN: Record<string, string> = {
  ...Object.fromEntries(
    (Object.keys(MODULE_STYLE_NAMES) as ModuleStyle[]).map((k) => [MODULE_STYLE_NAMES[k], MODULE_STYLE_NAMES_EN[k]]),
  ),
  教育背景: 'Education',
  工作经验: 'Experience',
  实习经历: 'Internships',
  项目经验: 'Projects',
  技能特长: 'Skills',
  个人技能: 'Skills',
  获奖情况: 'Awards',
  荣誉证书: 'Awards & Certificates',
  证书: 'Certificates',
  自我介绍: 'Summary',
  个人总结: 'Summary',
  校园经历: 'Campus Activities',
  社团经历: 'Activities',
  作品集: 'Portfolio',
  语言能力: 'Languages',
  实践经历: 'Practical Experience',
  科研经历: 'Research Experience',
  志愿者经历: 'Volunteering',
  培训经历: 'Training',
  论文发表: 'Publications',
  兴趣爱好: 'Interests',
  个人优势: 'Strengths',
};

/** Degrees as the editor offers them (DEGREES), in English. */
const DEGREES_EN: Record<string, string> = {
  大专: 'Associate Degree',
  本科: "Bachelor's Degree",
  学士: "Bachelor's Degree",
  硕士: "Master's Degree",
  研究生: "Master's Degree",
  博士: 'Ph.D.',
  高中: 'High School',
  中专: 'Vocational Diploma',
  其他: 'Other',
};

/** Skill levels as the editor offers them (SKILL_LEVELS), in English. */
export const SKILL_LEVELS_EN: Record<string, string> = {
  入门: 'Beginner',
  了解: 'Basic',
  一般: 'Basic',
  熟悉: 'Intermediate',
  良好: 'Good',
  熟练: 'Proficient',
  精通: 'Expert',
  母语: 'Native',
};

/** Years of experience (EXPS_LEVELS) as an English page shows them. */
const EXPS_EN: Record<string, string> = {
  应届: 'New graduate',
  '1-3年': '1–3 years',
  '3-5年': '3–5 years',
  '5-10年': '5–10 years',
  '10年以上': '10+ years',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface EditionWords {
  /** BCP 47 tag of the PDF's /Lang and its structure tree. */
  tag: string;
  /** Between a contact's label and value. */
  colon: string;
  /** Between items on a line (school · major · degree, text · date); the Chinese one is resume-text's SEP. */
  sep: string;
  /** An end date that is not there yet. */
  present: string;
  /** Between a range's two dates. */
  rangeSep: string;
  /** 'YYYY-MM' as the page shows it. */
  month(year: string, month: number): string;
  contact: { phone: string; email: string; gender: string; birthday: string; exps: string };
  /** Gender and date of birth shown (Chinese convention) or left out (English convention). */
  personalDetails: boolean;
  exps(v: string): string;
  degree(v: string): string;
  level(v: string): string;
  /** A section's name: a default name (or a common Chinese one) in this language, else as typed. */
  section(name: string): string;
  /** The sidebar's contacts section; a key–value header's name and position labels. */
  personalInfo: string;
  nameLabel: string;
  wishLabel: string;
  /** The page number on a resume of several pages: the words before the page, between it and the count, after it. */
  pageWords: readonly [string, string, string];
  /** The PDF's Subject and the photo's alternative text. */
  subject(name: string, wish: string): string;
  photo(name: string): string;
  /** The titles a banner or key–value header draws (个人简历, 基本信息: the Chinese designs' own; designs/english.ts). */
  bannerTitle: string;
  tableTitle: string;
}

const same = (v: string): string => v;

/** 第 1 页 / 共 2 页, Page 1 of 2: page `n` of `of` in an edition's words. */
export function pageLabel(words: EditionWords, n: number, of: number): string {
  const [before, between, after] = words.pageWords;
  return `${before}${n}${between}${of}${after}`;
}

export const EDITION_WORDS: Record<Lang, EditionWords> = {
  zh: {
    tag: 'zh-CN',
    colon: '：',
    sep: '·',
    present: '至今',
    rangeSep: ' - ',
    month: (y, m) => `${y}.${String(m).padStart(2, '0')}`,
    contact: { phone: '电话', email: '邮箱', gender: '性别', birthday: '出生年月', exps: '工作经验' },
    personalDetails: true,
    exps: (v) => (v === '应届' ? '应届生' : v),
    degree: same,
    level: same,
    section: same,
    personalInfo: '个人信息',
    nameLabel: '姓名',
    wishLabel: '求职意向',
    pageWords: ['第 ', ' 页 / 共 ', ' 页'],
    subject: (name, wish) => (wish ? `${name}的简历（求职意向：${wish}）` : `${name}的简历`),
    photo: (name) => `${name}的照片`,
    bannerTitle: '个人简历',
    tableTitle: '基本信息',
  },
  en: {
    tag: 'en-US',
    colon: ': ',
    sep: ' · ',
    present: 'Present',
    rangeSep: ' – ',
    month: (y, m) => `${MONTHS[m - 1] ?? ''} ${y}`.trim(),
    contact: { phone: 'Phone', email: 'Email', gender: 'Gender', birthday: 'Date of birth', exps: 'Experience' },
    personalDetails: false,
    exps: (v) => EXPS_EN[v] ?? v,
    degree: (v) => DEGREES_EN[v] ?? v,
    level: (v) => SKILL_LEVELS_EN[v] ?? v,
    section: (name) => SECTION_NAMES_EN[name] ?? name,
    personalInfo: 'Contact',
    nameLabel: 'Name',
    wishLabel: 'Objective',
    pageWords: ['Page ', ' of ', ''],
    subject: (name, wish) => (wish ? `Resume of ${name} (${wish})` : `Resume of ${name}`),
    photo: (name) => `Photo of ${name}`,
    bannerTitle: 'RESUME',
    tableTitle: 'Personal Details',
  },
};

/**
 * The English edition of the same design in the same colour (`classic-2f5496` and the style `style-classic-2f5496`
 * both give `en-classic-2f5496`), or null when the template names no Chinese design (an English one already).
 */
export function englishTemplateOf(template: string): string | null {
  const named = namedEdition(template);
  if (!named || named.layout.startsWith('en-')) return null;
  return `en-${named.layout}-${named.color.slice(1)}`;
}
