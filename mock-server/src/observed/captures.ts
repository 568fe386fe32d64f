/**
 * Captured exchanges (upstream mode with MOCK_CAPTURE=1, or a HAR import) in the observed store, scrubbed before
 * they are written (scrub.ts). Bounded: at most maxRows exchanges and maxBytes of stored text, the oldest going
 * first; a body over CAPTURE_BODY_MAX bytes is kept as its size only.
 */
import type { Db } from '../db/open-database.ts';
import type { Headers, Scrubber } from './scrub.ts';

export const CAPTURE_BODY_MAX = 256 * 1024;

export interface Exchange {
  at: number;
  source: 'upstream' | 'har';
  method: string;
  url: string;
  status: number;
  ms: number;
  request: { headers: Headers; body?: string };
  reply: { headers: Headers; body?: string };
}

/** As stored: scrubbed, bodies as JSON text (or null). */
export interface StoredExchange {
  id: number;
  at: number;
  source: string;
  method: string;
  url: string;
  status: number;
  ms: number;
  request: { headers: Headers; body: string | null };
  reply: { headers: Headers; body: string | null };
}

/** A row of the captures table: a stored exchange whose request and reply are JSON text. */
interface Row extends Omit<StoredExchange, 'request' | 'reply'> {
  request: string;
  reply: string;
}

export function createCaptureStore(db: Db, scrubber: Scrubber, limits: { maxRows: number; maxBytes: number }) {
  const insert = db.prepare(
    'INSERT INTO captures (at, source, method, url, status, ms, request, reply, bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const totals = db.prepare('SELECT COUNT(*) AS rows, COALESCE(SUM(bytes), 0) AS bytes FROM captures');
  const oldest = db.prepare('SELECT id, bytes FROM captures ORDER BY id ASC LIMIT 500');
  const remove = db.prepare('DELETE FROM captures WHERE id <= ?');

  const bodyOf = (text: string | undefined) =>
    text !== undefined && Buffer.byteLength(text) > CAPTURE_BODY_MAX
      ? JSON.stringify({ omitted: `${Buffer.byteLength(text)} bytes (over ${CAPTURE_BODY_MAX})` })
      : text;

  /** Scrubs one exchange (one placeholder per secret across its request and reply). */
  function scrub(exchange: Exchange) {
    const s = scrubber.session();
    const requestHeaders = s.headers(exchange.request.headers);
    const replyHeaders = s.headers(exchange.reply.headers);
    const url = s.url(exchange.url);
    const requestBody = s.body(bodyOf(exchange.request.body), requestHeaders['content-type']);
    const replyBody = s.body(bodyOf(exchange.reply.body), replyHeaders['content-type']);
    const request = s.everywhere(JSON.stringify({ headers: requestHeaders, body: requestBody }));
    const reply = s.everywhere(JSON.stringify({ headers: replyHeaders, body: replyBody }));
    return { url: s.everywhere(url), request, reply };
  }

  /** Drops the oldest until both bounds hold (inside the caller's transaction). */
  function trim() {
    let { rows, bytes } = totals.get() as { rows: number; bytes: number };
    while (rows > limits.maxRows || bytes > limits.maxBytes) {
      const batch = oldest.all() as { id: number; bytes: number }[];
      if (batch.length === 0) break;
      let last = 0;
      for (const row of batch) {
        if (rows <= limits.maxRows && bytes <= limits.maxBytes) break;
        rows--;
        bytes -= row.bytes;
        last = row.id;
      }
      remove.run(last);
    }
  }

  const parse = (row: Row): StoredExchange => ({
    ...row,
    request: JSON.parse(row.request) as StoredExchange['request'],
    reply: JSON.parse(row.reply) as StoredExchange['reply'],
  });

  return {
    scrub,
    /** Stores exchanges in one transaction (scrubbed first); returns how many. */
    add(exchanges: readonly Exchange[]): number {
      const scrubbed = exchanges.map((e) => ({ e, ...scrub(e) }));
      db.transaction(() => {
        for (const { e, url, request, reply } of scrubbed) {
          const bytes = Buffer.byteLength(request) + Buffer.byteLength(reply) + url.length;
          insert.run(e.at, e.source, e.method, url, e.status, Math.round(e.ms), request, reply, bytes);
        }
        trim();
      })();
      return scrubbed.length;
    },
    /** Newest first. */
    list(limit: number): StoredExchange[] {
      return (db.prepare('SELECT * FROM captures ORDER BY id DESC LIMIT ?').all(limit) as Row[]).map(parse);
    },
    /** Oldest first, every stored exchange. */
    *all(): Generator<StoredExchange> {
      for (const row of db.prepare('SELECT * FROM captures ORDER BY id ASC').iterate() as Iterable<Row>) {
        yield parse(row);
      }
    },
    stats(): { rows: number; bytes: number; maxRows: number; maxBytes: number } {
      return { ...(totals.get() as { rows: number; bytes: number }), ...limits };
    },
    clear(): void {
      db.prepare('DELETE FROM captures').run();
    },
  };
}
export type CaptureStore = ReturnType<typeof createCaptureStore>;
