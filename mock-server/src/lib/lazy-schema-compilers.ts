/**
 * Fastify's own schema compilers (Ajv for requests, fast-json-stringify for replies), each route's functions built
 * at its first request instead of when the app starts. Fastify compiles every route's validators and serializers
 * before it listens: a third of the start's CPU time (issue 45, ~80 routes). A route never called costs nothing;
 * the first call of each pays for its own compile once, then runs the same compiled function as before.
 * A schema that cannot compile fails at that first call (the contract suite calls every route) instead of at start.
 */
import ajvCompiler from '@fastify/ajv-compiler';
import serializerCompiler from '@fastify/fast-json-stringify-compiler';
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

function lazySerializer(compile: () => (data: unknown) => string): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => (compiled ??= compile())(data);
}

/** The compilers Fastify uses by default (its schema controller makes the same two), built lazily. */
export function lazyCompilersFactory(): Factory {
  const buildValidator = ajvCompiler() as unknown as Builder<Validate>;
  const buildSerializer = serializerCompiler() as unknown as Builder<(data: unknown) => string>;
  const factory: { buildValidator: Builder<Validate>; buildSerializer: Builder<(data: unknown) => string> } = {
    buildValidator: (externalSchemas, options) => {
      const compile = buildValidator(externalSchemas, options);
      return (route) => lazyValidator(() => compile(route));
    },
    buildSerializer: (externalSchemas, options) => {
      const compile = buildSerializer(externalSchemas, options);
      return (route) => lazySerializer(() => compile(route));
    },
  };
  return factory as unknown as Factory;
}
