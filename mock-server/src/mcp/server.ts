/**
 * The MCP server of the control API (official SDK): tools/list and tools/call over the tools of mcp/tools.ts. The
 * tools' input schemas are the contract's JSON Schemas, so the handlers are set on the SDK's underlying protocol
 * server (McpServer.registerTool wants zod schemas); everything else (initialize, capabilities, ping) is the SDK's.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { callTool, toolList, type Caller } from './tools.ts';

export const MCP_SERVER_INFO = { name: 'cv-mock', version: '0.1.0' };

const INSTRUCTIONS =
  'Control API of the resume builder mock (/__mock). Each tool wraps one control route or, call_api, one /api ' +
  'route of the contract. Pass `session` to act in an isolated session (x-mock-session); tokens from `login` or ' +
  "`scenario` go into call_api `token`. Replies are the routes' envelopes {code, data, msg}: code 0 is success.";

export interface McpOptions {
  /** Session the tools act in when a call gives none (the HTTP connection's x-mock-session). */
  session?: string;
  /** Headers every tool request carries (the admin key, for a mock off this machine). */
  headers?: Record<string, string>;
}

export function createMcpServer(call: Caller, options: McpOptions = {}): McpServer {
  const mcp = new McpServer(MCP_SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    instructions: INSTRUCTIONS,
  });
  const tools = toolList();
  mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  mcp.server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(call, request.params.name, request.params.arguments, options),
  );
  return mcp;
}
