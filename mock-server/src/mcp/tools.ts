/**
 * The MCP server's tools: each one a thin wrapper over one control route (/__mock) or, for `call_api`, one /api route
 * of the contract, so a tool and its route cannot diverge. Input schemas are the contract's TypeBox schemas (which
 * are JSON Schema) plus the path parameters and an optional `session` (x-mock-session). Arguments are checked against
 * them here first: bad arguments give a tool error naming the field, and nothing is sent.
 *
 * The tools only describe requests; a Caller sends them: app.inject inside the server (Streamable HTTP at
 * /__mock/mcp), fetch to a running mock for the stdio entry (npm run mcp).
 */
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { Ajv, type ErrorObject } from 'ajv';
import {
  ChaosNameParams,
  ChaosPresetBody,
  ChaosProfileBody,
  HeldReleaseBody,
  MOCK_PREFIX,
  MOCK_SESSION_NAME_PATTERN,
  MockClockAdvanceBody,
  MockForceBody,
  MockLoginBody,
  MockQrConfirmBody,
  MockQuotaBody,
  MockScenarioBody,
  routes,
  type RouteName,
} from '@cv/contract';
import { validationMessage } from '../plugins/envelope.ts';

export interface ToolRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  headers: Record<string, string>;
}
export interface ToolReply {
  status: number;
  body: unknown;
}
/** Sends a tool's request to the mock and returns the HTTP status and the parsed JSON reply. */
export type Caller = (request: ToolRequest) => Promise<ToolReply>;

interface Annotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

interface ToolDef {
  name: string;
  title: string;
  description: string;
  /** Properties of the arguments besides `session` (body fields and path parameters). */
  input: TObject;
  annotations: Annotations;
  request(args: Record<string, unknown>): Omit<ToolRequest, 'headers'> & { headers?: Record<string, string> };
}

const Session = Type.Optional(
  Type.String({
    pattern: MOCK_SESSION_NAME_PATTERN,
    description: 'the mock session to act in (x-mock-session); omitted: the default session',
  }),
);

const READ: Annotations = { readOnlyHint: true, openWorldHint: false };
const WRITE: Annotations = { readOnlyHint: false, destructiveHint: false, openWorldHint: false };
const DESTRUCTIVE: Annotations = { readOnlyHint: false, destructiveHint: true, openWorldHint: false };

const enc = encodeURIComponent;
/** The body fields of a tool's arguments: everything but `session` and the path parameters named. */
const bodyOf = (args: Record<string, unknown>, ...drop: string[]) =>
  Object.fromEntries(Object.entries(args).filter(([key]) => key !== 'session' && !drop.includes(key)));
const merge = (...schemas: TObject[]) =>
  Type.Object(Object.assign({}, ...schemas.map((schema) => schema.properties)) as Record<string, TSchema>);

const Ticket = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 128, description: 'login QR ticket' }) });
const Trade = Type.Object({ out_trade_no: Type.String({ minLength: 1, maxLength: 32, description: 'order number' }) });
const UserId = Type.Object({ user_id: Type.Integer({ minimum: 1, description: 'the user whose quota to set' }) });
const JournalSearch = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'newest N requests searched (50)' })),
  url_contains: Type.Optional(Type.String({ maxLength: 200, description: 'only requests whose URL contains this' })),
  code: Type.Optional(Type.Integer({ description: 'only replies with this envelope code' })),
  status: Type.Optional(Type.Integer({ description: 'only replies with this HTTP status' })),
  faulted: Type.Optional(Type.Boolean({ description: 'only replies a chaos profile faulted or delayed' })),
});
const ROUTE_NAMES = Object.keys(routes) as RouteName[];
const CallApi = Type.Object({
  route: Type.Union(
    ROUTE_NAMES.map((name) => Type.Literal(name)),
    { description: 'route name of the contract (cvNew = POST /api/cv/new, cvDownload, prepay, ...)' },
  ),
  body: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'JSON body (query for GET)' })),
  token: Type.Optional(Type.String({ maxLength: 200, description: 'the user token (from the login tool)' })),
});

export const TOOL_DEFS: ToolDef[] = [
  {
    name: 'state',
    title: '控制面板数据',
    description:
      'Users (latest login first), login QR tickets, orders, forced replies and the mock clock of a session.',
    input: Type.Object({}),
    annotations: READ,
    request: () => ({ method: 'GET', url: '/state' }),
  },
  {
    name: 'reset',
    title: '重置',
    description:
      "Empties the session's data and reseeds it from the fixtures; clock, forced replies and chaos cleared.",
    input: Type.Object({}),
    annotations: DESTRUCTIVE,
    request: () => ({ method: 'POST', url: '/reset' }),
  },
  {
    name: 'sessions_list',
    title: '会话列表',
    description: 'Every session: the default first, then the others by last use.',
    input: Type.Object({}),
    annotations: READ,
    request: () => ({ method: 'GET', url: '/sessions' }),
  },
  {
    name: 'session_create',
    title: '新建会话',
    description: 'Creates the session `session` from the fixtures (or touches it when it exists) and returns its info.',
    input: Type.Object({ session: Type.String({ pattern: MOCK_SESSION_NAME_PATTERN }) }),
    annotations: WRITE,
    request: () => ({ method: 'GET', url: '/session' }),
  },
  {
    name: 'session_drop',
    title: '删除会话',
    description: 'Drops a named session with all its data (code 3 unknown, code 1 for the default one).',
    input: Type.Object({ name: Type.String({ pattern: MOCK_SESSION_NAME_PATTERN }) }),
    annotations: DESTRUCTIVE,
    request: (args) => ({ method: 'DELETE', url: `/sessions/${enc(String(args.name))}` }),
  },
  {
    name: 'scenario',
    title: '演示场景',
    description: 'Creates a user in a named demo state and returns its token.',
    input: MockScenarioBody,
    annotations: WRITE,
    request: (args) => ({ method: 'POST', url: '/scenario', body: bodyOf(args) }),
  },
  {
    name: 'login',
    title: '以用户登录',
    description: 'Logs in without a QR code: an existing user (user_id), the user with a nickname, or a new one.',
    input: MockLoginBody,
    annotations: WRITE,
    request: (args) => ({ method: 'POST', url: '/login', body: bodyOf(args) }),
  },
  {
    name: 'qr_confirm',
    title: '确认扫码登录',
    description: 'Confirms a waiting login QR ticket as a user (user_id, nickname or openid).',
    input: merge(Ticket, MockQrConfirmBody),
    annotations: WRITE,
    request: (args) => ({
      method: 'POST',
      url: `/qr/${enc(String(args.ticket))}/confirm`,
      body: bodyOf(args, 'ticket'),
    }),
  },
  {
    name: 'qr_cancel',
    title: '取消扫码登录',
    description: 'Cancels a waiting login QR ticket.',
    input: Ticket,
    annotations: DESTRUCTIVE,
    request: (args) => ({ method: 'POST', url: `/qr/${enc(String(args.ticket))}/cancel` }),
  },
  {
    name: 'order_pay',
    title: '模拟支付成功',
    description: 'Marks an order paid (grants its goods once).',
    input: Trade,
    annotations: WRITE,
    request: (args) => ({ method: 'POST', url: `/pay/${enc(String(args.out_trade_no))}/success` }),
  },
  {
    name: 'order_close',
    title: '关闭订单',
    description: 'Closes an unpaid order.',
    input: Trade,
    annotations: DESTRUCTIVE,
    request: (args) => ({ method: 'POST', url: `/pay/${enc(String(args.out_trade_no))}/close` }),
  },
  {
    name: 'quota_set',
    title: '修改额度',
    description: "Sets a user's creations / downloads left (null: unlimited) and VIP end.",
    input: merge(UserId, MockQuotaBody),
    annotations: WRITE,
    request: (args) => ({ method: 'PUT', url: `/users/${Number(args.user_id)}/quota`, body: bodyOf(args, 'user_id') }),
  },
  {
    name: 'clock_advance',
    title: '拨快时钟',
    description: "Moves the session's mock clock forward by ms (logins last 7 days); says how many sessions expired.",
    input: MockClockAdvanceBody,
    annotations: WRITE,
    request: (args) => ({ method: 'POST', url: '/clock/advance', body: bodyOf(args) }),
  },
  {
    name: 'force_reply',
    title: '强制回复',
    description: "Forces a route's next replies (code, msg, delay; `times` or until cleared).",
    input: MockForceBody,
    annotations: WRITE,
    request: (args) => ({ method: 'POST', url: '/force', body: bodyOf(args) }),
  },
  {
    name: 'force_clear',
    title: '清除强制回复',
    description: 'Clears every forced reply of the session.',
    input: Type.Object({}),
    annotations: DESTRUCTIVE,
    request: () => ({ method: 'DELETE', url: '/force' }),
  },
  {
    name: 'chaos_get',
    title: '故障配置',
    description: 'Chaos profiles (with counters), held replies and the presets.',
    input: Type.Object({}),
    annotations: READ,
    request: () => ({ method: 'GET', url: '/chaos' }),
  },
  {
    name: 'chaos_set',
    title: '设置故障配置',
    description:
      'Sets (or replaces by name) a seeded chaos profile for a route or prefix (/api/*): error rate, ' +
      'succeed-first / fail-first, latency fixed / uniform / lognormal, 429 budget per mock minute, reset, ' +
      'truncate, dribble, hold.',
    input: ChaosProfileBody,
    annotations: WRITE,
    request: (args) => ({ method: 'PUT', url: '/chaos', body: bodyOf(args) }),
  },
  {
    name: 'chaos_preset',
    title: '故障预设',
    description:
      'Replaces the profiles with a preset: 弱网 weak-network, 支付故障 pay-outage, 服务抖动 service-jitter.',
    input: ChaosPresetBody,
    annotations: WRITE,
    request: (args) => ({ method: 'POST', url: '/chaos/preset', body: bodyOf(args) }),
  },
  {
    name: 'chaos_drop',
    title: '删除故障配置',
    description: 'Drops one chaos profile by name (code 3 when there is none).',
    input: ChaosNameParams,
    annotations: DESTRUCTIVE,
    request: (args) => ({ method: 'DELETE', url: `/chaos/${enc(String(args.name))}` }),
  },
  {
    name: 'chaos_clear',
    title: '清除故障配置',
    description: 'Drops every chaos profile of the session; held replies go on.',
    input: Type.Object({}),
    annotations: DESTRUCTIVE,
    request: () => ({ method: 'DELETE', url: '/chaos' }),
  },
  {
    name: 'held_list',
    title: '挂起的回复',
    description: 'Replies a hold profile is keeping waiting.',
    input: Type.Object({}),
    annotations: READ,
    request: () => ({ method: 'GET', url: '/held' }),
  },
  {
    name: 'held_release',
    title: '放行挂起的回复',
    description: 'Releases one held reply (id) or all of them.',
    input: HeldReleaseBody,
    annotations: WRITE,
    request: (args) => ({ method: 'POST', url: '/held/release', body: bodyOf(args) }),
  },
  {
    name: 'journal_search',
    title: '请求日志',
    description:
      "The session's newest requests (GET /__mock/journal), filtered by URL, code, HTTP status or chaos faults.",
    input: JournalSearch,
    annotations: READ,
    request: (args) => ({ method: 'GET', url: `/journal?limit=${Number(args.limit ?? 50)}` }),
  },
  {
    name: 'explain',
    title: '为什么是这个回复',
    description:
      "Why a journal entry (journal_search's `id`) got its reply: the forced rule or chaos profile, the quota, the " +
      "token's expiry, the validation error, or the service's own rule, named.",
    input: Type.Object({ id: Type.Integer({ minimum: 1, description: 'the journal entry id' }) }),
    annotations: READ,
    request: (args) => ({ method: 'GET', url: `/explain/${Number(args.id)}` }),
  },
  {
    name: 'drift',
    title: '契约偏差',
    description: "Upstream mode's (MOCK_UPSTREAM) replies that do not match the contract, newest first.",
    input: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) }),
    annotations: READ,
    request: (args) => ({ method: 'GET', url: `/drift?limit=${Number(args.limit ?? 100)}` }),
  },
  {
    name: 'call_api',
    title: '调用业务接口',
    description:
      'Calls one /api route of the contract as the app would (with `token` for routes that need a login): ' +
      'cvNew creates a resume, prepay an order, cvDownload a PDF link, ...',
    input: CallApi,
    annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: false },
    request: (args) => {
      const route = routes[args.route as RouteName];
      const body = (args.body ?? {}) as Record<string, unknown>;
      const headers: Record<string, string> = args.token ? { token: String(args.token) } : {};
      if (route.method === 'GET') {
        const query = new URLSearchParams(
          Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
        return { method: 'GET', url: `${route.path}${query ? `?${query}` : ''}`, headers };
      }
      return { method: route.method, url: route.path, body, headers };
    },
  },
];

/** Filters of journal_search, applied to the route's reply. */
function searchJournal(entries: unknown, args: Record<string, unknown>): unknown {
  if (!Array.isArray(entries)) return entries;
  return entries.filter((entry: { url: string; code: number | null; status: number; chaos?: unknown }) => {
    if (typeof args.url_contains === 'string' && !entry.url.includes(args.url_contains)) return false;
    if (typeof args.code === 'number' && entry.code !== args.code) return false;
    if (typeof args.status === 'number' && entry.status !== args.status) return false;
    if (typeof args.faulted === 'boolean' && (entry.chaos !== undefined) !== args.faulted) return false;
    return true;
  });
}

const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false });

export interface ToolDescription {
  name: string;
  title: string;
  description: string;
  inputSchema: { type: 'object'; [key: string]: unknown };
  annotations: Annotations & { title: string };
}

/** What tools/list answers: each tool's JSON Schema is the contract's, with `session` added. */
export const toolList = (): ToolDescription[] =>
  TOOL_DEFS.map((def) => ({
    name: def.name,
    title: def.title,
    description: def.description,
    inputSchema: JSON.parse(
      JSON.stringify(
        Type.Object(
          { ...def.input.properties, ...('session' in def.input.properties ? {} : { session: Session }) },
          {
            additionalProperties: false,
          },
        ),
      ),
    ) as ToolDescription['inputSchema'],
    annotations: { title: def.title, ...def.annotations },
  }));

const validators = new Map(toolList().map((tool) => [tool.name, ajv.compile(tool.inputSchema)]));

export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

const errorResult = (text: string): ToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** The field an additionalProperties error names, in the envelope's message style. */
function argumentsMessage(errors: ErrorObject[]): string {
  const first = errors[0]!;
  if (first.keyword === 'additionalProperties') {
    const extra = String((first.params as { additionalProperty?: string }).additionalProperty);
    const at = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return `参数错误：未知字段 ${at ? `${at}.` : ''}${extra}`;
  }
  return validationMessage(errors, 'body');
}

/**
 * Runs a tool: checks the arguments, sends its request with `session` (or the connection's default session) and the
 * headers given, and answers the route's envelope as JSON text and structured content. isError when the arguments
 * are bad, the tool unknown, or the route answered an error (a non-zero code or an HTTP error status).
 */
export async function callTool(
  call: Caller,
  name: string,
  rawArgs: Record<string, unknown> | undefined,
  options: { session?: string; headers?: Record<string, string> } = {},
): Promise<ToolResult> {
  const def = TOOL_DEFS.find((tool) => tool.name === name);
  if (!def) return errorResult(`未知工具：${name}（可用：${TOOL_DEFS.map((t) => t.name).join(', ')}）`);
  const args = rawArgs ?? {};
  const validate = validators.get(name)!;
  if (!validate(args)) return errorResult(argumentsMessage(validate.errors ?? []));
  const request = def.request(args);
  const session = (args.session as string | undefined) ?? options.session;
  const url = request.url.startsWith('/api/') ? request.url : `${MOCK_PREFIX}${request.url}`;
  const reply = await call({
    ...request,
    url,
    headers: {
      ...options.headers,
      ...request.headers,
      ...(session ? { 'x-mock-session': session } : {}),
    },
  });
  let body = reply.body;
  const envelope = body as { code?: number; data?: unknown } | null;
  if (name === 'journal_search' && envelope && envelope.code === 0) {
    body = { ...envelope, data: searchJournal(envelope.data, args) };
  }
  const failed = reply.status >= 400 || (envelope !== null && typeof envelope === 'object' && envelope.code !== 0);
  const text = JSON.stringify(body, null, 1);
  return {
    content: [{ type: 'text', text: reply.status === 200 ? text : `HTTP ${reply.status}\n${text}` }],
    ...(body !== null && typeof body === 'object' && !Array.isArray(body)
      ? { structuredContent: body as Record<string, unknown> }
      : {}),
    ...(failed ? { isError: true } : {}),
  };
}
