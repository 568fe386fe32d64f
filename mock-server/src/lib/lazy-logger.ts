/**
 * A request's logger made only when the request logs something.
 *
 * Fastify gives every request pino's `child()` with its request id: pino copies the parent's state and serialises the
 * bindings, 2.6k instructions per request (callgrind, a module/save: issue 45), paid at every level, even at
 * LOG_LEVEL=warn when a passing request writes nothing. Here the root logger's `child()` hands out a stand-in that makes
 * the same child at the first message its level lets through, so every line written is the one pino's child would
 * write. A child with its own level or serializers (a route's log options) is made at once.
 *
 * Why not Fastify's childLoggerFactory option: Fastify checks the logger a custom factory returns on every request
 * (seven keyed property reads in a filter, 2k instructions), which costs as much as the stand-in saves (callgrind).
 */
import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Child = FastifyBaseLogger['child'];

/** pino's: whether a message at this level would be written. */
interface LevelAware {
  isLevelEnabled?(level: string): boolean;
}

class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly root: FastifyBaseLogger & LevelAware,
    /** pino's own child(), called on the root. */
    private readonly pinoChild: Child,
    private readonly bindings: Bindings,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.made ??= this.pinoChild.call(this.root, this.bindings));
  }

  private write(level: Level, args: LogArgs): void {
    if (this.made === null && this.root.isLevelEnabled?.(level) === false) return;
    this.real()[level](...args);
  }

  get level(): string {
    return this.made === null ? this.root.level : this.made.level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  fatal(...args: LogArgs): void {
    this.write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.write('error', args);
  }
  warn(...args: LogArgs): void {
    this.write('warn', args);
  }
  info(...args: LogArgs): void {
    this.write('info', args);
  }
  debug(...args: LogArgs): void {
    this.write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.write('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/**
 * Makes the children of `root` (Fastify's app.log, a pino logger) lazy, as above. pino's children inherit from their
 * parent, this `child` included: called on one of them, it is pino's own.
 */
export function lazyChildren(root: FastifyBaseLogger): void {
  const pinoChild = root.child;
  root.child = function (this: FastifyBaseLogger, bindings, options) {
    return this !== root || options?.level !== undefined || options?.serializers !== undefined
      ? pinoChild.call(this, bindings, options)
      : new RequestLogger(root, pinoChild, bindings);
  };
}
