/**
 * npm run mcp: the MCP server over stdio for an assistant, driving a running mock by URL. MOCK_URL (default
 * http://localhost:3000), MOCK_ADMIN_KEY for a mock off this machine, MOCK_SESSION for the session tools act in when
 * a call names none. Nothing but JSON-RPC goes to stdout; a word on stderr says where it points.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { MOCK_ADMIN_HEADER } from '@cv/contract';
import { createMcpServer } from './server.ts';
import type { Caller } from './tools.ts';

const base = (process.env.MOCK_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const adminKey = process.env.MOCK_ADMIN_KEY ?? '';

const call: Caller = async ({ method, url, body, headers }) => {
  try {
    const res = await fetch(base + url, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) as unknown };
    } catch {
      return { status: res.status, body: { code: null, data: null, msg: text.slice(0, 500) } };
    }
  } catch (error) {
    return {
      status: 502,
      body: { code: null, data: null, msg: `mock 不可达（${base}）：${(error as Error).message}` },
    };
  }
};

const server = createMcpServer(call, {
  ...(process.env.MOCK_SESSION ? { session: process.env.MOCK_SESSION } : {}),
  ...(adminKey ? { headers: { [MOCK_ADMIN_HEADER]: adminKey } } : {}),
});
await server.connect(new StdioServerTransport());
process.stderr.write(`cv-mock MCP server on stdio -> ${base}\n`);
