/**
 * fast-check arbitraries of values valid for a route's contract schema: text of CJK, ASCII and binary characters
 * within the schema's bounds, and for id-like keys (cid, id, out_trade_no, ticket, template, goods_id, avatar,
 * module content) the real ids of the harness's two users as Refs, mixed with plausible strangers and hostile strings.
 */
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { MODULE_STYLES, ModuleEntrySchemas } from '@cv/contract';
import { Ref, type RefName } from './fuzz-case.ts';
import { NASTY_STRINGS } from './hostile-values.ts';

export const ref = (name: RefName) => fc.constant(new Ref(name));

const CJK = [...'张三李四前端工程师简历教育经历项目技能北京大学计算机科学与技术熟练掌握'];
const textChar = fc.oneof(
  { arbitrary: fc.constantFrom(...CJK), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 1 },
);
export const text = (maxLength: number, minLength = 0) =>
  fc.string({ unit: textChar, minLength, maxLength: Math.min(maxLength, 40) });

/** Real ids of the two users (Refs), a few plausible strangers, and hostile strings, for id-like fields. */
function idOverride(key: string): fc.Arbitrary<unknown> | null {
  switch (key) {
    case 'cid':
      return fc.oneof(
        { arbitrary: ref('cid:A'), weight: 6 },
        { arbitrary: ref('cid:B'), weight: 2 },
        { arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{16}$/), weight: 1 },
        { arbitrary: fc.constantFrom(...NASTY_STRINGS).filter((s) => s.length > 0), weight: 1 },
      );
    case 'id':
      return fc.oneof(
        { arbitrary: ref('module:A'), weight: 6 },
        { arbitrary: ref('module:B'), weight: 2 },
        { arbitrary: fc.integer({ min: 1, max: 2 ** 31 }), weight: 2 },
      );
    case 'out_trade_no':
      return fc.oneof(
        { arbitrary: ref('order:A'), weight: 6 },
        { arbitrary: ref('order:B'), weight: 2 },
        { arbitrary: fc.stringMatching(/^[0-9A-Za-z_|*-]{6,32}$/), weight: 2 },
      );
    case 'ticket':
      return fc.oneof(
        { arbitrary: ref('ticket'), weight: 6 },
        { arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), weight: 2 },
      );
    case 'template':
      return fc.oneof({ arbitrary: ref('template'), weight: 6 }, { arbitrary: text(64, 1), weight: 2 });
    case 'goods_id':
      return fc.oneof(
        { arbitrary: ref('goods'), weight: 6 },
        { arbitrary: fc.integer({ min: 1, max: 1000 }), weight: 1 },
      );
    case 'avatar':
      return fc.oneof(
        { arbitrary: fc.constant(''), weight: 4 },
        { arbitrary: ref('upload:A'), weight: 3 },
        { arbitrary: ref('upload:B'), weight: 2 },
        { arbitrary: fc.constantFrom('../../mock.sqlite', '/etc/passwd', 'x.png'), weight: 1 },
      );
    case 'content':
      return moduleContent;
    default:
      return null;
  }
}

const entryArb = (style: (typeof MODULE_STYLES)[number]) =>
  schemaArb(ModuleEntrySchemas[style] as unknown as TSchema, false);

/** module content: valid entries of some style, broken JSON, wrong shapes, hostile keys. */
const moduleContent: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constant('[]'), weight: 2 },
  {
    arbitrary: fc
      .constantFrom(...MODULE_STYLES)
      .chain((style) => fc.array(entryArb(style), { maxLength: 3 }))
      .map((entries) => JSON.stringify(entries)),
    weight: 5,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '[{"__proto__":{"polluted":1},"school":"x"}]',
      '[{"constructor":{"prototype":{"polluted":1}}}]',
      '[' + '{},'.repeat(40) + '{}]',
      '[{"desc":' + '['.repeat(2000) + ']'.repeat(2000) + '}]',
      '[{"school":1}]',
      '{"a":1}',
      '[',
      'null',
    ),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
);

export interface JsonSchemaLike {
  type?: string;
  anyOf?: JsonSchemaLike[];
  const?: unknown;
  properties?: Record<string, JsonSchemaLike>;
  required?: string[];
  items?: JsonSchemaLike;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

/** Values valid for a TypeBox (JSON) schema; with ids, id-like keys draw from the harness's real ids. */
export function schemaArb(schema: TSchema, ids = true, key?: string): fc.Arbitrary<unknown> {
  const s = schema as unknown as JsonSchemaLike;
  const override = ids && key ? idOverride(key) : null;
  if (override) return override;
  if (s.anyOf) return fc.oneof(...s.anyOf.map((sub) => schemaArb(sub as unknown as TSchema, ids, key)));
  if ('const' in s) return fc.constant(s.const);
  switch (s.type) {
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, sub]) => [k, schemaArb(sub as unknown as TSchema, ids, k)]),
      );
      return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    case 'string': {
      const max = s.maxLength ?? 60;
      if (s.pattern) {
        return fc
          .stringMatching(new RegExp(s.pattern))
          .filter((v) => v.length <= max && v.length >= (s.minLength ?? 0));
      }
      return text(max, s.minLength ?? 0);
    }
    case 'integer':
      return fc.integer({ min: s.minimum ?? -(2 ** 31), max: Math.min(s.maximum ?? 2 ** 31, 2 ** 31) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e9, max: s.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? schemaArb(s.items as unknown as TSchema, ids) : fc.jsonValue(), { maxLength: 3 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
