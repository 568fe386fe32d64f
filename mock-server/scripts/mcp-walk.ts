/**
 * The MCP server driven by the SDK's own client (npm run mcp:walk), printing a transcript: list the tools, then a
 * whole flow in a new session — log in, create a resume, exhaust the free quota, find the code 5 in the journal and
 * have it explained, pay for VIP, download. Then the guard: the endpoint from this machine's LAN address without the
 * admin key (refused) and with it.
 * Without arguments it starts a mock of its own (temporary DATA_DIR, admin key `walk-key`, listening on 0.0.0.0);
 * --url=http://host:port drives a running one instead (MOCK_ADMIN_KEY if it is not on this machine).
 * --stdio drives the stdio entry (npm run mcp) against that mock instead of the HTTP endpoint.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { MOCK_ADMIN_HEADER } from '@cv/contract';
import { buildApp } from '../src/app.ts';
import { personalOf } from '../test/helper.ts';

const urlArg = process.argv.find((a) => a.startsWith('--url='))?.slice('--url='.length);
const useStdio = process.argv.includes('--stdio');
const ADMIN_KEY = urlArg ? (process.env.MOCK_ADMIN_KEY ?? '') : 'walk-key';

let base = urlArg?.replace(/\/+$/, '') ?? '';
let close = async () => {};
if (!urlArg) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-mcp-walk-'));
  const app = await buildApp({
    config: { dataDir, aiLatencyMs: 0, autoLoginMs: 0, mockAdminKey: ADMIN_KEY, publicUrl: 'http://127.0.0.1:3000' },
  });
  await app.listen({ port: 0, host: '0.0.0.0' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

const client = new Client({ name: 'mcp-walk', version: '0.1.0' });
if (useStdio) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', path.join(root, 'mock-server/src/mcp/stdio.ts')],
      cwd: root,
      env: { ...(process.env as Record<string, string>), MOCK_URL: base },
      stderr: 'inherit',
    }),
  );
} else {
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/__mock/mcp`)));
}
console.log(`# MCP walk over ${useStdio ? 'stdio (npm run mcp)' : `Streamable HTTP ${base}/__mock/mcp`}`);

const { tools } = await client.listTools();
console.log(`\n## tools/list: ${tools.length} tools`);
for (const tool of tools) {
  const flags = [
    tool.annotations?.readOnlyHint ? 'read-only' : '',
    tool.annotations?.destructiveHint ? 'destructive' : '',
  ]
    .filter(Boolean)
    .join(', ');
  console.log(`- ${tool.name}${flags ? ` (${flags})` : ''}: ${tool.description}`);
}

const SESSION = `walk-${Date.now().toString(36)}`;
type Envelope = { code: number; data: Record<string, unknown> & unknown; msg: string };
/** One tools/call, printed: the arguments and the reply (long data cut). */
async function step(note: string, name: string, args: Record<string, unknown>): Promise<Envelope> {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { type: string; text: string }[])[0]?.text ?? '';
  const shown = text.replace(/\s*\n\s*/g, ' ');
  console.log(
    `\n> ${note}\n  ${name} ${JSON.stringify(args)}\n  ${result.isError ? 'ERROR ' : ''}${shown.length > 400 ? `${shown.slice(0, 400)} …` : shown}`,
  );
  return (result.structuredContent ?? null) as Envelope;
}

console.log(`\n## flow in session ${SESSION}`);
await step('new session', 'session_create', { session: SESSION });
const login = await step('log in as a new user', 'login', { session: SESSION, nickname: 'MCP 演示' });
const token = login.data.token as string;
const user = login.data.user as { id: number; resumes_left: number };
const first = await step('create a resume', 'call_api', {
  session: SESSION,
  route: 'cvNew',
  token,
  body: { template: 'classic-2f5496' },
});
const cid = first.data.cid as string;
await step('fill in its personal info', 'call_api', {
  session: SESSION,
  route: 'personalSave',
  token,
  body: personalOf(cid),
});
let created = first;
for (let i = 0; created.code === 0 && i < 10; i++) {
  created = await step(`create another resume (${i + 2})`, 'call_api', {
    session: SESSION,
    route: 'cvNew',
    token,
    body: { template: 'classic-2f5496' },
  });
}
const refused = await step('find the refusal in the journal', 'journal_search', {
  session: SESSION,
  url_contains: '/api/cv/new',
  code: 5,
  limit: 20,
});
const entry = (refused.data as unknown as { id?: number }[])[0];
const toolNames = new Set(tools.map((t) => t.name));
if (toolNames.has('explain') && entry?.id !== undefined) {
  await step('why code 5?', 'explain', { session: SESSION, id: entry.id });
} else {
  console.log('\n> why code 5? (no explain tool on this server: the journal entry and the quota state say it)');
  await step("the user's quota", 'state', { session: SESSION });
}
const goods = await step('what can be bought', 'call_api', { session: SESSION, route: 'goodsList', token, body: {} });
const goodsId = (goods.data as unknown as { id: number }[])[0]!.id;
const order = await step('order VIP', 'call_api', {
  session: SESSION,
  route: 'prepay',
  token,
  body: { goods_id: goodsId },
});
const tradeNo = order.data.out_trade_no as string;
await step('pay the order', 'order_pay', { session: SESSION, out_trade_no: tradeNo });
await step('create a resume as VIP', 'call_api', {
  session: SESSION,
  route: 'cvNew',
  token,
  body: { template: 'classic-2f5496' },
});
const download = await step('download the first resume', 'call_api', {
  session: SESSION,
  route: 'cvDownload',
  token,
  body: { cid },
});
const pdf = await fetch(`${base}${download.data.url as string}`, { headers: { 'x-mock-session': SESSION } });
const bytes = Buffer.from(await pdf.arrayBuffer());
console.log(
  `  GET ${download.data.url as string} -> HTTP ${pdf.status}, ${bytes.length} bytes, starts ${JSON.stringify(bytes.subarray(0, 5).toString())}`,
);
await step('bad arguments: a rate above 1', 'chaos_set', {
  session: SESSION,
  name: 'x',
  path: '/api/*',
  error: { rate: 2 },
});
await step('bad arguments: an unknown field', 'login', { session: SESSION, nick: 'x' });
await step('an unknown tool', 'no_such_tool', {});
await step('drop the session', 'session_drop', { name: SESSION });
console.log(`\n(user ${user.id} started with resumes_left ${user.resumes_left})`);
await client.close();

if (!urlArg) {
  // The guard from this machine's own LAN address: refused without the key, let in with it.
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .find((net) => net && net.family === 'IPv4' && !net.internal)?.address;
  if (lan) {
    const port = new URL(base).port;
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'guard-check', version: '0' } },
    };
    const post = (headers: Record<string, string>) =>
      fetch(`http://${lan}:${port}/__mock/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(init),
      });
    const without = await post({});
    console.log(
      `\n## guard from ${lan} (not loopback)\n- without ${MOCK_ADMIN_HEADER}: HTTP ${without.status} ${(await without.text()).slice(0, 160)}`,
    );
    const withKey = await post({ [MOCK_ADMIN_HEADER]: ADMIN_KEY });
    console.log(`- with ${MOCK_ADMIN_HEADER}: HTTP ${withKey.status} ${(await withKey.text()).slice(0, 160)}`);
  }
}
await close();
