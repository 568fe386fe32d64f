/**
 * Fastify's schema compilers. Requests: Fastify's own (Ajv), each route's validators built at its first request
 * instead of when the app starts. Fastify compiles every route's validators before it listens: a third of the start's
 * CPU time (issue 45, ~80 routes). A route never called costs nothing; the first call of each pays for its own compile
 * once, then runs the same compiled function as before. A schema that cannot compile fails at that first call (the
 * contract suite calls every route) instead of at start.
 * Replies: JSON.stringify, not a serializer compiled from the route's reply schema. The schema still documents the
 * reply, and the contract suite validates every reply against it (src/lib/reply-validator.ts: a field the schema
 * lacks fails the test that got it). fast-json-stringify builds a reply by concatenation and escapes strings in JS:
 * on cv/get's 2.4 KB of Chinese text that cost 15k more instructions per request than V8's JSON.stringify, 2.4% of
 * the request (callgrind, issue 45); on module/save's small reply it saved 1k.
 */
import ajvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Builder<F> = (externalSchemas: unknown, options: unknown) => (route: unknown) => F;

function lazyValidator(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile();
    const valid = compiled(data);
    // Fastify reads a failed validation's errors from the function it called.
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

/** Fastify's compilers: the validators built lazily, replies by JSON.stringify. */
export function lazyCompilersFactory(): Factory {
  const buildValidator = ajvCompiler() as unknown as Builder<Validate>;
  const factory: { buildValidator: Builder<Validate>; buildSerializer: Builder<(data: unknown) => string> } = {
    buildValidator: (externalSchemas, options) => {
      const compile = buildValidator(externalSchemas, options);
      return (route) => lazyValidator(() => compile(route));
    },
    buildSerializer: () => () => JSON.stringify,
  };
  return factory as unknown as Factory;
}
