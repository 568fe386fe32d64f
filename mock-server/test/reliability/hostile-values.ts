/**
 * fast-check arbitraries of hostile values for fuzzing: strings that break parsers, paths, SQL, templates and
 * terminals (NUL, lone surrogates, bidi overrides, traversal, injection, number look-alikes), huge strings, deep
 * nesting, prototype-pollution keys, and any of these or random JSON as a value.
 */
import fc from 'fast-check';

export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF\uD800',
  '𠜎𠜱𠝹',
  '👨‍👩‍👧‍👦',
  '\u202Eevil',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '%s%s%n',
  '${7*7}{{7*7}}',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '0x10',
  '1e309',
  '-1',
  '9007199254740993',
  '\r\n\r\nHTTP/1.1 200 OK',
];

/** A string of 1k..120k characters (under and over every maxLength of the contract, the largest being 60,000). */
export const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 120_000 }), fc.constantFrom('a', '字', '𠜎', '\\', '"'))
  .map(([n, c]) => c.repeat(n));

/** Objects or arrays nested 10..3000 levels deep. */
export const deepValue = fc.tuple(fc.integer({ min: 10, max: 3000 }), fc.boolean()).map(([depth, arrays]) => {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
  return v;
});

/** An object with prototype-pollution keys as own properties (JSON.parse makes them so). */
export const pollutingObject = fc
  .constantFrom(
    '{"__proto__":{"polluted":1,"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"prototype":{"polluted":1}}',
    '{"a":{"__proto__":{"isAdmin":true}}}',
    '{"__proto__":[]}',
  )
  .map((s) => JSON.parse(s) as unknown);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 1.5, -0, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(...NASTY_STRINGS),
  hugeString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  deepValue,
  pollutingObject,
);
