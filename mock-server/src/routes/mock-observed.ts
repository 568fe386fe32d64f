/**
 * The observed store's control routes: captures (GET, DELETE), a HAR import into them (POST /__mock/captures/har)
 * and the HAR export of the journal and the captures (GET /__mock/journal.har, a HAR 1.2 document, not an envelope).
 * The captures are server-wide (the observed store); the journal is the calling session's (x-mock-session).
 */
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import type { Har } from 'har-format';
import {
  Code,
  MOCK_PREFIX,
  MockCapturesData,
  MockCapturesQuery,
  MockHarImportBody,
  MockHarImportData,
  MockHarQuery,
  MockCoverageData,
  mockReplies,
} from '@cv/contract';
import { invalid } from '../errors.ts';
import {
  conformanceIndex,
  coverageOf,
  exerciseOfCapture,
  operationOf,
  universeOf,
  type Exercise,
  type Universe,
} from '../observed/coverage.ts';
import { exchangesOf, harProblem, HAR_IMPORT_MAX_BYTES, toHar } from '../observed/har.ts';
import { controlScope, defineMockRoute } from './mock-route.ts';

const VERSION = '0.1.0';

/** What GET /__mock/journal.har declares for 200: a HAR 1.2 document (validated against har-schema in the tests). */
const HarDocument = Type.Object(
  {
    log: Type.Object({
      version: Type.Literal('1.2'),
      creator: Type.Object({ name: Type.String(), version: Type.String() }),
      entries: Type.Array(Type.Object({}, { additionalProperties: true })),
    }),
  },
  { description: 'HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/): not an envelope' },
);

export default async function mockObservedRoutes(app: FastifyInstance) {
  const { captures } = app.observed;
  const route = await controlScope(app);

  route(
    {
      method: 'GET',
      url: '/captures',
      summary: '捕获的上游请求与回复（MOCK_CAPTURE=1；写入前已脱敏），新的在前',
      querystring: MockCapturesQuery,
      data: MockCapturesData,
    },
    (request) => {
      const { rows, bytes, maxRows, maxBytes } = captures.stats();
      const limit = Number((request.query as { limit?: string }).limit ?? 100);
      return {
        rows,
        bytes,
        max_rows: maxRows,
        max_bytes: maxBytes,
        captures: captures.list(limit).map((c) => ({ ...c, at: new Date(c.at).toISOString() })),
      };
    },
  );
  defineMockRoute(app, { method: 'DELETE', url: '/captures', summary: '清空捕获记录', data: Type.Null() }, () => {
    captures.clear();
    return null;
  });

  route(
    {
      method: 'POST',
      url: '/captures/har',
      summary: '导入 HAR 1.2 为捕获记录（整份校验，有误则 code 1 并说明原因，什么也不写入）',
      body: MockHarImportBody,
      data: MockHarImportData,
      // A HAR may be larger than the 1 MB of other bodies: up to HAR_IMPORT_MAX_BYTES, then 413.
      bodyLimit: HAR_IMPORT_MAX_BYTES,
    },
    (request) => {
      const problem = harProblem(request.body);
      if (problem) throw invalid(problem);
      const imported = captures.add(exchangesOf(request.body as Har));
      return { imported, rows: captures.stats().rows };
    },
  );

  let universe: Universe | null = null;
  route(
    {
      method: 'GET',
      url: '/coverage',
      summary: '契约覆盖率：接口 × 声明的 code × 回复字段（请求日志、捕获记录、上次契约测试），及一致性指数',
      data: MockCoverageData,
    },
    (request) => {
      // Built on first use: the document is complete once every route is registered.
      universe ??= universeOf(app.swagger());
      const session = request.mockSession ?? app.sessions.defaultSession;
      const journal: Exercise[] = session.services.mock
        .recent(app.config.journalSize)
        .map((j) => ({ operation: operationOf(j.method, j.url), code: j.code }));
      const captured = Array.from(captures.all(), exerciseOfCapture);
      const last = app.observed.runs.last('contract');
      return {
        journal: coverageOf(universe, journal),
        captures: coverageOf(universe, captured),
        contract: last ? coverageOf(universe, last.exercised) : null,
        contract_at: last ? new Date(last.at).toISOString() : null,
        conformance_index: conformanceIndex(universe),
      };
    },
  );

  const response: Record<number, TSchema> = {};
  for (const reply of mockReplies(Type.Null(), [Code.INVALID_PARAMS])) {
    response[reply.status] = { ...reply.schema, description: reply.description };
  }
  // 200: the HAR, or the envelope of code 1 (an invalid query).
  const envelopes = (response[200] as { anyOf?: TSchema[] }).anyOf ?? [];
  const refused = envelopes.filter((v) => !(v.properties as { code?: { enum?: number[] } }).code?.enum?.includes(0));
  response[200] = Type.Union([HarDocument, ...refused], { description: 'a HAR 1.2 document, or code 1 (参数错误)' });
  app.get(
    `${MOCK_PREFIX}/journal.har`,
    {
      schema: {
        tags: ['mock'],
        summary: '请求日志与捕获记录导出为 HAR 1.2（已脱敏）',
        querystring: MockHarQuery,
        response,
      },
    },
    async (request, reply) => {
      const query = request.query as { source?: string; limit?: string };
      const source = query.source ?? 'all';
      const journal =
        source === 'captures'
          ? []
          : (request.mockSession ?? app.sessions.defaultSession).services.mock
              .recent(app.config.journalSize)
              .map((j) => {
                const scrubbed = captures.scrub({
                  at: Date.parse(j.at),
                  source: 'upstream',
                  method: j.method,
                  url: j.url,
                  status: j.status,
                  ms: j.ms,
                  request: { headers: {}, body: j.body },
                  reply: { headers: {} },
                });
                const body = (JSON.parse(scrubbed.request) as { body: string | null }).body;
                return { ...j, url: scrubbed.url, scrubbedBody: body };
              });
      const har = toHar(
        app.config.upstream ?? app.config.publicUrl,
        source === 'journal' ? [] : query.limit ? captures.list(Number(query.limit)).reverse() : captures.all(),
        journal,
        VERSION,
      );
      // Sent as text: the serializer of the 200 schema would keep only the fields it declares.
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="journal.har"')
        .send(JSON.stringify(har));
    },
  );
}
