/**
 * Request log lines (app.ts's one line per request, lib/lazy-logger.ts's request loggers made at their first message):
 * every line a request writes carries its request id, as pino's own child would write it; at LOG_LEVEL=warn a passing
 * request writes nothing.
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@cv/contract';
import { lazyChildren } from '../src/lib/lazy-logger.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/** A pino logger as Fastify makes it (its serializers included), writing JSON lines without time or pid. */
const pinoOf = (level: string, stream: Writable): FastifyBaseLogger =>
  Fastify({ logger: { level, stream, base: null, timestamp: false } }).log;

function collector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('request loggers', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('write what pino’s own child writes, with the bindings, and nothing below their level', () => {
    const lazy = collector();
    const plain = collector();
    const root = pinoOf('info', lazy.stream);
    const reference = pinoOf('info', plain.stream);
    lazyChildren(root);
    for (const logger of [root, reference]) {
      const child = logger.child({ reqId: 'req-7' });
      expect(child.level).toBe('info');
      child.debug('dropped');
      child.info({ n: 1 }, 'first');
      child.child({ part: 'pdf' }).warn('nested');
      child.error(new Error('boom'), 'failed');
    }
    expect(lazy.lines.map((l) => l.msg)).toEqual(['first', 'nested', 'failed']);
    expect(lazy.lines).toEqual(plain.lines);
    expect(lazy.lines[1]).toMatchObject({ reqId: 'req-7', part: 'pdf', level: 40 });
  });

  it('a child with its own level is made at once, at that level', () => {
    const { lines, stream } = collector();
    const root = pinoOf('warn', stream);
    lazyChildren(root);
    const child = root.child({ reqId: 'req-8' }, { level: 'debug' });
    expect(child.level).toBe('debug');
    child.debug('kept');
    expect(lines).toMatchObject([{ reqId: 'req-8', msg: 'kept' }]);
  });

  it('one line per request at info, with its request id; none for a passing request at warn', async () => {
    const info = collector();
    t = await buildTestApp({ logger: { level: 'info', stream: info.stream } });
    await t.app.inject({ method: 'POST', url: routes.cvCounter.path });
    await t.app.inject({ method: 'POST', url: routes.cvCounter.path });
    const lines = info.lines.filter((l) => l.url === routes.cvCounter.path);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, method: 'POST', statusCode: 200, reqId: expect.any(String) });
    expect(lines[0]!.reqId).not.toBe(lines[1]!.reqId);
    await t.close();

    const warn = collector();
    t = await buildTestApp({ logger: { level: 'warn', stream: warn.stream } });
    await t.app.inject({ method: 'POST', url: routes.cvCounter.path });
    expect(warn.lines.filter((l) => l.url === routes.cvCounter.path)).toEqual([]);
  });
});
