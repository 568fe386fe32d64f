/**
 * The MCP server's tools: each one a thin wrapper over one control route (/__mock) or, for `call_api`, one /api route
 * of the contract, so a tool and its route cannot diverge. Input schemas are the contract's TypeBox schemas (which
 * are JSON Schema) plus the path parameters and an optional `session` (x-mock-session). Arguments are checked against
 * them here first: bad arguments give a tool error naming the field, and nothing is sent.
 *
 * The tools only describe requests; a Caller sends them: app.inject inside the server (Streamable HTTP at
 * /__mock/mcp), fetch to a running mock for the stdio entry (npm run mcp).
 */
import { Type } from '@sinclair/typebox';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { MOCK_PREFIX } from '@cv/contract';
import { validationMessage } from '../plugins/envelope.ts';
import { Session, type Annotations, type Caller, type ToolDef } from './tool-def.ts';
import { FAULTS_TOOLS } from './tools/faults.ts';
import { OBSERVE_TOOLS } from './tools/observe.ts';
import { SESSIONS_TOOLS } from './tools/sessions.ts';
import { USERS_TOOLS } from './tools/users.ts';

export type { Caller, ToolReply, ToolRequest } from './tool-def.ts';

/** Every tool, in the order tools/list gives them: the session, its users, its faults, then what happened. */
export const TOOL_DEFS: ToolDef[] = [...SESSIONS_TOOLS, ...USERS_TOOLS, ...FAULTS_TOOLS, ...OBSERVE_TOOLS];

/** Filters of journal_search, applied to the route's reply. */
function searchJournal(entries: unknown, args: Record<string, unknown>): unknown {
  if (!Array.isArray(entries)) return entries;
  return entries.filter((entry: { url: string; code: number | null; status: number; chaos?: unknown }) => {
    if (typeof args.url_contains === 'string' && !entry.url.includes(args.url_contains)) return false;
    if (typeof args.code === 'number' && entry.code !== args.code) return false;
    if (typeof args.status === 'number' && entry.status !== args.status) return false;
    if (typeof args.faulted === 'boolean' && (entry.chaos !== undefined) !== args.faulted) return false;
    return true;
  });
}

const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false });

export interface ToolDescription {
  name: string;
  title: string;
  description: string;
  inputSchema: { type: 'object'; [key: string]: unknown };
  annotations: Annotations & { title: string };
}

/** What tools/list answers: each tool's JSON Schema is the contract's, with `session` added. */
export const toolList = (): ToolDescription[] =>
  TOOL_DEFS.map((def) => ({
    name: def.name,
    title: def.title,
    description: def.description,
    inputSchema: JSON.parse(
      JSON.stringify(
        Type.Object(
          { ...def.input.properties, ...('session' in def.input.properties ? {} : { session: Session }) },
          {
            additionalProperties: false,
          },
        ),
      ),
    ) as ToolDescription['inputSchema'],
    annotations: { title: def.title, ...def.annotations },
  }));

/** Each tool's argument check, compiled at its first call (compiling all of them took a tenth of the start). */
const validators = new Map<string, ValidateFunction>();
function validatorOf(name: string): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    validate = ajv.compile(toolList().find((tool) => tool.name === name)!.inputSchema);
    validators.set(name, validate);
  }
  return validate;
}

export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

const errorResult = (text: string): ToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** The field an additionalProperties error names, in the envelope's message style. */
function argumentsMessage(errors: ErrorObject[]): string {
  const first = errors[0]!;
  if (first.keyword === 'additionalProperties') {
    const extra = String((first.params as { additionalProperty?: string }).additionalProperty);
    const at = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return `参数错误：未知字段 ${at ? `${at}.` : ''}${extra}`;
  }
  return validationMessage(errors, 'body');
}

/**
 * Runs a tool: checks the arguments, sends its request with `session` (or the connection's default session) and the
 * headers given, and answers the route's envelope as JSON text and structured content. isError when the arguments
 * are bad, the tool unknown, or the route answered an error (a non-zero code or an HTTP error status).
 */
export async function callTool(
  call: Caller,
  name: string,
  rawArgs: Record<string, unknown> | undefined,
  options: { session?: string; headers?: Record<string, string> } = {},
): Promise<ToolResult> {
  const def = TOOL_DEFS.find((tool) => tool.name === name);
  if (!def) return errorResult(`未知工具：${name}（可用：${TOOL_DEFS.map((t) => t.name).join(', ')}）`);
  const args = rawArgs ?? {};
  const validate = validatorOf(name);
  if (!validate(args)) return errorResult(argumentsMessage(validate.errors ?? []));
  const request = def.request(args);
  const session = (args.session as string | undefined) ?? options.session;
  const url = request.url.startsWith('/api/') ? request.url : `${MOCK_PREFIX}${request.url}`;
  const reply = await call({
    ...request,
    url,
    headers: {
      ...options.headers,
      ...request.headers,
      ...(session ? { 'x-mock-session': session } : {}),
    },
  });
  let body = reply.body;
  const envelope = body as { code?: number; data?: unknown } | null;
  if (name === 'journal_search' && envelope && envelope.code === 0) {
    body = { ...envelope, data: searchJournal(envelope.data, args) };
  }
  const failed = reply.status >= 400 || (envelope !== null && typeof envelope === 'object' && envelope.code !== 0);
  const text = JSON.stringify(body, null, 1);
  return {
    content: [{ type: 'text', text: reply.status === 200 ? text : `HTTP ${reply.status}\n${text}` }],
    ...(body !== null && typeof body === 'object' && !Array.isArray(body)
      ? { structuredContent: body as Record<string, unknown> }
      : {}),
    ...(failed ? { isError: true } : {}),
  };
}
