/**
 * The fast-check arbitrary of a whole fuzzed request to a route: the method (mostly its own), a query string with
 * random or hostile keys and values, the headers, the content type and the body.
 */
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { Ref, type InjectCase } from './fuzz-case.ts';
import { bodyText, bodyValue } from './body-arbitraries.ts';
import { contentType, extraHeaders, tokenHeader } from './header-arbitraries.ts';

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
