/**
 * The control API (/__mock) is documented as exactly as /api: every operation of the served document, whatever
 * routes exist, gets real error replies (schema-invalid input, unknown ids, malformed JSON, a wrong content type,
 * an oversized body, a malformed URL, a caller the guard refuses) and a success, and each reply's HTTP status must
 * be documented and its body valid against the document's schema for that status (the code selects the variant).
 * Before: error replies did not validate (`data` documented as an object, sent as null), six routes had no 200
 * schema, no transport reply was documented, `code` was a bare integer, and tickets of 101-128 characters got 414.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Code, routes, SNAPSHOT_MAX_BYTES } from '@cv/contract';
import { createReplyValidator, type ReplyValidator, type Violation } from '../src/lib/reply-validator.ts';
import { HAR_IMPORT_MAX_BYTES } from '../src/observed/har.ts';
import { buildTestApp, type TestApp } from './helper.ts';

interface Schema {
  type?: string | string[];
  pattern?: string;
  maxLength?: number;
  enum?: unknown[];
}
interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: { properties?: { code?: Schema } } }> }>;
}

let t: TestApp;
let check: ReplyValidator;
let operations: { method: string; path: string; op: Operation }[] = [];
const violations: Violation[] = [];
let checked = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  check = createReplyValidator(doc);
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/__mock'))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
});
afterAll(() => t.close());

/** A value of a path parameter that passes its schema but names nothing (or, with `invalid`, fails it). */
function paramValue(schema: Schema, invalid: boolean): string {
  if (invalid) return schema.pattern ? 'not-a-match!' : 'x'.repeat((schema.maxLength ?? 64) + 1);
  if (schema.pattern?.includes('[0-9]')) return '999999';
  return 'z'.repeat(schema.maxLength ?? 20);
}

function urlOf(path: string, op: Operation, invalid = false): string {
  let url = path;
  for (const p of op.parameters ?? []) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(paramValue(p.schema, invalid)));
  }
  return url;
}

async function send(method: string, path: string, options: Omit<InjectOptions, 'method'>) {
  const res: LightMyRequestResponse = await t.app.inject({ method: method as 'GET', ...options });
  const verdict = check(method, path, res.statusCode, res.json());
  checked++;
  if (verdict.documented && !verdict.ok) violations.push(...verdict.violations);
  expect(verdict.documented, `${method} ${path}`).toBe(true);
  return res;
}

describe('every /__mock operation of the served document', () => {
  it('documents 200 (code enum, data of each code), 400, 403, 413, 415 and 500', () => {
    expect(operations.length).toBeGreaterThanOrEqual(18);
    for (const { method, path, op } of operations) {
      const name = `${method} ${path}`;
      expect(Object.keys(op.responses).sort(), name).toEqual(['200', '400', '403', '413', '415', '500']);
      for (const [status, reply] of Object.entries(op.responses)) {
        const schema = reply.content?.['application/json']?.schema as {
          anyOf?: { properties?: { code?: Schema } }[];
          properties?: { code?: Schema };
        };
        expect(schema, `${name} ${status}`).toBeDefined();
        // The HAR export answers a HAR 1.2 document, not an envelope (its errors are envelopes).
        if (path === '/__mock/journal.har' && status === '200') continue;
        for (const variant of schema.anyOf ?? [schema]) {
          expect(variant.properties?.code?.enum, `${name} ${status} code`).toBeInstanceOf(Array);
        }
      }
    }
  });

  it('answers schema-invalid input, unknown ids and refused callers with documented, valid replies', async () => {
    for (const { method, path, op } of operations) {
      const hasBody = method !== 'GET' && op.requestBody !== undefined;
      const query = op.parameters?.some((p) => p.in === 'query') ? '?limit=abc' : '';
      // Schema-invalid: a body of the wrong type, an invalid path parameter, an invalid query.
      if (hasBody) {
        const res = await send(method, path, { url: urlOf(path, op), payload: [1] });
        expect(res.json<{ code: number }>().code, `${method} ${path} body`).toBe(Code.INVALID_PARAMS);
      }
      if (op.parameters?.some((p) => p.in === 'path')) {
        const res = await send(method, path, { url: urlOf(path, op, true), ...(hasBody ? { payload: {} } : {}) });
        expect(res.json<{ code: number }>().code, `${method} ${path} params`).toBe(Code.INVALID_PARAMS);
        // Valid but unknown: the route's own business code (3 or 8; scan reads 'expired' with 0), never 414.
        const unknown = await send(method, path, { url: urlOf(path, op), ...(hasBody ? { payload: {} } : {}) });
        expect(unknown.statusCode).toBe(200);
        // Far past the schema's limit (an outside fuzzer sent these): still the documented code 1, never HTTP 414.
        const long = await send(method, path, {
          url: path.replace(/\{[^}]+\}/g, 't'.repeat(10_000)),
          ...(hasBody ? { payload: {} } : {}),
        });
        expect([long.statusCode, long.json<{ code: number }>().code], `${method} ${path} long`).toEqual([
          200,
          Code.INVALID_PARAMS,
        ]);
      }
      if (query) {
        const res = await send(method, path, { url: urlOf(path, op) + query });
        expect(res.json<{ code: number }>().code).toBe(Code.INVALID_PARAMS);
      }
      // Transport replies.
      if (method !== 'GET') {
        const json = { 'content-type': 'application/json' };
        expect((await send(method, path, { url: urlOf(path, op), headers: json, payload: '{' })).statusCode).toBe(400);
        const xml = { 'content-type': 'application/xml' };
        expect((await send(method, path, { url: urlOf(path, op), headers: xml, payload: '<a/>' })).statusCode).toBe(
          415,
        );
        // The HAR import takes up to HAR_IMPORT_MAX_BYTES, a snapshot SNAPSHOT_MAX_BYTES, every other route 1 MB.
        const limit =
          path === '/__mock/captures/har'
            ? HAR_IMPORT_MAX_BYTES
            : path === '/__mock/snapshot'
              ? SNAPSHOT_MAX_BYTES
              : 1024 * 1024;
        const huge = `{"x":"${'a'.repeat(limit)}"}`;
        expect((await send(method, path, { url: urlOf(path, op), headers: json, payload: huge })).statusCode).toBe(413);
      }
      const refused = await send(method, path, { url: urlOf(path, op), remoteAddress: '192.0.2.7' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: Code.UNAUTHORIZED, data: { reason: 'no-key-configured' } });
    }
    expect(violations).toEqual([]);
  });

  it('answers successes that match the document too (the six routes that had no 200 schema included)', async () => {
    await send('POST', '/__mock/force', { url: '/__mock/force', payload: { path: routes.cvList.path, code: 2 } });
    for (const [method, path] of [
      ['GET', '/__mock/journal'],
      ['GET', '/__mock/state'],
      ['DELETE', '/__mock/force'],
      ['DELETE', '/__mock/drift'],
      ['POST', '/__mock/reset'],
      ['GET', '/__mock/clock'],
    ] as const) {
      const res = await send(method, path, { url: path });
      expect(res.json<{ code: number }>().code, `${method} ${path}`).toBe(Code.OK);
    }
    expect(violations).toEqual([]);
    expect(checked).toBeGreaterThan(80);
  });

  it('takes qr tickets of 101-128 characters (the contract allows 128) and refuses 129 with code 1', async () => {
    const ticket = (await t.app.inject({ method: 'POST', url: routes.qrLogin.path })).json<{
      data: { ticket: string };
    }>().data.ticket;
    for (const length of [101, 128]) {
      const url = `/__mock/qr/${'t'.repeat(length)}/cancel`;
      const res = await send('POST', '/__mock/qr/{ticket}/cancel', { url });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ code: number }>().code).toBe(Code.QR_INVALID);
    }
    const long = await send('POST', '/__mock/qr/{ticket}/scan', { url: `/__mock/qr/${'t'.repeat(129)}/scan` });
    expect(long.json<{ code: number }>().code).toBe(Code.INVALID_PARAMS);
    const real = await send('POST', '/__mock/qr/{ticket}/scan', { url: `/__mock/qr/${ticket}/scan` });
    expect(real.json()).toMatchObject({ code: 0, data: { ticket, state: 'scanned' } });
    expect(violations).toEqual([]);
  });
});
