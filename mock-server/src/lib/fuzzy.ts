/** Fuzzy matching of free-typed Chinese titles: containment either way, then shared character bigrams. */

/** Words that qualify a title without changing the job: '高级前端开发工程师' is about '前端'. */
const QUALIFIERS =
  /高级|资深|初级|中级|见习|实习生?|助理|主管|总监|经理|负责人|专家|工程师|开发|专员|岗位?|人员|方向|\s+/g;

export const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[()（）·,，、/\-_.]/g, '')
    .trim();
export const core = (text: string): string => normalise(text).replace(QUALIFIERS, '');

function bigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i < text.length - 1; i++) grams.add(text.slice(i, i + 2));
  return grams;
}

/** 0 when unrelated; higher is closer. `names` are the candidate's title and keywords. */
export function matchScore(query: string, names: readonly string[]): number {
  const q = normalise(query);
  const qCore = core(query) || q;
  if (!q) return 0;
  let best = 0;
  for (const raw of names) {
    const name = normalise(raw);
    const nameCore = core(raw) || name;
    if (!name) continue;
    if (name === q) best = Math.max(best, 100);
    else if (q.includes(name)) best = Math.max(best, 60 + name.length);
    else if (name.includes(q) || (qCore.length >= 2 && nameCore.includes(qCore)))
      best = Math.max(best, 50 + qCore.length);
    else if (nameCore.length >= 2 && qCore.includes(nameCore)) best = Math.max(best, 40 + nameCore.length);
    else {
      const a = bigrams(qCore);
      const b = bigrams(nameCore);
      if (a.size && b.size) {
        let shared = 0;
        for (const g of a) if (b.has(g)) shared++;
        const ratio = shared / Math.min(a.size, b.size);
        if (ratio >= 0.5) best = Math.max(best, Math.round(30 * ratio));
      }
    }
  }
  return best;
}

/** The candidates matching the query, best first, at most `limit`. */
export function fuzzyFind<T>(
  query: string,
  items: readonly T[],
  namesOf: (item: T) => readonly string[],
  limit = 5,
): T[] {
  if (!normalise(query)) return [];
  return items
    .map((item, index) => ({ item, index, score: matchScore(query, namesOf(item)) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((m) => m.item);
}
