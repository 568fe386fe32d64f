/** Tools over the faults a session serves: forced replies, chaos profiles and held replies. */
import { Type } from '@sinclair/typebox';
import { ChaosNameParams, ChaosPresetBody, ChaosProfileBody, HeldReleaseBody, MockForceBody } from '@cv/contract';
import { bodyOf, DESTRUCTIVE, enc, READ, WRITE, type ToolDef } from '../tool-def.ts';

export const FAULTS_TOOLS: ToolDef[] = [
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
];
