/**
 * fast-check arbitraries of request bodies: a JSON value for a route's body schema (valid, with one field broken,
 * missing or extra, or anything at all), bodies that are not valid JSON, and the text sent, sometimes with a
 * prototype-pollution key spliced in.
 */
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { nastyValue } from './hostile-values.ts';
import { schemaArb, type JsonSchemaLike } from './schema-values.ts';

/** A JSON value for a route body: valid, valid with one field broken / missing / extra, or anything at all. */
export function bodyValue(schema: TSchema | undefined): fc.Arbitrary<unknown> {
  const valid = schema ? schemaArb(schema) : fc.constant({});
  const keys = Object.keys((schema as unknown as JsonSchemaLike | undefined)?.properties ?? {});
  const broken = keys.length
    ? fc
        .tuple(valid, fc.constantFrom(...keys), nastyValue, fc.constantFrom('replace', 'delete'))
        .map(([v, k, bad, how]) => {
          const copy = { ...(v as Record<string, unknown>) };
          if (how === 'delete') delete copy[k];
          else copy[k] = bad;
          return copy;
        })
    : valid;
  const extra = fc
    .tuple(valid, fc.string({ maxLength: 12 }), nastyValue)
    .map(([v, k, bad]) => Object.assign(Object.create(null) as object, v, { [k]: bad }));
  return fc.oneof(
    { arbitrary: valid, weight: 5 },
    { arbitrary: broken, weight: 5 },
    { arbitrary: extra, weight: 2 },
    { arbitrary: nastyValue, weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
}

/** Bodies that are not (valid) JSON at all. */
export const rawBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"cid":',
    '{"cid":"x",}',
    "{'cid':'x'}",
    '\uFEFF{"cid":"x"}',
    '{"cid":"x"}garbage',
    '{"cid":"\\uZZZZ"}',
    'null',
    '0',
    '"string"',
    '[1,2,3]',
    '{"a":1,"a":2}',
    '\u0000',
    ' \n\t ',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"a": {"constructor": {"prototype": {"isAdmin": true}}}}',
    'cid=x&token=y',
  ),
  fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a).toString('latin1')),
);

/** Serialises a body value; sometimes splices a prototype-pollution key into the text. */
export const bodyText = (schema: TSchema | undefined) =>
  fc.oneof(
    { arbitrary: bodyValue(schema).map((v) => JSON.stringify(v) ?? 'null'), weight: 10 },
    {
      arbitrary: fc
        .tuple(
          bodyValue(schema),
          fc.constantFrom(
            '"__proto__":{"polluted":1},',
            '"constructor":{"prototype":{"polluted":1}},',
            '"prototype":{},',
          ),
        )
        .map(([v, key]) => {
          const json = JSON.stringify(v) ?? 'null';
          return json.startsWith('{') && json.length > 2 ? `{${key}${json.slice(1)}` : `{${key.replace(/,$/, '')}}`;
        }),
      weight: 2,
    },
    { arbitrary: rawBody, weight: 2 },
    { arbitrary: fc.constant(''), weight: 1 },
  );
