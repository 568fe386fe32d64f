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
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';

/** Code points of a string (a surrogate pair counts once): Ajv's own count, which its `maxLength` calls. */
// Ajv's runtime modules are CommonJS: the default export arrives as the module object under some loaders.
export const codePoints = ((ucs2lengthModule as unknown as { default?: unknown }).default ??
  ucs2lengthModule) as typeof ucs2lengthModule;

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
