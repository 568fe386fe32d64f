/**
 * Finishes the OpenAPI document @fastify/swagger collects from the routes: every /api operation gets its replies,
 * request body, security and operationId from the contract's route table (packages/contract routes.ts and
 * replies.ts), entities become named components, and examples come from the fixtures (doc-examples.ts).
 * OpenAPI 3.1, so the contract's JSON Schemas (`type: 'null'`, `const`) are used as they are.
 */
import type { TSchema } from '@sinclair/typebox';
import {
  CodeMessage,
  MOCK_ADMIN_HEADER,
  MOCK_PREFIX,
  NAMED_SCHEMAS,
  TOKEN_HEADER,
  describeCodes,
  routeReplies,
  routes,
  type CodeValue,
  type RouteName,
} from '@cv/contract';

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Json; requestBody?: Json; parameters?: Json[] };
export interface OpenApiDocument extends Json {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Json; securitySchemes?: Json };
  tags?: { name: string; description?: string }[];
}

export const TAG_DESCRIPTIONS: Record<string, string> = {
  user: '当前用户（需登录）',
  login: '微信扫码登录：申请二维码、轮询状态',
  template: '简历模板与模板样式（分页）',
  cv: '简历：创建、读取、列表、切换模板、删除、预览、下载',
  personal: '个人信息与头像上传',
  module: '简历内容模块（教育、工作、项目……）',
  ai: 'AI 生成简历内容',
  tip: '职位与专业提示',
  index: '首页',
  pay: '会员商品、下单、订单',
  mock: `控制接口（DESIGN 6）：仅本机可用，或在请求头 ${MOCK_ADMIN_HEADER} 中带 MOCK_ADMIN_KEY`,
};

const TEXT_PLAIN_BODY = {
  schema: {
    type: 'string',
    contentMediaType: 'application/json',
    description: 'the same JSON document as application/json, sent as text/plain; read exactly like it',
  },
};

/** A JSON copy of a TypeBox schema (its symbol keys dropped). */
const plain = (schema: unknown): Json => JSON.parse(JSON.stringify(schema)) as Json;

/** Replaces every copy of a named entity by a `$ref` to its component (not the component's own root). */
function referenceNamed(node: unknown, names: Map<string, string>, root = true): unknown {
  if (Array.isArray(node)) return node.map((item) => referenceNamed(item, names, false));
  if (!node || typeof node !== 'object') return node;
  if (!root) {
    const name = names.get(JSON.stringify(node));
    if (name) return { $ref: `#/components/schemas/${name}` };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = referenceNamed(value, names, false);
  return out;
}

/** OpenAPI 3.1 has no `nullable`: what @fastify/swagger writes for the control routes becomes a type list. */
function dropNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(dropNullable);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = dropNullable(value);
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    // An enum (a literal) that may also be null must list null, or null is refused whatever the type says.
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
  }
  return out;
}

const requiredFields = (schema: TSchema) => ((schema as { required?: string[] }).required ?? []).length > 0;

const camel = (text: string) => text.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * `POST /__mock/qr/{ticket}/scan` -> `mockQrScan`; `DELETE /__mock/force` -> `mockForceDelete`; `PUT /__mock/chaos`
 * -> `mockChaosPut`; a path ending in a parameter adds it: `DELETE /__mock/chaos/{name}` -> `mockChaosByNameDelete`.
 */
export function mockOperationId(method: string, path: string, hasGet = false): string {
  const parts = path.slice(MOCK_PREFIX.length).split('/');
  const words = parts.filter((part) => part && !part.startsWith('{'));
  const last = parts.at(-1) ?? '';
  if (last.startsWith('{')) words.push('by', last.slice(1, -1));
  const base = camel(['mock', ...words].join('-'));
  // A POST beside a GET of the same path (GET reads the snapshot, POST restores one) is named for what it does.
  if (method === 'post' && hasGet) return `${base}Restore`;
  return method === 'delete' ? `${base}Delete` : method === 'put' ? `${base}Put` : base;
}

export interface FinishOptions {
  serverUrl: string;
  /** Example `data` of code 0 per route. */
  examples: Partial<Record<RouteName, unknown>>;
}

export function finishDocument(document: OpenApiDocument, options: FinishOptions): OpenApiDocument {
  const names = new Map<string, string>();
  for (const [name, schema] of Object.entries(NAMED_SCHEMAS)) {
    const key = JSON.stringify(plain(schema));
    if (!names.has(key)) names.set(key, name);
  }
  const toOas = (schema: TSchema) => referenceNamed(plain(schema), names, false);
  const componentSchemas: Json = {};
  for (const [key, name] of names) componentSchemas[name] = referenceNamed(JSON.parse(key), names);

  const paths: OpenApiDocument['paths'] = dropNullable(document.paths) as OpenApiDocument['paths'];
  for (const name of Object.keys(routes) as RouteName[]) {
    const def = routes[name];
    const operation = paths[def.path]?.[def.method.toLowerCase()];
    if (!operation) continue;
    operation.operationId = name;
    const businessCodes = def.codes.filter((code) => code !== 0);
    operation.description =
      `Codes: ${def.codes.join(', ')} (HTTP 200)` +
      (businessCodes.length ? `; ${describeCodes(businessCodes, 'codeNotes' in def ? def.codeNotes : {})}` : '') +
      '. Any route may also answer 400/415 (code 1), 413 and 500.';
    // A route that needs a login still takes requests without a token and answers them (HTTP 200, code 401), so
    // the token is required for code 0 but not for a reply: `{}` says a request without it is valid HTTP.
    operation.security = def.auth ? [{ token: [] }, {}] : [];
    if ('body' in def && def.body) {
      operation.requestBody = {
        required: requiredFields(def.body),
        content: { 'application/json': { schema: toOas(def.body) } },
      };
    } else if ('multipart' in def && operation.requestBody) {
      operation.requestBody = { ...operation.requestBody, required: true };
    }
    const responses: Json = {};
    for (const reply of routeReplies(name)) {
      const media: Json = { schema: toOas(reply.schema) };
      if (reply.status === 200) media.examples = replyExamples(name, options.examples[name]);
      else {
        const code = (plain(reply.schema) as { properties: { code: { enum: number[] } } }).properties.code.enum[0];
        media.example = { code, data: null, msg: CodeMessage[code as CodeValue] };
      }
      responses[String(reply.status)] = { description: reply.description, content: { 'application/json': media } };
    }
    operation.responses = responses;
  }

  for (const [path, operations] of Object.entries(paths)) {
    if (!path.startsWith(MOCK_PREFIX)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      operation.operationId = mockOperationId(method, path, 'get' in operations);
      // Loopback callers need no key (DESIGN 6).
      operation.security = [{ mockAdminKey: [] }, {}];
      // Its replies (200 with its codes, 403 of the guard, the transport replies) come from the route's own
      // response schemas (mockReplies of the contract, set by defineMockRoute).
    }
  }

  // The server reads a text/plain body as JSON too (what fetch() sends for a string body without a content type):
  // documented, so the document and the server agree on what is accepted.
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const content = (operation.requestBody as { content?: Json } | undefined)?.content;
      if (content?.['application/json'] && !content['text/plain']) content['text/plain'] = TEXT_PLAIN_BODY;
    }
  }

  const tagNames = new Set([...(document.tags ?? []).map((t) => t.name), ...Object.keys(TAG_DESCRIPTIONS)]);
  return {
    ...document,
    openapi: '3.1.0',
    info: { ...(document.info as Json), license: { name: 'UNLICENSED (private project)' } },
    servers: [{ url: options.serverUrl, description: 'this server (PUBLIC_URL)' }],
    tags: [...tagNames].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: {
      ...document.components,
      schemas: { ...(dropNullable(document.components?.schemas ?? {}) as Json), ...componentSchemas },
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER, description: '会话 token（扫码登录后获得）' },
        mockAdminKey: {
          type: 'apiKey',
          in: 'header',
          name: MOCK_ADMIN_HEADER,
          description: 'MOCK_ADMIN_KEY; not needed from loopback',
        },
      },
    },
  };
}

/** Named examples of a route's 200 replies: code 0 first (what `prism mock` answers), then each business code. */
function replyExamples(name: RouteName, data: unknown): Json {
  const def = routes[name];
  const examples: Json = {};
  if (data !== undefined) examples.ok = { summary: 'code 0', value: { code: 0, data, msg: 'ok' } };
  for (const code of def.codes) {
    if (code === 0) continue;
    const codeData = (def as { codeData?: Record<number, unknown> }).codeData?.[code];
    examples[`code${code}`] = {
      summary: `code ${code}: ${CodeMessage[code]}`,
      value: { code, data: codeData ? { state: 'waiting' } : null, msg: CodeMessage[code] },
    };
  }
  return examples;
}
