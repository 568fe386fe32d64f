/**
 * POST /__mock/mcp: the MCP server (mcp/server.ts) over Streamable HTTP, stateless (a server and transport per
 * request, JSON replies), under the /__mock guard: loopback or the admin key, and the guard's DNS-rebinding checks
 * (Host must name this machine, an Origin must be the same host). Its tools call the control routes through
 * app.inject with the caller's admin key and session header, so they pass the same guard and act in the same session.
 * GET and DELETE answer 405 (no server-initiated stream, no MCP session to end).
 */
import type { FastifyInstance } from 'fastify';
import { MOCK_ADMIN_HEADER, MOCK_PREFIX, MOCK_SESSION_HEADER } from '@cv/contract';
import type * as StreamableHttpModule from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type * as McpServerModule from '../mcp/server.ts';
import type { Caller } from '../mcp/tools.ts';
import mockGuard from '../plugins/mock-guard.ts';

export const MCP_PATH = `${MOCK_PREFIX}/mcp`;

/** The MCP SDK, zod and the tools load at the first MCP request, not at the server's start. */
let mcpModules: Promise<[typeof McpServerModule, typeof StreamableHttpModule]> | null = null;
const loadMcp = () =>
  (mcpModules ??= Promise.all([
    import('../mcp/server.ts'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ]));

export default async function mockMcpRoutes(app: FastifyInstance) {
  // This plugin is its own scope: the guard runs for its routes only, before their body is read.
  await app.register(mockGuard);
  const call: Caller = async ({ method, url, body, headers }) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    let parsed: unknown;
    try {
      parsed = res.json();
    } catch {
      parsed = { code: null, data: null, msg: res.body.slice(0, 500) };
    }
    return { status: res.statusCode, body: parsed };
  };

  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: MCP_PATH,
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = request.headers[MOCK_ADMIN_HEADER];
      const session = request.headers[MOCK_SESSION_HEADER];
      const [{ createMcpServer }, { StreamableHTTPServerTransport }] = await loadMcp();
      const server = createMcpServer(call, {
        ...(typeof session === 'string' ? { session } : {}),
        ...(typeof key === 'string' ? { headers: { [MOCK_ADMIN_HEADER]: key } } : {}),
      });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  });
}
