/**
 * What every MCP tool is: a name, a title, a description, the JSON Schema of its arguments and the one request it
 * sends (a control route under /__mock, or an /api route for call_api). The tools themselves live in tools/, one file
 * per control area; tools.ts lists them and runs them.
 */
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { MOCK_SESSION_NAME_PATTERN } from '@cv/contract';

export interface ToolRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  headers: Record<string, string>;
}
export interface ToolReply {
  status: number;
  body: unknown;
}
/** Sends a tool's request to the mock and returns the HTTP status and the parsed JSON reply. */
export type Caller = (request: ToolRequest) => Promise<ToolReply>;

export interface Annotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export interface ToolDef {
  name: string;
  title: string;
  description: string;
  /** Properties of the arguments besides `session` (body fields and path parameters). */
  input: TObject;
  annotations: Annotations;
  request(args: Record<string, unknown>): Omit<ToolRequest, 'headers'> & { headers?: Record<string, string> };
}

/** Every tool's optional `session` argument (x-mock-session). */
export const Session = Type.Optional(
  Type.String({
    pattern: MOCK_SESSION_NAME_PATTERN,
    description: 'the mock session to act in (x-mock-session); omitted: the default session',
  }),
);

export const READ: Annotations = { readOnlyHint: true, openWorldHint: false };
export const WRITE: Annotations = { readOnlyHint: false, destructiveHint: false, openWorldHint: false };
export const DESTRUCTIVE: Annotations = { readOnlyHint: false, destructiveHint: true, openWorldHint: false };

export const enc = encodeURIComponent;
/** The body fields of a tool's arguments: everything but `session` and the path parameters named. */
export const bodyOf = (args: Record<string, unknown>, ...drop: string[]) =>
  Object.fromEntries(Object.entries(args).filter(([key]) => key !== 'session' && !drop.includes(key)));
export const merge = (...schemas: TObject[]) =>
  Type.Object(Object.assign({}, ...schemas.map((schema) => schema.properties)) as Record<string, TSchema>);
