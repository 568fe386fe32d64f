// 岗位匹配: finds the lexicon's terms in a job description and in the resume, and says how much of the posting the
// resume covers, what it lacks and where each found term is. Offline and deterministic.
//
// Terms are found by longest match over the normalised text. A match must not cut a word: Latin terms need a
// non-letter on both sides ('js' is not found in 'json'); Chinese terms of two characters must start and end on a
// word boundary of Intl.Segmenter's Chinese segmentation ('运营' is not found in '运营商'). A posting in English also
// gives its own words beyond the lexicon, found in the resume by their stems (english-words.ts).
import { moduleTitle, type ResumeDoc, type Target } from '../resume-doc';
import { englishKeywords, isEnglish, stemsOf } from './english-words';
import { normaliseText, TERMS, type Term, type TermKind } from './lexicon';

const BY_FORM = new Map<string, Term>();
for (const term of TERMS) for (const form of term.forms) if (!BY_FORM.has(form)) BY_FORM.set(form, term);
const LONGEST = Math.max(...[...BY_FORM.keys()].map((f) => f.length));
const WORDISH = /[a-z0-9_]/;
const HAN = /\p{Script=Han}/u;

let segmenter: Intl.Segmenter | null | undefined;
function wordBoundaries(text: string): Set<number> | null {
  if (segmenter === undefined)
    segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  if (!segmenter) return null;
  const bounds = new Set<number>([text.length]);
  for (const s of segmenter.segment(text)) bounds.add(s.index);
  return bounds;
}

export interface TermHit {
  term: Term;
  /** The text as written where it was found. */
  surface: string;
}

/** The distinct lexicon terms in a text, in order of first appearance. */
export function findTerms(text: string): TermHit[] {
  const norm = normaliseText(text);
  let bounds: Set<number> | null | undefined;
  const hits = new Map<Term, TermHit>();
  let i = 0;
  while (i < norm.length) {
    let matched = 0;
    for (let len = Math.min(LONGEST, norm.length - i); len > 0; len--) {
      const form = norm.slice(i, i + len);
      const term = BY_FORM.get(form);
      if (!term) continue;
      const first = form[0]!;
      const last = form[len - 1]!;
      if (WORDISH.test(first) && i > 0 && /[a-z0-9_.]/.test(norm[i - 1]!)) continue;
      if (/[a-z0-9_+#]/.test(last) && WORDISH.test(norm[i + len] ?? ' ')) continue;
      if (len <= 2 && HAN.test(first) && HAN.test(last)) {
        bounds ??= wordBoundaries(norm);
        if (bounds && (!bounds.has(i) || !bounds.has(i + len))) continue;
      }
      if (!hits.has(term)) hits.set(term, { term, surface: norm.slice(i, i + len) });
      matched = len;
      break;
    }
    i += matched || 1;
  }
  return [...hits.values()];
}

export interface Place {
  target: Target;
  /** '专业技能 · 第 2 条' or '求职意向'. */
  where: string;
  surface: string;
}

export interface KeywordResult {
  keyword: string;
  /** A lexicon term's kind, or 'word': a word of an English posting the lexicon does not know. */
  kind: TermKind | 'word';
  weight: number;
  /** Where the resume has it (empty: the resume lacks it). */
  places: Place[];
}

export interface JobMatch {
  /** 0-100: the weighted share of the posting's keywords the resume has. */
  percent: number;
  found: KeywordResult[];
  missing: KeywordResult[];
}

/** Tools and skills weigh most; soft skills least (every posting asks for 沟通能力). */
const WEIGHT: Record<KeywordResult['kind'], number> = { skill: 3, domain: 2, cert: 2, soft: 1, word: 1 };

/** Every text of the resume with where it is. */
function resumeTexts(doc: ResumeDoc): { text: string; target: Target; where: string }[] {
  const texts: { text: string; target: Target; where: string }[] = [];
  if (doc.personal?.wish)
    texts.push({ text: doc.personal.wish, target: { kind: 'personal', field: 'wish' }, where: '求职意向' });
  for (const m of doc.modules) {
    m.entries.forEach((entry, index) => {
      for (const [field, text] of Object.entries(entry)) {
        if (!text.trim() || /^\d{4}-\d{2}$/.test(text)) continue;
        const where = m.entries.length > 1 ? `${moduleTitle(m)} · 第 ${index + 1} 条` : moduleTitle(m);
        texts.push({ text, target: { kind: 'module', key: m.key, index, field }, where });
      }
    });
  }
  return texts;
}

export function matchJob(doc: ResumeDoc, jobDescription: string): JobMatch {
  const hits = findTerms(jobDescription);
  const texts = resumeTexts(doc);
  const places = new Map<Term, Place[]>();
  for (const { text, target, where } of texts) {
    for (const hit of findTerms(text)) {
      const list = places.get(hit.term) ?? [];
      if (!list.some((p) => p.where === where)) list.push({ target, where, surface: hit.surface });
      places.set(hit.term, list);
    }
  }
  const results = hits.map(({ term }): KeywordResult => ({
    keyword: term.name,
    kind: term.kind,
    weight: WEIGHT[term.kind],
    places: places.get(term) ?? [],
  }));
  if (isEnglish(jobDescription)) results.push(...englishResults(jobDescription, hits, texts));
  const total = results.reduce((n, r) => n + r.weight, 0);
  const got = results.reduce((n, r) => n + (r.places.length ? r.weight : 0), 0);
  return {
    percent: total === 0 ? 0 : Math.round((got / total) * 100),
    found: results.filter((r) => r.places.length > 0),
    // What to add first: the heaviest first, then in the posting's order.
    missing: results.filter((r) => r.places.length === 0).sort((a, b) => b.weight - a.weight),
  };
}

/** The English posting's own words (not the lexicon's terms), each with where the resume has a word of its stem. */
function englishResults(posting: string, hits: TermHit[], texts: ReturnType<typeof resumeTexts>): KeywordResult[] {
  const known = new Set(hits.flatMap((h) => [...stemsOf(h.surface)]));
  const stemmed = texts.map((t) => ({ ...t, stems: stemsOf(t.text) }));
  return englishKeywords(posting, known).map(({ word, stem }) => {
    const found: Place[] = [];
    for (const t of stemmed) {
      if (t.stems.has(stem) && !found.some((p) => p.where === t.where))
        found.push({ target: t.target, where: t.where, surface: word });
    }
    return { keyword: word, kind: 'word', weight: WEIGHT.word, places: found };
  });
}
