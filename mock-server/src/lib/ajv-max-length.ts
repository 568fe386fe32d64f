/**
 * Ajv's `maxLength`, redefined with the same meaning and a shortcut (an Ajv plugin: Fastify's `ajv.plugins`).
 * JSON Schema counts a string's length in characters (code points); Ajv counts them on every validation, one by one.
 * A string has at most as many code points as UTF-16 code units (`.length`), so one whose `.length` is within the
 * limit is within it: only a string longer in code units than the limit is counted. The error is Ajv's own
 * (keyword `maxLength`, params `{ limit }`, the same message), and `$data` limits still work.
 * What it buys: module/save's body carries the module's content (up to 60000 characters), counted on every save;
 * Ajv's count was 13.9k of the 317k instructions of a save (4.4%, callgrind, issue 45), and is now skipped.
 */
import { _, str, type CodeKeywordDefinition, type Plugin } from 'ajv';

/** Code points of a string: a surrogate pair counts once (as Ajv's own count does). */
export function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    count++;
  }
  return count;
}

const maxLength: CodeKeywordDefinition = {
  keyword: 'maxLength',
  type: 'string',
  schemaType: 'number',
  $data: true,
  error: {
    message: ({ schemaCode }) => str`must NOT have more than ${schemaCode} characters`,
    params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
  },
  code(cxt) {
    const { gen, data, schemaCode } = cxt;
    const count = gen.scopeValue('func', { ref: codePoints });
    cxt.fail$data(_`${data}.length > ${schemaCode} && ${count}(${data}) > ${schemaCode}`);
  },
};

/** Replaces Ajv's `maxLength` with the one above. */
export const maxLengthShortcut: Plugin<unknown> = (ajv) => ajv.removeKeyword('maxLength').addKeyword(maxLength);
