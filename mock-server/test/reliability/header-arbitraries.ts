/**
 * fast-check arbitraries of request headers: random extra headers and ones with meaning (accept, encodings,
 * forwarding, method override, cookies, origin), the token header (user A, user B, none or garbage) and the
 * content type.
 */
import fc from 'fast-check';
import type { Ref } from './fuzz-case.ts';
import { ref } from './schema-values.ts';

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
