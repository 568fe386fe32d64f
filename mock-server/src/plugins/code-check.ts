/**
 * The server's own check that it never answers a code its route did not declare (packages/contract routes.ts
 * `codes`, plus the transport replies). On in tests (NODE_ENV=test or buildApp({checkCodes: true})): an undeclared
 * reply is logged and kept in app.undeclaredReplies, which the test helper asserts is empty when an app closes
 * (off, the list stays empty and no hook is added).
 * Replies forced through the control API (/__mock/force, x-mock-code) are the caller's choice and not checked.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeByEndpoint, routeReplies, routes, type RouteName } from '@cv/contract';

export interface UndeclaredReply {
  route: RouteName;
  status: number;
  code: number;
}

/** Allowed codes per route and HTTP status. */
const allowed = new Map<RouteName, Map<number, Set<number>>>();
for (const name of Object.keys(routes) as RouteName[]) {
  const byStatus = new Map<number, Set<number>>();
  for (const reply of routeReplies(name)) {
    const codes = reply.status === 200 ? routes[name].codes : collectCodes(reply.schema);
    byStatus.set(reply.status, new Set(codes));
  }
  allowed.set(name, byStatus);
}

function collectCodes(schema: unknown): number[] {
  return (schema as { properties?: { code?: { enum?: number[] } } }).properties?.code?.enum ?? [];
}

/** The verdict for one reply: null when declared (or not a contract route, or forced). */
export function undeclaredReply(
  method: string,
  routeUrl: string | undefined,
  status: number,
  code: number | undefined,
): UndeclaredReply | null {
  if (code === undefined || routeUrl === undefined) return null;
  const route = routeByEndpoint.get(`${method} ${routeUrl}`);
  if (!route) return null;
  return allowed.get(route)?.get(status)?.has(code) ? null : { route, status, code };
}

export interface CodeCheckOptions {
  enabled: boolean;
}

export default fp<CodeCheckOptions>(
  async (app, { enabled }) => {
    const found: UndeclaredReply[] = [];
    app.decorate('undeclaredReplies', found);
    if (!enabled) return;
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
      if (!reply.envelopeForced) {
        const verdict = undeclaredReply(request.method, request.routeOptions.url, reply.statusCode, reply.envelopeCode);
        if (verdict) {
          found.push(verdict);
          request.log.error(verdict, 'reply with a code the route does not declare');
        }
      }
      done(null, payload);
    });
  },
  { name: 'code-check' },
);
