// What 简历诊断 reads in a description, in Chinese or English: its sentences (a repeated one is found even on one
// line), whether it says anything beyond list markers, and whether it has a figure (a quantified result).
import type { Lang } from '@cv/contract/edition-words';

/** A list marker at a line's start: '1. ', '2、', '(3)', '- ', '• '. */
const LIST_MARKER = /^\s*(?:[-•·*]|\d+[.、)）]|[（(]?\d+[)）])\s*/u;

/** True when a description holds no letter or digit once list markers are gone ('1. ', '-', '。'). */
export function saysNothing(text: string | undefined): boolean {
  return !(text ?? '').split('\n').some((line) => /[\p{L}\p{N}]/u.test(line.replace(LIST_MARKER, '')));
}

/**
 * The sentences of a text: each line, cut after 。！？； (Chinese) and after . ! ? ; followed by a space (English,
 * so 'Node.js' and '3.5' stay whole); list markers dropped.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.replace(LIST_MARKER, '').split(/(?<=[。！？；])|(?<=[.!?;])\s+/u))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence as compared for repeats: no list marker, space or punctuation, lower case. */
export const sentenceKey = (sentence: string): string => sentence.replace(/[\s\p{P}]/gu, '').toLowerCase();

/** A figure: digits, a percentage, or a Chinese numeral with a unit ('三个', '两倍', '翻番'). */
const FIGURE_ZH =
  /[0-9０-９]|百分之|翻番|翻倍|[一二两三四五六七八九十百千万]+\s*(?:个|人|次|倍|项|万|亿|余|多|款|家|名|条|年|月|周|天|小时|分钟|秒|篇|场|份|位|套)/u;
/** English figures in words: 'doubled', 'three times', 'a dozen', 'half', 'hundreds of'. */
const FIGURE_EN =
  /\b(?:doubled|tripled|quadrupled|halved|twice|percent|dozens?|hundreds|thousands|millions|billions|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred|thousand|million)\b)/i;

export const hasFigure = (text: string): boolean => FIGURE_ZH.test(text) || FIGURE_EN.test(text);

/** 简历诊断's example of a quantified result, in the resume's language. */
export const FIGURE_EXAMPLE: Record<Lang, string> = {
  zh: '如“转化率提升 15%”“服务 200 万用户”',
  en: '如“Increased conversion by 15%”“Served 2M users”',
};
