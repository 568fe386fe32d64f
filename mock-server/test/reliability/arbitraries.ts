/**
 * fast-check arbitraries for fuzzing routes from their contract schemas: schema-valid bodies (with real ids of
 * the harness's two users mixed in), the same with one field broken, random JSON, hostile values (huge strings,
 * deep nesting, unicode, lone surrogates, prototype-pollution keys), malformed raw bodies, random headers, tokens
 * and content types.
 */
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { MODULE_STYLES, ModuleEntrySchemas } from '@cv/contract';
import { Ref, type InjectCase, type RefName } from './harness.ts';

const ref = (name: RefName) => fc.constant(new Ref(name));

const CJK = [...'张三李四前端工程师简历教育经历项目技能北京大学计算机科学与技术熟练掌握'];
const textChar = fc.oneof(
  { arbitrary: fc.constantFrom(...CJK), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 1 },
);
export const text = (maxLength: number, minLength = 0) =>
  fc.string({ unit: textChar, minLength, maxLength: Math.min(maxLength, 40) });

const NASTY_STRINGS = [
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

interface JsonSchemaLike {
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

const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'content-type',
  'token',
  'x-mock-code',
  'x-mock-delay',
  'x-mock-admin-key',
  'connection',
  'expect',
  'upgrade',
]);

const headerValue = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((s) => s.replace(/[\r\n]/g, ' ')),
  fc.constantFrom('', ' ', 'null', '*/*', 'text/html', 'gzip', '127.0.0.1', 'Bearer abc', 'x'.repeat(8000)),
);

/** Random extra headers, plus some with meaning (accept, encodings, forwarding, method override, cookies). */
export const extraHeaders = fc.oneof(
  { arbitrary: fc.constant({} as Record<string, string>), weight: 3 },
  {
    arbitrary: fc.dictionary(
      fc.stringMatching(/^[a-z][a-z0-9-]{0,24}$/).filter((h) => !RESERVED_HEADERS.has(h)),
      headerValue,
      { maxKeys: 4 },
    ),
    weight: 2,
  },
  {
    arbitrary: fc.record(
      {
        accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'image/png', ''),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', '*'),
        'content-encoding': fc.constantFrom('gzip', 'deflate', 'identity'),
        'x-forwarded-for': fc.constantFrom('127.0.0.1', '10.0.0.1', '::1'),
        'x-http-method-override': fc.constantFrom('DELETE', 'GET', 'PUT'),
        cookie: fc.constantFrom('mock_openid=../../x', 'token=abc', 'a=b; c=d'),
        'accept-language': fc.constantFrom('zh-CN', 'en', '*'),
        origin: fc.constantFrom('http://evil.example', 'null'),
      },
      { requiredKeys: [] },
    ),
    weight: 2,
  },
);

/** The token header: user A (most), user B, none, garbage, huge, whitespace. */
export const tokenHeader = (auth: boolean) =>
  fc.oneof(
    { arbitrary: ref('token:A').map((t) => ({ token: t }) as Record<string, string | Ref>), weight: auth ? 8 : 3 },
    { arbitrary: ref('token:B').map((t) => ({ token: t }) as Record<string, string | Ref>), weight: 1 },
    { arbitrary: fc.constant({} as Record<string, string | Ref>), weight: 2 },
    {
      arbitrary: fc
        .oneof(
          fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
          fc.constantFrom('', ' ', 'null', 'undefined', 'Bearer x', 'x'.repeat(5000), '%00', '\t'),
        )
        .map((t) => ({ token: t }) as Record<string, string | Ref>),
      weight: 2,
    },
  );

export const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  {
    arbitrary: fc.constantFrom(
      null,
      'text/plain',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'application/xml',
      'text/html',
      '*/*',
      ';;;',
      'application/json, text/plain',
    ),
    weight: 3,
  },
);

/** encodeURIComponent, with lone surrogates sent as invalid UTF-8 percent escapes instead of throwing. */
const enc = (s: string): string => {
  try {
    return encodeURIComponent(s);
  } catch {
    return s
      .split('')
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
};

/** A query string with random keys (never the fault-injection key `__code`). */
export const queryString = (schema: TSchema | undefined) =>
  fc.oneof(
    { arbitrary: fc.constant(''), weight: 3 },
    {
      arbitrary: bodyValue(schema).map((v) => {
        if (!v || typeof v !== 'object' || Array.isArray(v)) return `?v=${enc(JSON.stringify(v) ?? '')}`;
        const parts = Object.entries(v).map(([k, val]) => {
          const s =
            typeof val === 'string' || val instanceof Ref
              ? String(val instanceof Ref ? `{{${val.name}}}` : val)
              : JSON.stringify(val);
          return `${enc(k)}=${val instanceof Ref ? s : enc(s ?? '')}`;
        });
        return `?${parts.join('&')}`;
      }),
      weight: 5,
    },
    {
      arbitrary: fc.constantFrom(
        '?cid={{cid:A}}&cid={{cid:B}}',
        '?cid[]=x',
        '?cid[a]=x',
        '?cid=%ZZ',
        '?cid=%00',
        '?=&&=',
        '?cid=' + 'x'.repeat(5000),
        '?__proto__[polluted]=1',
        '?constructor[prototype][polluted]=1',
        '?limit=-1',
        '?limit=99999999999',
      ),
      weight: 2,
    },
  );

/** A whole request to a route: method (mostly its own), query, headers, content type, body. */
export function requestArb(route: {
  method: string;
  url: fc.Arbitrary<string>;
  auth: boolean;
  body?: TSchema | undefined;
  query?: TSchema | undefined;
}): fc.Arbitrary<InjectCase> {
  return fc
    .record({
      method: fc.oneof(
        { arbitrary: fc.constant(route.method), weight: 12 },
        { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), weight: 1 },
      ),
      url: route.url,
      query:
        route.method === 'GET'
          ? queryString(route.query)
          : fc.oneof({ arbitrary: fc.constant(''), weight: 8 }, { arbitrary: queryString(undefined), weight: 1 }),
      token: tokenHeader(route.auth),
      extra: extraHeaders,
      type: contentType,
      body:
        route.method === 'GET' ? fc.constant(undefined) : fc.option(bodyText(route.body), { nil: undefined, freq: 12 }),
    })
    .map(({ method, url, query, token, extra, type, body }) => {
      const headers: Record<string, string | Ref> = { ...extra, ...token };
      const hasBody = body !== undefined && method !== 'GET' && method !== 'OPTIONS';
      if (hasBody && type !== null) headers['content-type'] = type;
      return { method, url: url + query, headers, ...(hasBody ? { payload: body } : {}) };
    });
}
