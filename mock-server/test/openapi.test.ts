// The served OpenAPI document: built from the contract's route table, complete enough for third-party tools
// (prism, redocly, openapi-typescript), and its examples satisfy its own schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, routes, type RouteName } from '@cv/contract';
import { createReplyValidator, type ReplyValidator } from '../src/lib/reply-validator.ts';
import { buildTestApp, loginWithResume, post, type TestApp } from './helper.ts';

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { required?: boolean };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
}
interface Doc {
  openapi: string;
  servers?: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

let t: TestApp;
let doc: Doc;
let check: ReplyValidator;
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
  check = createReplyValidator(doc);
});
afterAll(() => t.close());

const operationOf = (name: RouteName) => doc.paths[routes[name].path]?.[routes[name].method.toLowerCase()] as Operation;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with servers, described tags and both security schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers?.[0]?.url).toBe('http://127.0.0.1:3000');
    for (const tag of doc.tags) expect(tag.description, tag.name).toBeTruthy();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['mockAdminKey', 'token']);
    expect(doc.components.schemas).toHaveProperty('User');
    expect(JSON.stringify(operationOf('user').responses['200'])).toContain('"$ref":"#/components/schemas/User"');
  });

  it('gives every operation an operationId; public routes security [], others token (optional: code 401); /__mock the admin key', () => {
    for (const name of Object.keys(routes) as RouteName[]) {
      const op = operationOf(name);
      expect(op.operationId).toBe(name);
      expect(op.security, name).toEqual(routes[name].auth ? [{ token: [] }, {}] : []);
    }
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const op of Object.values(ops)) {
        expect(op.operationId, path).toBeTruthy();
        expect(ids.has(op.operationId as string), `duplicate ${op.operationId}`).toBe(false);
        ids.add(op.operationId as string);
        if (path.startsWith('/__mock')) expect(op.security).toEqual([{ mockAdminKey: [] }, {}]);
      }
    }
  });

  it('marks the request body of empty-payload routes as not required', () => {
    for (const name of ['qrLogin', 'cvCounter', 'indexButton', 'goodsList', 'userOrders', 'cvList'] as const) {
      expect(operationOf(name).requestBody?.required, name).toBe(false);
    }
    expect(operationOf('cvDownload').requestBody?.required).toBe(true);
  });

  it("documents each route's codes: every example of every reply passes the document's own schemas", () => {
    let checked = 0;
    for (const name of Object.keys(routes) as RouteName[]) {
      const def = routes[name];
      const examples = operationOf(name).responses['200']?.content?.['application/json']?.examples ?? {};
      expect(Object.keys(examples)).toContain('ok');
      expect(Object.keys(examples).length).toBe(def.codes.length);
      for (const [key, example] of Object.entries(examples)) {
        expect(check(def.method, def.path, 200, example.value), `${name} ${key}`).toEqual({
          documented: true,
          ok: true,
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('names the field, the expectation and the value of a reply that drifts', () => {
    expect(check('POST', '/api/cv/download', 200, { code: 0, data: { url: 5 }, msg: 'ok' })).toEqual({
      documented: true,
      ok: false,
      violations: [
        {
          category: 'field_removed',
          route: 'POST /api/cv/download',
          status: 200,
          code: 0,
          path: '$.data.name',
          expected: 'a value (required)',
          got: 'nothing',
        },
        {
          category: 'type_changed',
          route: 'POST /api/cv/download',
          status: 200,
          code: 0,
          path: '$.data.url',
          expected: 'type string',
          got: '5',
        },
      ],
    });
    expect(check('POST', '/api/cv/counter', 200, { code: 6, data: null, msg: 'x' })).toMatchObject({
      ok: false,
      violations: [{ category: 'undocumented_code', path: '$.code', expected: 'one of [0,1]', got: '6' }],
    });
    expect(check('POST', '/api/cv/get', 200, { code: 3, data: {}, msg: 'x' })).toMatchObject({
      ok: false,
      violations: [{ path: '$.data', expected: 'type null', got: '{}' }],
    });
    expect(check('POST', '/api/nope', 200, {})).toEqual({ documented: false });
  });
});

describe('the docs page', () => {
  it('redirects /api/docs/static/index.html to the folder, keeping a query string, and never to itself', async () => {
    for (const [url, to] of [
      ['/api/docs/static/index.html', '/api/docs/'],
      ['/api/docs/static/index.html?x=1', '/api/docs/?x=1'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(to);
      expect((await t.app.inject({ method: 'GET', url: to })).statusCode).toBe(200);
    }
  });
});

describe('the /api details the document and the server now agree on', () => {
  it('module/save: content and custom are optional with their defaults, and the server applies them', async () => {
    // What a checker driven by the document reads: the operation's JSON body, followed to its component.
    const json = (operationOf('moduleSave').requestBody as { content: Record<string, { schema: { $ref?: string } }> })
      .content['application/json']!.schema;
    expect(json.$ref).toBe('#/components/schemas/ModuleSaveBody');
    const body = doc.components.schemas.ModuleSaveBody as { required: string[]; properties: Record<string, unknown> };
    expect([...body.required].sort()).toEqual(['alias', 'cid', 'name', 'sort', 'style']);
    expect(Object.keys(body.properties).sort()).toEqual(
      ['alias', 'cid', 'content', 'custom', 'id', 'name', 'sort', 'style'].sort(),
    );
    expect(body.properties.content).toMatchObject({ default: '[]' });
    expect(body.properties.custom).toMatchObject({ default: 0 });
    const { token, cid } = await loginWithResume(t.app);
    const saved = await post<{ id: number }>(
      t.app,
      routes.moduleSave.path,
      { cid, name: '技能', alias: '', style: 'skill', sort: 3 },
      token,
    );
    expect(saved.body.code).toBe(Code.OK);
    const listed = await post<{ id: number; content: string; custom: number }[]>(
      t.app,
      routes.moduleList.path,
      { cid },
      token,
    );
    expect(listed.body.data.find((m) => m.id === saved.body.data.id)).toMatchObject({ content: '[]', custom: 0 });
  });

  it('module/save: schema-invalid input answers 1 before an unknown cid answers 3', async () => {
    const { token } = await loginWithResume(t.app);
    const res = await post(t.app, routes.moduleSave.path, { cid: 'unknown', name: '', style: 'skill', sort: 0 }, token);
    expect(res.body.code).toBe(Code.INVALID_PARAMS);
  });

  it("cv/download documents that 6 also means a missing or deleted resume (issue 3's choice)", () => {
    const description = (operationOf('cvDownload') as { description?: string }).description ?? '';
    expect(description).toContain('6 简历内容为空，或简历不存在 / 已删除');
  });

  it('documents text/plain request bodies, which the server reads as JSON', async () => {
    const content = (operationOf('cvCounter').requestBody as { content: Record<string, unknown> }).content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'text/plain']);
    const res = await t.app.inject({
      method: 'POST',
      url: routes.cvCounter.path,
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(res.json()).toMatchObject({ code: Code.OK });
  });
});
