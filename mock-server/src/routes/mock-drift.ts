/** GET /__mock/drift (upstream mode's typed drift findings, breaking first) and DELETE /__mock/drift. */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { MockDriftData, MockDriftQuery, type DriftSeverity } from '@cv/contract';
import { controlScope } from './mock-route.ts';

export default async function mockDriftRoutes(app: FastifyInstance) {
  const { drift } = app.observed;
  const route = await controlScope(app);
  route(
    {
      method: 'GET',
      url: '/drift',
      summary: '上游模式（MOCK_UPSTREAM）：与契约的偏差，按严重程度（breaking、warning、info）分类，每类最近的在前',
      querystring: MockDriftQuery,
      data: MockDriftData,
    },
    (request) => {
      const query = request.query as { limit?: string; severity?: DriftSeverity };
      return { upstream: app.config.upstream, ...drift.list(Number(query.limit ?? 100), query.severity) };
    },
  );
  route(
    {
      method: 'DELETE',
      url: '/drift',
      summary: '清空契约偏差记录（不受 /__mock/reset 影响，只有这里清空）',
      data: Type.Null(),
    },
    () => {
      drift.clear();
      return null;
    },
  );
}
