/**
 * Fastify gives every request a child logger (pino `child()` with the request id). Creating it copies the parent's
 * state and serialises the bindings: a visible share of the CPU of a fast route, paid even at LOG_LEVEL=warn when
 * the request never logs anything. This factory hands Fastify a small stand-in instead and creates the real child
 * only when a message at an enabled level is written, so logs are exactly what pino's own child would write.
 * Route-level log options (a level or serializers for one route) fall back to a real child at once.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];

interface LevelAware {
  isLevelEnabled?(level: string): boolean;
}

class LazyChildLogger implements FastifyBaseLogger {
  #real: FastifyBaseLogger | null = null;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #child(): FastifyBaseLogger {
    return (this.#real ??= this.#parent.child(this.#bindings));
  }

  #write(level: Level, args: LogArgs): void {
    if (this.#real) return this.#real[level](...args);
    const parent = this.#parent as FastifyBaseLogger & LevelAware;
    if (parent.isLevelEnabled && !parent.isLevelEnabled(level)) return;
    this.#child()[level](...args);
  }

  get level(): string {
    return this.#real?.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#child().level = level;
  }
  fatal(...args: LogArgs): void {
    this.#write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.#write('error', args);
  }
  warn(...args: LogArgs): void {
    this.#write('warn', args);
  }
  info(...args: LogArgs): void {
    this.#write('info', args);
  }
  debug(...args: LogArgs): void {
    this.#write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.#write('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => (options.level || options.serializers ? logger.child(bindings, options) : new LazyChildLogger(logger, bindings));
