// The MCP server at /__mock/mcp, driven by the SDK's client: tools and their annotations, tools acting through the
// control routes in a session, bad arguments and unknown tools as tool errors, and the /__mock guard in front of it.
import http from 'node:http';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Code } from '@cv/contract';
import { listen, type Listening } from './security/net.ts';

const KEY = 'mcp-test-key';
let t: Listening;
let client: Client;
beforeAll(async () => {
  t = await listen({ config: { mockAdminKey: KEY } }, '0.0.0.0');
  client = new Client({ name: 'mcp-test', version: '0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${t.port}/__mock/mcp`)));
});
afterAll(async () => {
  await client.close();
  await t.close();
});

type Text = { type: string; text: string }[];
const call = async (name: string, args: Record<string, unknown>) => {
  const result = (await client.callTool({ name, arguments: args })) as {
    content: Text;
    structuredContent?: unknown;
    isError?: boolean;
  };
  return { ...result, text: result.content[0]!.text };
};

describe('tools', () => {
  it('lists every tool with a JSON Schema from the contract and marks the destructive ones', async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const name of ['state', 'reset', 'session_create', 'login', 'qr_confirm', 'order_pay', 'quota_set']) {
      expect(byName.has(name), name).toBe(true);
    }
    for (const name of [
      'clock_advance',
      'force_reply',
      'chaos_set',
      'chaos_preset',
      'held_release',
      'journal_search',
    ]) {
      expect(byName.has(name), name).toBe(true);
    }
    expect(byName.get('reset')!.annotations).toMatchObject({ destructiveHint: true });
    expect(byName.get('session_drop')!.annotations).toMatchObject({ destructiveHint: true });
    expect(byName.get('state')!.annotations).toMatchObject({ readOnlyHint: true });
    const chaosSchema = byName.get('chaos_set')!.inputSchema as { properties: Record<string, { properties?: object }> };
    expect(chaosSchema.properties.error!.properties).toHaveProperty('rate', {
      type: 'number',
      minimum: 0,
      maximum: 1,
      description: 'probability per request, 0-1',
    });
    expect(chaosSchema.properties).toHaveProperty('session');
  });

  it('a tool acts through its control route in the session it names', async () => {
    const logged = await call('login', { session: 'mcp-a', nickname: '甲' });
    expect(logged.isError).toBeFalsy();
    const { token, user } = (logged.structuredContent as { data: { token: string; user: { id: number } } }).data;
    await call('quota_set', { session: 'mcp-a', user_id: user.id, resumes_left: 0 });
    const refused = await call('call_api', {
      session: 'mcp-a',
      route: 'cvNew',
      token,
      body: { template: 'classic-2f5496' },
    });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ code: Code.QUOTA_EXHAUSTED });
    const found = await call('journal_search', { session: 'mcp-a', code: Code.QUOTA_EXHAUSTED });
    expect((found.structuredContent as { data: { url: string }[] }).data.map((e) => e.url)).toEqual(['/api/cv/new']);
    const [entry] = (found.structuredContent as { data: { id: number }[] }).data;
    const explained = await call('explain', { session: 'mcp-a', id: entry!.id });
    expect(explained.structuredContent).toMatchObject({ code: 0, data: { cause: { kind: 'quota' } } });
    // The default session saw none of it.
    const defaultJournal = await call('journal_search', { url_contains: '/api/cv/new' });
    expect((defaultJournal.structuredContent as { data: unknown[] }).data).toEqual([]);
  });

  it('snapshot_save in one session and snapshot_restore into another carry its users over; scenarios_list lists the files', async () => {
    const logged = await call('login', { session: 'mcp-snap-a', nickname: '快照甲' });
    const { token } = (logged.structuredContent as { data: { token: string } }).data;
    const saved = await call('snapshot_save', { session: 'mcp-snap-a' });
    expect(saved.isError).toBeFalsy();
    const snapshot = (saved.structuredContent as { data: Record<string, unknown> }).data;
    const restored = await call('snapshot_restore', { snapshot, session: 'mcp-snap-b' });
    expect(restored.structuredContent, restored.text).toMatchObject({ code: 0, data: { session: 'mcp-snap-b' } });
    const me = await call('call_api', { session: 'mcp-snap-b', route: 'user', token });
    expect(me.structuredContent).toMatchObject({ code: 0, data: { nickname: '快照甲' } });
    const bad = await call('snapshot_restore', { snapshot: { ...snapshot, version: 9 }, session: 'mcp-snap-b' });
    expect(bad).toMatchObject({ isError: true });
    const listed = await call('scenarios_list', {});
    expect((listed.structuredContent as { data: { name: string }[] }).data.map((s) => s.name)).toContain('vip');
  });

  it('bad arguments and unknown tools are tool errors naming the field, and change nothing', async () => {
    const rate = await call('chaos_set', { session: 'mcp-b', name: 'x', path: '/api/*', error: { rate: 1.5 } });
    expect(rate).toMatchObject({ isError: true, text: '参数错误：字段 error.rate 不能大于 1' });
    const latency = await call('chaos_set', {
      session: 'mcp-b',
      name: 'x',
      path: '/api/*',
      latency: { kind: 'fixed', ms: -1 },
    });
    expect(latency).toMatchObject({ isError: true, text: '参数错误：字段 latency.ms 不能小于 0' });
    expect((await call('login', { nick: 'x' })).text).toBe('参数错误：未知字段 nick');
    expect((await call('chaos_preset', { name: '台风' })).isError).toBe(true);
    const unknown = await call('no_such_tool', {});
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('no_such_tool');
    const chaos = await call('chaos_get', { session: 'mcp-b' });
    expect((chaos.structuredContent as { data: { profiles: unknown[] } }).data.profiles).toEqual([]);
  });
});

describe('the guard', () => {
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '0' } },
  };
  const post = (host: string, headers: Record<string, string> = {}) =>
    fetch(`http://${host}:${t.port}/__mock/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify(initialize),
    });
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .find((net) => net && net.family === 'IPv4' && !net.internal)?.address;

  it.runIf(lan)('refuses the endpoint from off loopback without the key, and serves it with the key', async () => {
    const without = await post(lan!);
    expect(without.status).toBe(403);
    expect(await without.json()).toMatchObject({ code: 401, data: { reason: 'key-missing' } });
    const wrong = await post(lan!, { 'x-mock-admin-key': 'nope' });
    expect(wrong.status).toBe(403);
    const withKey = await post(lan!, { 'x-mock-admin-key': KEY });
    expect(withKey.status).toBe(200);
    expect(await withKey.json()).toMatchObject({ result: { serverInfo: { name: 'cv-mock' } } });
  });

  /** fetch() sets Host itself: node:http sends the one given. */
  const rawStatus = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: t.port,
          path: '/__mock/mcp',
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(initialize));
    });

  it('refuses a DNS-rebinding Host and a foreign Origin on loopback', async () => {
    expect(await rawStatus({ host: `evil.test:${t.port}` })).toBe(403);
    expect(await rawStatus({ host: `127.0.0.1:${t.port}`, origin: 'http://evil.test' })).toBe(403);
    expect(await rawStatus({ host: `localhost:${t.port}` })).toBe(200);
  });
});
