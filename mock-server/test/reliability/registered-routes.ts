/**
 * The routes an app has registered, read from Fastify's route tree, so the fuzzers reach every route (new /__mock
 * routes included) without a list to keep up to date.
 */
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Every registered route, from Fastify's route tree (printRoutes), so new /__mock routes are fuzzed automatically. */
export function listRoutes(app: FastifyInstance): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const full = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (match[2] ?? '');
    stack[depth] = full;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') out.push({ method, url: full });
    }
  }
  return out;
}
