/** Chaos profiles and held replies under /__mock (engine: services/chaos.ts; request side: plugins/chaos.ts). */
import type { FastifyInstance } from 'fastify';
import {
  CHAOS_PRESETS,
  ChaosNameParams,
  ChaosPresetBody,
  ChaosProfileBody,
  ChaosStateData,
  Code,
  HeldReleaseBody,
  HeldReleaseData,
  HeldReply,
  type ChaosStateData as StateData,
} from '@cv/contract';
import { Type } from '@sinclair/typebox';
import { invalid, notFound } from '../errors.ts';
import { presetId } from '../services/chaos.ts';
import type { SessionContainer } from '../sessions/container.ts';
import { controlScope } from './mock-route.ts';

export default async function mockChaosRoutes(app: FastifyInstance) {
  const route = await controlScope(app);
  // Every route acts on the request's session (x-mock-session; the default one without it).
  const state = ({ services: { chaos } }: SessionContainer): StateData => ({
    profiles: chaos.list(),
    held: chaos.listHeld(),
    presets: Object.entries(CHAOS_PRESETS).map(([id, name]) => ({ id, name })),
  });

  route(
    { method: 'GET', url: '/chaos', summary: '故障配置（含计数）、挂起的回复、预设', data: ChaosStateData },
    (_request, session) => state(session),
  );
  route(
    {
      method: 'PUT',
      url: '/chaos',
      summary:
        '设置一个故障配置（同名替换，随机数从 seed 重新开始）：错误率、先成功 N 次 / 先失败 N 次、延迟分布、429 限流、断开、截断、慢速、挂起',
      body: ChaosProfileBody,
      data: ChaosStateData,
    },
    (request, session) => {
      session.services.chaos.set(request.body as ChaosProfileBody);
      return state(session);
    },
  );
  route(
    {
      method: 'POST',
      url: '/chaos/preset',
      summary: '一键预设（替换现有故障配置）：弱网 weak-network、支付故障 pay-outage、服务抖动 service-jitter',
      body: ChaosPresetBody,
      data: ChaosStateData,
    },
    (request, session) => {
      const { name, seed } = request.body as ChaosPresetBody;
      const id = presetId(name);
      if (!id) throw invalid('参数错误：字段 name 不是已知的预设');
      session.services.chaos.applyPreset(id, seed);
      return state(session);
    },
  );
  route(
    { method: 'DELETE', url: '/chaos', summary: '清除所有故障配置（挂起的回复随之放行）', data: ChaosStateData },
    (_request, session) => {
      session.services.chaos.clear();
      return state(session);
    },
  );
  route(
    {
      method: 'DELETE',
      url: '/chaos/:name',
      summary: '删除一个故障配置',
      params: ChaosNameParams,
      data: ChaosStateData,
      codes: [Code.NOT_FOUND],
    },
    (request, session) => {
      if (!session.services.chaos.drop((request.params as { name: string }).name)) throw notFound('没有这个故障配置');
      return state(session);
    },
  );

  route(
    { method: 'GET', url: '/held', summary: '挂起中的回复（等待放行）', data: Type.Array(HeldReply) },
    (_request, session) => session.services.chaos.listHeld(),
  );
  route(
    {
      method: 'POST',
      url: '/held/release',
      summary: '放行挂起的回复：id 放行一个，不给 id 放行全部',
      body: HeldReleaseBody,
      data: HeldReleaseData,
      codes: [Code.NOT_FOUND],
    },
    (request, session) => {
      const { chaos } = session.services;
      const { id } = (request.body ?? {}) as { id?: number };
      if (id !== undefined && !chaos.isHeld(id)) throw notFound('没有这个挂起的回复（已放行或客户端已断开）');
      return { released: chaos.release(id) };
    },
  );
}
