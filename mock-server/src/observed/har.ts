/**
 * HAR 1.2 both ways: the journal and the captures out (GET /__mock/journal.har), a HAR in as captures (POST
 * /__mock/captures/har, `npm run har -- import FILE`). An import is checked whole before anything is stored, against
 * the HAR schema of the `har-schema` package (JSON Schema draft-06, with Ajv), then against this server's bounds;
 * any problem is code 1 naming it, and nothing is stored.
 */
import { createRequire } from 'node:module';
import type { Entry, Har, Header } from 'har-format';
import { Ajv, type ErrorObject } from 'ajv';
import type { Exchange, StoredExchange } from './captures.ts';

const require = createRequire(import.meta.url);

/** At most this many entries per import (each becomes one capture; the store's own bounds apply after). */
export const HAR_IMPORT_MAX_ENTRIES = 5000;
/** Routes the body limit of the import route. */
export const HAR_IMPORT_MAX_BYTES = 16 * 1024 * 1024;

let validateHar: ReturnType<Ajv['compile']> | null = null;
function harValidator() {
  if (validateHar) return validateHar;
  const schemas = require('har-schema') as Record<string, object>;
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
  for (const [name, schema] of Object.entries(schemas)) if (name !== 'har') ajv.addSchema(schema);
  validateHar = ajv.compile(schemas.har as object);
  return validateHar;
}

const describe = (error: ErrorObject) =>
  `${error.instancePath.replace(/\//g, '.').replace(/^\./, '') || '(root)'} ${error.message ?? error.keyword}`;

/** Why a HAR cannot be imported (null: it can). */
export function harProblem(har: unknown): string | null {
  const validate = harValidator();
  if (!validate(har)) return `HAR 格式不正确：${describe((validate.errors ?? [])[0] as ErrorObject)}`;
  const entries = (har as Har).log.entries;
  if (entries.length > HAR_IMPORT_MAX_ENTRIES) {
    return `HAR 过大：${entries.length} 条记录（最多 ${HAR_IMPORT_MAX_ENTRIES} 条）`;
  }
  for (const [i, entry] of entries.entries()) {
    try {
      new URL(entry.request.url);
    } catch {
      return `HAR 格式不正确：log.entries.${i}.request.url 不是完整的 URL`;
    }
    if (Number.isNaN(Date.parse(entry.startedDateTime))) {
      return `HAR 格式不正确：log.entries.${i}.startedDateTime 不是时间`;
    }
  }
  return null;
}

const headerMap = (headers: Header[]) =>
  Object.fromEntries(headers.map((h) => [h.name.toLowerCase(), h.value] as const));

/** A valid HAR's entries as exchanges to capture (URLs reduced to path and query). */
export function exchangesOf(har: Har): Exchange[] {
  return har.log.entries.map((entry) => {
    const url = new URL(entry.request.url);
    const content = entry.response.content;
    const replyBody =
      content.text === undefined
        ? undefined
        : content.encoding === 'base64'
          ? Buffer.from(content.text, 'base64').toString('utf8')
          : content.text;
    return {
      at: Date.parse(entry.startedDateTime),
      source: 'har',
      method: entry.request.method.toUpperCase(),
      url: url.pathname + url.search,
      status: entry.response.status,
      ms: Math.max(0, entry.time),
      request: { headers: headerMap(entry.request.headers), body: entry.request.postData?.text },
      reply: { headers: headerMap(entry.response.headers), body: replyBody },
    };
  });
}

export interface JournalLike {
  at: string;
  method: string;
  url: string;
  status: number;
  ms: number;
  token: 'redacted' | null;
  body?: string;
}

const toHeaders = (map: Record<string, string>): Header[] =>
  Object.entries(map).map(([name, value]) => ({ name, value }));
const queryOf = (url: URL) => [...url.searchParams].map(([name, value]) => ({ name, value }));

function entry(
  base: string,
  at: string,
  method: string,
  path: string,
  status: number,
  ms: number,
  request: { headers: Record<string, string>; body: string | null | undefined },
  reply: { headers: Record<string, string>; body: string | null | undefined },
  comment: string,
): Entry {
  const url = new URL(path, base);
  const requestType = request.headers['content-type'] ?? 'application/json';
  const replyType = reply.headers['content-type'] ?? 'application/json';
  const text = reply.body ?? undefined;
  return {
    startedDateTime: at,
    time: ms,
    request: {
      method,
      url: url.href,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: toHeaders(request.headers),
      queryString: queryOf(url),
      ...(request.body ? { postData: { mimeType: requestType, text: request.body } } : {}),
      headersSize: -1,
      bodySize: request.body ? Buffer.byteLength(request.body) : 0,
    },
    response: {
      status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: toHeaders(reply.headers),
      content: {
        size: text === undefined ? 0 : Buffer.byteLength(text),
        mimeType: replyType,
        ...(text === undefined ? {} : { text }),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: text === undefined ? -1 : Buffer.byteLength(text),
    },
    cache: {},
    timings: { send: 0, wait: ms, receive: 0 },
    comment,
  };
}

/**
 * The HAR of captures (scrubbed as stored) and journal records (request side only: the journal keeps no reply
 * body; its body text is scrubbed by the caller), oldest first. `base` makes the URLs absolute.
 */
export function toHar(
  base: string,
  captures: Iterable<StoredExchange>,
  journal: readonly (JournalLike & { scrubbedBody?: string | null })[],
  version: string,
): Har {
  const entries: Entry[] = [];
  for (const c of captures) {
    entries.push(
      entry(
        base,
        new Date(c.at).toISOString(),
        c.method,
        c.url,
        c.status,
        c.ms,
        c.request,
        c.reply,
        `capture ${c.id} (${c.source})`,
      ),
    );
  }
  for (const j of journal) {
    entries.push(
      entry(
        base,
        j.at,
        j.method,
        j.url,
        j.status,
        j.ms,
        { headers: j.token ? { token: 'redacted' } : {}, body: j.scrubbedBody },
        { headers: {}, body: undefined },
        'journal (no reply body kept)',
      ),
    );
  }
  entries.sort((a, b) => a.startedDateTime.localeCompare(b.startedDateTime));
  return { log: { version: '1.2', creator: { name: 'cv-builder mock-server', version }, entries } };
}
