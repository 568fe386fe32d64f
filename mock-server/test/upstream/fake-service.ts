/**
 * A fake of the real service for upstream-mode tests: a Fastify server on loopback that answers like the real
 * service (it hands every request to a full mock instance of its own, the best model of the real service this
 * repository has) and can be told to drift, once, in each typed-drift category. Also used by scripts that
 * demonstrate capture and reports (scripts/drift-demo.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { routes, type DriftCategory } from '@cv/contract';
import { buildTestApp, type TestApp } from '../helper.ts';

type Json = Record<string, unknown>;
interface Drift {
  /** The route whose next reply drifts. */
  path: string;
  /** Rewrites the parsed reply (status and envelope). */
  apply(reply: { status: number; body: Json }): void;
  /** Delay in ms (latency drift). */
  delayMs?: number;
  /** How many replies drift (default 1). */
  times?: number;
}

const items = (body: Json) => body.data as Json[];
const templates = (body: Json) => (body.data as { templates: Json[] }).templates;

/** One drift per category, each on a route that needs no login. */
export const DRIFTS: Record<DriftCategory, Drift> = {
  // An HTTP status the contract does not declare.
  status: { path: routes.cvCounter.path, apply: (r) => void (r.status = 202) },
  // A business code the route does not declare.
  undocumented_code: { path: routes.indexButton.path, apply: (r) => void Object.assign(r.body, { code: 77 }) },
  field_added: { path: routes.goodsList.path, apply: (r) => items(r.body).forEach((g) => (g.promo = '限时')) },
  field_removed: { path: routes.goodsList.path, apply: (r) => items(r.body).forEach((g) => delete g.badge) },
  type_changed: {
    path: routes.goodsList.path,
    apply: (r) => items(r.body).forEach((g) => (g.price = String(g.price))),
  },
  enum_value: {
    path: routes.templateList.path,
    apply: (r) => void ((templates(r.body)[0] as Json).layout = 'zigzag'),
  },
  format: { path: routes.templateList.path, apply: (r) => void ((templates(r.body)[0] as Json).color = 'red') },
  // Slow enough for LATENCY_MIN_SAMPLES replies to put the route's p95 over a budget under delayMs.
  latency: { path: routes.tipPosition.path, apply: () => undefined, delayMs: 120, times: 20 },
};

export interface FakeService {
  url: string;
  /** The mock instance behind it (log users in, read state). */
  backing: TestApp;
  /** Makes the next reply(ies) of the category's route drift that way. */
  drift(category: DriftCategory): void;
  /** Requests received, with their headers (to check what the proxy forwarded). */
  received: { method: string; url: string; headers: Record<string, unknown> }[];
  close(): Promise<void>;
}

export async function startFakeService(): Promise<FakeService> {
  const backing = await buildTestApp();
  const armed: (Drift & { left: number })[] = [];
  const received: FakeService['received'] = [];
  const server: FastifyInstance = Fastify({ logger: false });
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  server.all('/*', async (request, reply) => {
    received.push({ method: request.method, url: request.url, headers: { ...request.headers } });
    const answer = await backing.app.inject({
      method: request.method as 'POST',
      url: request.url,
      headers: request.headers as Record<string, string>,
      ...(Buffer.isBuffer(request.body) ? { payload: request.body } : {}),
    });
    const path = request.url.split('?')[0];
    const due = armed.filter((d) => d.path === path && d.left > 0);
    if (due.length === 0) return reply.code(answer.statusCode).headers(answer.headers).send(answer.rawPayload);
    const out = { status: answer.statusCode, body: answer.json<Json>() };
    let delay = 0;
    for (const d of due) {
      d.left--;
      d.apply(out);
      delay = Math.max(delay, d.delayMs ?? 0);
    }
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    return reply.code(out.status).header('content-type', 'application/json; charset=utf-8').send(out.body);
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    backing,
    received,
    drift(category) {
      const d = DRIFTS[category];
      armed.push({ ...d, left: d.times ?? 1 });
    },
    async close() {
      await server.close();
      await backing.close();
    },
  };
}
