/**
 * Body parsing and the one error handler: every answer is `{code, data, msg}` (the one not-found handler, which also
 * serves the SPA, is in plugins/spa.ts and answers envelopeNotFound). Registered before the routes: each route scope
 * keeps the parsers and error handler of the scope it is made in.
 * HTTP status policy (documented in mock-server/README.md):
 * - business outcomes, including schema validation failures (code 1) and 401: HTTP 200, code in the body;
 * - transport problems: malformed JSON or forbidden keys 400 (code 1), unknown /api route 404 (code 404),
 *   body too large 413 (code 413), unsupported content type 415 (code 1), anything unexpected 500 (code 500).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { scan } from 'secure-json-parse';
import { Code, CodeMessage, type MockReplyCause } from '@cv/contract';
import { ApiError } from '../errors.ts';
import { throwerRule } from '../lib/reply-cause.ts';
import { drainThen } from '../lib/transport.ts';
import { pathOf } from '../lib/url-path.ts';
import type { ApiEnvelope } from '@cv/contract';

type Envelope = ApiEnvelope;

export function sendEnvelope(reply: FastifyReply, status: number, body: Envelope): FastifyReply {
  reply.envelopeCode = body.code;
  // A string payload skips the route's reply serializer, which only knows the success shape.
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** A success envelope; records code 0 for the journal (every place that answers an envelope sets envelopeCode). */
export function okEnvelope<T>(reply: FastifyReply, data: T): { code: typeof Code.OK; data: T; msg: 'ok' } {
  reply.envelopeCode = Code.OK;
  return { code: Code.OK, data, msg: 'ok' };
}

/**
 * The success envelope of a route handler's result (nothing is `data: null`): at once for a value, which Fastify
 * sends straight away when a route handler returns it, or when a promise resolves. A route handler that awaited every
 * result waited two promise turns even for a value (1.2k instructions of a module/save, callgrind, issue 45).
 */
export function okEnvelopeOf(reply: FastifyReply, result: unknown) {
  return result instanceof Promise
    ? result.then((data: unknown) => okEnvelope(reply, data ?? null))
    : okEnvelope(reply, result ?? null);
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  object: '对象',
  array: '数组',
  boolean: '布尔值',
  null: 'null',
};

interface AjvLikeError {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** A Chinese message that names the field, from the first schema error. */
export function validationMessage(errors: AjvLikeError[], context: string | undefined): string {
  const first = errors[0] ?? {};
  const params = first.params ?? {};
  const fromPath = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const field = first.keyword === 'required' ? String(params.missingProperty ?? fromPath) : fromPath;
  if (!field) {
    return context === 'querystring' ? '参数错误：查询参数不合法' : '参数错误：请求体应为 JSON 对象';
  }
  const limit = params.limit;
  switch (first.keyword) {
    case 'required':
      return `参数错误：缺少必填字段 ${field}`;
    case 'type':
      return `参数错误：字段 ${field} 类型错误，应为${TYPE_NAMES[String(params.type)] ?? String(params.type)}`;
    case 'maxLength':
      return `参数错误：字段 ${field} 过长（最多 ${String(limit)} 个字符）`;
    case 'minLength':
      return limit === 1
        ? `参数错误：字段 ${field} 不能为空`
        : `参数错误：字段 ${field} 过短（至少 ${String(limit)} 个字符）`;
    case 'minimum':
      return `参数错误：字段 ${field} 不能小于 ${String(limit)}`;
    case 'maximum':
      return `参数错误：字段 ${field} 不能大于 ${String(limit)}`;
    case 'pattern':
    case 'format':
      return `参数错误：字段 ${field} 格式不正确`;
    default:
      return `参数错误：字段 ${field} 取值不合法`;
  }
}

/** The cause of a schema validation failure: which part, field and keyword (GET /__mock/explain). */
function schemaCause(errors: AjvLikeError[], context: string | undefined, msg: string): MockReplyCause {
  const first = errors[0] ?? {};
  const field = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const missing = first.keyword === 'required' ? String(first.params?.missingProperty ?? '') : '';
  const where = [context ?? 'body', field || missing].filter(Boolean).join('.');
  return {
    kind: 'validation',
    rule: `schema ${where} (${first.keyword ?? 'type'})`,
    summary: msg,
    detail: { context: context ?? 'body', field: field || missing, keyword: first.keyword, params: first.params ?? {} },
  };
}

/** An ApiError's cause from where it was thrown: code 1 is a check of the input, any other code a service's rule. */
function thrownCause(error: ApiError): MockReplyCause {
  const rule = throwerRule(error) ?? 'unknown';
  return error.code === Code.INVALID_PARAMS
    ? { kind: 'validation', rule, summary: error.message, detail: { code: error.code } }
    : { kind: 'rule', rule, summary: `服务自身规则（${rule}）：${error.message}`, detail: { code: error.code } };
}

/** The refusal of a body holding a prototype-pollution key (__proto__, or constructor.prototype), however spelt. */
const FORBIDDEN_KEY_MESSAGE = '参数错误：请求体包含不允许的字段（__proto__ / constructor.prototype）';

/** Errors raised before routing (malformed percent-encoding, over-long path parameters): Fastify's frameworkErrors. */
export const envelopeFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  sendEnvelope(reply, error.statusCode ?? 400, {
    code: Code.INVALID_PARAMS,
    data: null,
    msg: error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? '参数错误：路径参数过长' : '参数错误：URL 编码不合法',
  });
};

/** The 404 of a path no route serves (the not-found handler of plugins/spa.ts answers it off the SPA's paths). */
export function envelopeNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendEnvelope(reply, 404, {
    code: Code.ROUTE_NOT_FOUND,
    data: null,
    msg: `${CodeMessage[Code.ROUTE_NOT_FOUND]}：${request.method} ${pathOf(request.url)}`,
  });
}

async function envelope(app: FastifyInstance): Promise<void> {
  app.decorateRequest('bodyText', null);
  // Empty-payload routes get POSTs with no body, an empty JSON body, or `{}` (DESIGN 11): all mean `{}`.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  const lenientJson = (
    req: FastifyRequest,
    body: string | Buffer,
    done: (err: Error | null, body?: unknown) => void,
  ) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // The journal shows what was sent: the text itself, kept instead of the parsed object (one flat string is far
    // cheaper for the garbage collector to keep around than an object graph).
    req.bodyText = text;
    if (text.trim() === '') return done(null, {});
    // Parsed, then the parsed object scanned for the keys (secure-json-parse's scan, which the secure parser runs when
    // its patterns find either key in the text, escaped spellings included). The patterns scanned the whole text, and
    // this plugin's own test of it for 'proto' once more: a module/save ran 236.2k instructions then, 232.0k now, the
    // scan of the parsed body 0.8k of them (callgrind, main thread, issue 45).
    let value: unknown;
    try {
      value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch {
      // The default parser's own error for malformed JSON (a 400, code 1: see the error handler).
      return parseJson(req, text, done);
    }
    if (typeof value === 'object' && value !== null) {
      try {
        scan(value, { protoAction: 'error', constructorAction: 'error' });
      } catch {
        return done(new ApiError(Code.INVALID_PARAMS, FORBIDDEN_KEY_MESSAGE, { httpStatus: 400 }));
      }
    }
    done(null, value);
  };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, lenientJson);
  // fetch() with a string body and no headers sends text/plain: accept JSON there too.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, lenientJson);

  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    if (error instanceof ApiError) {
      if (error.forced) reply.envelopeForced = true;
      // Forced replies set their cause before throwing and a chaos fault is journaled from reply.chaos; a thrower
      // that knows more (quota, token) gives its cause; else the rule is where the error was thrown.
      if (error.forced) reply.mockCause ??= error.explain;
      else reply.mockCause ??= error.explain ?? thrownCause(error);
      return sendEnvelope(reply, error.httpStatus, { code: error.code, data: error.data, msg: error.message });
    }
    if (error.validation) {
      const msg = validationMessage(error.validation as AjvLikeError[], error.validationContext);
      reply.mockCause = schemaCause(error.validation as AjvLikeError[], error.validationContext, msg);
      return sendEnvelope(reply, 200, { code: Code.INVALID_PARAMS, data: null, msg });
    }
    reply.mockCause = {
      kind: 'transport',
      rule: error.code ?? error.name,
      summary: error.message,
      detail: { status: error.statusCode ?? 500 },
    };
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // The client may still be sending: read the rest first, or it sees a connection reset instead of the reply.
      return new Promise<FastifyReply>((resolve) =>
        drainThen(request.raw, () =>
          resolve(sendEnvelope(reply, 413, { code: Code.PAYLOAD_TOO_LARGE, data: null, msg: '请求内容过大' })),
        ),
      );
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendEnvelope(reply, 415, {
        code: Code.INVALID_PARAMS,
        data: null,
        msg: '参数错误：不支持的 Content-Type，请发送 JSON',
      });
    }
    if (status >= 400 && status < 500) {
      const msg =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? '参数错误：请求体不是合法的 JSON'
          : `参数错误：${CodeMessage[Code.INVALID_PARAMS]}`;
      request.log.info({ err: error.message, code: error.code }, 'rejected request');
      return sendEnvelope(reply, status, { code: Code.INVALID_PARAMS, data: null, msg });
    }
    request.log.error({ err: error, url: request.url }, 'unhandled error');
    return sendEnvelope(reply, 500, { code: Code.INTERNAL, data: null, msg: CodeMessage[Code.INTERNAL] });
  });
}

export default fp(envelope, { name: 'envelope' });
