/**
 * A fixture file with new data and its own layout: the original text with only the values that differ edited in
 * (jsonc-parser's modify), so `npm run promote`'s diffs show data, not layout. Rewriting the whole value instead
 * expanded every object the file keeps on one line (settings.json's free_quota became four lines).
 */
import { isDeepStrictEqual } from 'node:util';
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';

type Edit = { path: JSONPath; value: unknown; append?: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The edits that turn `before` into `after`: changed leaves, added and removed keys, appended and removed items. */
function editsBetween(before: unknown, after: unknown, path: JSONPath = []): Edit[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (isRecord(before) && isRecord(after)) {
    const edits = Object.entries(after).flatMap(([key, value]) =>
      Object.hasOwn(before, key) ? editsBetween(before[key], value, [...path, key]) : [{ path: [...path, key], value }],
    );
    for (const key of Object.keys(before)) {
      if (!Object.hasOwn(after, key)) edits.push({ path: [...path, key], value: undefined });
    }
    return edits;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const edits = after.flatMap((value, i) =>
      i < before.length ? editsBetween(before[i], value, [...path, i]) : [{ path: [...path, i], value, append: true }],
    );
    // Removed from the end backwards, so each index is still where it was.
    for (let i = before.length - 1; i >= after.length; i--) edits.push({ path: [...path, i], value: undefined });
    return edits;
  }
  return [{ path, value: after }];
}

/** `original` (a JSON text) holding `proposed`, edited where the two differ and laid out as before elsewhere. */
export function editJson(original: string, proposed: unknown): string {
  let text = original;
  for (const edit of editsBetween(JSON.parse(original), proposed)) {
    // Without formatting options modify edits only what changes (with them it lays the enclosing object out anew);
    // what it inserts is compact JSON, which the caller's formatter (prettier, as the repository) lays out.
    const edits = modify(text, edit.path, edit.value, { isArrayInsertion: edit.append ?? false });
    text = applyEdits(text, edits);
  }
  return text;
}
