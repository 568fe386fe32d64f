/** Tools over the session and its whole state: the panel data, reset, sessions, scenario files and snapshots. */
import { Type } from '@sinclair/typebox';
import { MOCK_SESSION_NAME_PATTERN, MockSnapshot } from '@cv/contract';
import { DESTRUCTIVE, enc, READ, WRITE, type ToolDef } from '../tool-def.ts';

export const SESSIONS_TOOLS: ToolDef[] = [
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
    name: 'scenarios_list',
    title: '场景列表',
    description: 'The scenario files (fixtures/scenarios) the scenario tool loads, with their titles and notes.',
    input: Type.Object({}),
    annotations: READ,
    request: () => ({ method: 'GET', url: '/scenarios' }),
  },
  {
    name: 'snapshot_save',
    title: '保存当前状态',
    description:
      "The session's whole state as one value (rows, uploaded files, clock, forced replies, chaos): keep it, " +
      'and give it to snapshot_restore later or in another session.',
    input: Type.Object({}),
    annotations: READ,
    request: () => ({ method: 'GET', url: '/snapshot' }),
  },
  {
    name: 'snapshot_restore',
    title: '恢复状态',
    description:
      "Replaces the session's state with a snapshot from snapshot_save (any session, a new one too); a malformed " +
      'or foreign-version snapshot is refused with nothing changed.',
    input: Type.Object({ snapshot: MockSnapshot }),
    annotations: DESTRUCTIVE,
    request: (args) => ({ method: 'POST', url: '/snapshot', body: args.snapshot }),
  },
];
