/** The app factory: server.ts and every test build their own instance with their own database, clock and config. */
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type {} from './types.ts';
import type { Clock } from './clock.ts';
import { loadConfig, type ConfigOverrides } from './config.ts';
import { maxLengthShortcut } from './lib/ajv-max-length.ts';
import { lazyChildren } from './lib/lazy-logger.ts';
import { lazyCompilersFactory } from './lib/lazy-schema-compilers.ts';
import { closeSilentConnections, envelopeClientError } from './lib/transport.ts';
import type { PdfRenderer } from './pdf/types.ts';
import chaos from './plugins/chaos.ts';
import codeCheck from './plugins/code-check.ts';
import database from './plugins/database.ts';
import docs from './plugins/docs.ts';
import envelope, { envelopeFrameworkError } from './plugins/envelope.ts';
import forcedReplies from './plugins/forced-replies.ts';
import journal from './plugins/journal.ts';
import observed from './plugins/observed.ts';
import pdfEngine from './plugins/pdf-engine.ts';
import securityHeaders from './plugins/security-headers.ts';
import services from './plugins/services.ts';
import spa from './plugins/spa.ts';
import upstream from './plugins/upstream.ts';
import aiRoutes from './routes/ai.ts';
import cvRoutes from './routes/cv.ts';
import fileRoutes from './routes/files.ts';
import healthRoutes from './routes/health.ts';
import homeRoutes from './routes/home.ts';
import loginRoutes from './routes/login.ts';
import mobilePageRoutes from './routes/mobile-pages.ts';
import mockChaosRoutes from './routes/mock-chaos.ts';
import mockControlRoutes from './routes/mock-control.ts';
import mockMcpRoutes from './routes/mock-mcp.ts';
import mockDriftRoutes from './routes/mock-drift.ts';
import mockSessionRoutes from './routes/mock-sessions.ts';
import mockSnapshotRoutes from './routes/mock-snapshot.ts';
import mockUserRoutes from './routes/mock-users.ts';
import mockObservedRoutes from './routes/mock-observed.ts';
import moduleRoutes from './routes/module.ts';
import payRoutes from './routes/pay.ts';
import personalRoutes from './routes/personal.ts';
import templateRoutes from './routes/template.ts';
import tipRoutes from './routes/tip.ts';
import userRoutes from './routes/user.ts';

/** Node's default maxHeaderSize, which bounds the request line and so every path parameter. */
export const MAX_PARAM_LENGTH = 16 * 1024;

export interface BuildAppOptions {
  /** Overrides on top of the environment (dataDir, publicUrl, aiLatencyMs, ...). */
  config?: ConfigOverrides;
  /** Environment to read configuration from; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** SQLite file; defaults to DATA_DIR/mock.sqlite. ':memory:' works too. */
  databaseFile?: string;
  clock?: Clock;
  /** Renders PDFs; defaults to MOCK_PDF_WORKERS worker threads (pdf/pool.ts). */
  pdfRenderer?: PdfRenderer;
  /** Start the PDF threads when the server listens instead of at the first render (server.ts: npm start, e2e). */
  warmPdf?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Check every reply's code against its route's declared codes (default: on when NODE_ENV is 'test'). */
  checkCodes?: boolean;
}

/** Levels at which a passing request's info line is written. */
const INFO_OR_BELOW = new Set(['info', 'debug', 'trace']);

/**
 * One line per request (except passing health probes) at info level when it completes: `POST /api/cv/get 200 3.1 ms`, with method, url,
 * status and time also as JSON fields; Fastify's default writes two ('incoming request', 'request completed').
 */
class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    // Nothing is built for a line the level drops (LOG_LEVEL=warn drops every passing request's).
    if (!error && status < 500 && !INFO_OR_BELOW.has(reply.log.level)) return;
    // Health probes (Docker's HEALTHCHECK, npm run dev's watch) every few seconds would drown the rest.
    if (request.url === '/healthz' && !error && status === 200) return;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const fields = { method: request.method, url: request.url, statusCode: status, responseTime: ms };
    const line = `${request.method} ${request.url} ${status} ${ms} ms`;
    if (error) reply.log.error({ ...fields, err: error }, line);
    else if (status >= 500) reply.log.error(fields, line);
    else reply.log.info(fields, line);
  }
}

/**
 * The service's routes (the API, files, the phone pages, /healthz), added to the app's own scope (fastify-plugin):
 * none adds a hook of its own (the avatar upload's multipart parser is in a scope of its own, in personal.ts).
 * Fastify gives every scope its own request and reply classes, so code that every request runs through (Fastify's,
 * Node's, the app's hooks) saw the objects of 13 scopes, and V8 reads a property of objects of more than four shapes
 * by the slow, megamorphic way: one scope took a module/save from 243.1k to 239.0k instructions (callgrind, the least
 * of 3 windows; issue 45).
 */
const SERVICE_ROUTES = [
  healthRoutes,
  userRoutes,
  loginRoutes,
  templateRoutes,
  cvRoutes,
  personalRoutes,
  moduleRoutes,
  aiRoutes,
  tipRoutes,
  homeRoutes,
  payRoutes,
  fileRoutes,
  mobilePageRoutes,
];

/** The control routes (/__mock), each file its own scope: its guard is a hook of its routes only. */
const CONTROL_ROUTES = [
  mockControlRoutes,
  mockUserRoutes,
  mockSnapshotRoutes,
  mockDriftRoutes,
  mockSessionRoutes,
  mockChaosRoutes,
  mockObservedRoutes,
  mockMcpRoutes,
];

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLineLogController(),
    bodyLimit: 1024 * 1024,
    // Any path parameter reaches its route, whose schema answers code 1 (HTTP 200, as documented) past its own limit.
    // Fastify's default of 100 answered HTTP 414 to qr tickets of 101-128 characters; a cap of 256 still answered 414,
    // which the document does not declare, to longer ones (found by an outside fuzzer). Node refuses a request line
    // over its header limit (16 KiB) before routing, so no parameter can be longer than this.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Wrong types must answer code 1, not be coerced; defaults of the contract fill optional fields.
    // maxLength as Ajv's, counting characters only past the limit in code units (lib/ajv-max-length.ts).
    ajv: {
      customOptions: { coerceTypes: false, useDefaults: true, removeAdditional: true, allErrors: false },
      plugins: [maxLengthShortcut],
    },
    // Fastify's own compilers, each route's built at its first request rather than before listening (start time).
    schemaController: { compilersFactory: lazyCompilersFactory() },
    forceCloseConnections: true,
    // A request whose headers and body have not all arrived in REQUEST_TIMEOUT_MS answers 408 (a body sent a byte
    // every few seconds held a connection open forever). Node checks open requests every connectionsCheckingInterval.
    requestTimeout: config.requestTimeoutMs,
    // Node only tracks request start times when the server is created with a request timeout (setting it later,
    // as Fastify does with requestTimeout alone, never fires): both are given at creation.
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.round(config.requestTimeoutMs / 10))),
    },
    // Node's HTTP parser errors (bad request line, headers over 16 KB, request timeout) answer an envelope too.
    clientErrorHandler: envelopeClientError,
    // Errors raised before routing (malformed percent-encoding, over-long path parameters) answer an envelope too.
    frameworkErrors: envelopeFrameworkError,
  });
  // Each request's pino child is made at its first message (lib/lazy-logger.ts).
  if (options.logger) lazyChildren(app.log);
  // Sockets that never send a request are closed after MOCK_IDLE_SOCKET_TIMEOUT_MS (lib/transport.ts).
  closeSilentConnections(app.server, config.idleSocketTimeoutMs);
  try {
    // What the app owns, each closed by its plugin when the app closes: onClose hooks run last-registered first, so
    // the purge schedule ends, then the PDF engine, then the database.
    await app.register(database, {
      file: options.databaseFile ?? path.join(config.dataDir, 'mock.sqlite'),
      exclusive: config.dbLocking === 'exclusive',
    });
    await app.register(pdfEngine, {
      workers: config.pdfWorkers,
      renderer: options.pdfRenderer,
      warm: options.warmPdf ?? false,
    });
    await app.register(services, { config, clock: options.clock });
    await app.register(observed, {
      file: options.databaseFile === ':memory:' ? ':memory:' : path.join(config.dataDir, 'observed.sqlite'),
    });
    // Before anything that adds routes: a scope keeps the body parsers and error handler of the one it is made in.
    await app.register(envelope);
    // The one app-wide preValidation hook (body default, forced replies): see its file for why it is one.
    await app.register(forcedReplies);
    await app.register(journal);
    // After the forced replies' hook (a forced rule wins) and the journal (which records its marks).
    await app.register(chaos);
    await app.register(codeCheck, { enabled: options.checkCodes ?? process.env.NODE_ENV === 'test' });
    // Before every route (helmet reads each route's own options when it is added) and before the upstream hook.
    await app.register(securityHeaders, { corsOrigin: config.corsOrigin });
    await app.register(docs);
    // After CORS and the security headers, so proxied replies carry them too.
    if (config.upstream) await app.register(upstream, { upstream: config.upstream });
    for (const routes of SERVICE_ROUTES) await app.register(fp(routes));
    for (const routes of CONTROL_ROUTES) await app.register(routes);
    // Last: its not-found handler falls back to the SPA for any path no route above serves.
    await app.register(spa);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
