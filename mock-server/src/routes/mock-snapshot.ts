/**
 * GET /__mock/snapshot: the calling session's whole state as one value (services/snapshot.ts); POST /__mock/snapshot
 * restores one into the calling session, any session, a new one too. A snapshot that does not fit the schema, is of
 * another version or over SNAPSHOT_MAX_BYTES is refused with nothing changed.
 */
import type { FastifyInstance } from 'fastify';
import { MockSnapshot, MockSnapshotRestoreData, SNAPSHOT_MAX_BYTES } from '@cv/contract';
import { restoreSnapshot, takeSnapshot } from '../services/snapshot.ts';
import { controlScope } from './mock-route.ts';

export default async function mockSnapshotRoutes(app: FastifyInstance) {
  const route = await controlScope(app);
  route(
    {
      method: 'GET',
      url: '/snapshot',
      summary: '保存当前状态：本会话的全部数据（数据库、上传文件、时钟、强制回复、故障配置）为一个快照',
      data: MockSnapshot,
    },
    (_request, session) => takeSnapshot(session),
  );
  route(
    {
      method: 'POST',
      url: '/snapshot',
      summary: '恢复快照到本会话（任一会话，新会话也可）；格式、版本或内容不对时拒绝且不改变任何状态',
      body: MockSnapshot,
      data: MockSnapshotRestoreData,
      bodyLimit: SNAPSHOT_MAX_BYTES,
    },
    (request, session) => restoreSnapshot(session, request.body as MockSnapshot),
  );
}
