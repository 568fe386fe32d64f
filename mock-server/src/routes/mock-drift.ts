/** GET /__mock/drift (upstream mode's contract violations, newest first) and DELETE /__mock/drift. */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { MockDriftData, MockDriftQuery } from '@cv/contract';
import mockGuard from '../plugins/mock-guard.ts';
import { defineMockRoute } from './mock-control.ts';

export default async function mockDriftRoutes(app: FastifyInstance) {
  const { drift } = app.services;
  // This plugin is its own scope: the guard runs for its routes only, before their body is read.
  await app.register(mockGuard);
  defineMockRoute(
    app,
    {
      method: 'GET',
      url: '/drift',
      summary: '上游模式（MOCK_UPSTREAM）：不符合契约的回复，新的在前',
      querystring: MockDriftQuery,
      data: MockDriftData,
    },
    (request) => ({
      upstream: app.config.upstream,
      ...drift.list(Number((request.query as { limit?: string }).limit ?? 100)),
    }),
  );
  defineMockRoute(app, { method: 'DELETE', url: '/drift', summary: '清空契约偏差记录', data: Type.Null() }, () => {
    drift.clear();
    return null;
  });
}
