// What a Markdown file links to and which #anchors it offers, read as GitHub renders it: links inside fenced code
// blocks and code spans are text, not links; a heading's anchor is GitHub's slug of its text (github-slugger: lower
// case, punctuation dropped, letters of any script kept, spaces to '-', a repeated slug numbered -1, -2 …).
import GithubSlugger from 'github-slugger';

export interface MarkdownLink {
  line: number;
  target: string;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const CODE_SPAN = /(`+)[^`][\s\S]*?\1|``/g;
const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const HTML_LINK = /\b(?:src|href)="([^"]+)"/g;
const REFERENCE = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const HTML_ANCHOR = /<a\s[^>]*\b(?:id|name)="([^"]+)"/g;

/** The lines of a Markdown text outside fenced code blocks, with their 1-based numbers. */
function proseLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const opener = FENCE.exec(line)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length) fence = null;
    } else if (opener) {
      fence = opener;
    } else {
      lines.push({ line: index + 1, text: line });
    }
  });
  return lines;
}

/** Every link target of the text: inline links and images, reference definitions, and HTML src / href. */
export function linksOf(text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { line, text: raw } of proseLines(text)) {
    const prose = raw.replace(CODE_SPAN, '');
    for (const pattern of [INLINE_LINK, HTML_LINK]) {
      for (const m of prose.matchAll(pattern)) links.push({ line, target: m[1]! });
    }
    const reference = REFERENCE.exec(prose)?.[1];
    if (reference) links.push({ line, target: reference });
  }
  return links;
}

/** The text GitHub makes a heading's anchor from: code spans keep their text, links their label, no emphasis marks. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/\*+/g, '');
}

/** The anchors a reader can jump to in the text: one per heading (GitHub's slugs) and any <a id|name>. */
export function anchorsOf(text: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const { text: line } of proseLines(text)) {
    const heading = HEADING.exec(line)?.[2];
    if (heading !== undefined) anchors.add(slugger.slug(headingText(heading)));
    for (const m of line.matchAll(HTML_ANCHOR)) anchors.add(m[1]!);
  }
  return anchors;
}

/** A link to another site or an absolute path on the served site: not a file of this repository. */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/') || target.startsWith('//');
}
