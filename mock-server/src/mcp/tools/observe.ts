/** Tools that look at what happened, or call the API itself: the journal, explain, drift and call_api. */
import { Type } from '@sinclair/typebox';
import { routes, type RouteName } from '@cv/contract';
import { READ, type ToolDef } from '../tool-def.ts';

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

export const OBSERVE_TOOLS: ToolDef[] = [
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
