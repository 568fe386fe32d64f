/** The app factory: server.ts and every test build their own instance with their own database, clock and config. */
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { Code } from '@cv/contract';
import type {} from './types.ts';
import { createClock, type Clock } from './clock.ts';
import { loadConfig, type ConfigOverrides } from './config.ts';
import { seedReferenceData } from './db/seed.ts';
import { loadFixtures } from './fixtures.ts';
import type { PdfRenderer } from './pdf/types.ts';
import docs from './plugins/docs.ts';
import {
  fillMissingBody,
  okEnvelope,
  registerEnvelopeHandlers,
  registerNotFound,
  sendEnvelope,
} from './plugins/envelope.ts';
import { createFaultCheck } from './lib/forced-replies.ts';
import { createMockGuard, isMockPath } from './lib/mock-guard.ts';
import journal from './plugins/journal.ts';
import { SECURITY_HEADERS } from './lib/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { closeSilentConnections, envelopeClientError } from './lib/transport.ts';
import database from './plugins/database.ts';
import pdfEngine from './plugins/pdf-engine.ts';
import codeCheck from './plugins/code-check.ts';
import upstream from './plugins/upstream.ts';
import aiRoutes from './routes/ai.ts';
import cvRoutes from './routes/cv.ts';
import fileRoutes from './routes/files.ts';
import homeRoutes from './routes/home.ts';
import loginRoutes from './routes/login.ts';
import mobilePageRoutes from './routes/mobile-pages.ts';
import mockControlRoutes from './routes/mock-control.ts';
import mockDriftRoutes from './routes/mock-drift.ts';
import moduleRoutes from './routes/module.ts';
import payRoutes from './routes/pay.ts';
import personalRoutes from './routes/personal.ts';
import templateRoutes from './routes/template.ts';
import tipRoutes from './routes/tip.ts';
import userRoutes from './routes/user.ts';
import { createServices } from './services/index.ts';
import { createStorage } from './services/storage.ts';

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
  logger?: FastifyServerOptions['logger'];
  /** Check every reply's code against its route's declared codes (default: on when NODE_ENV is 'test'). */
  checkCodes?: boolean;
}

/**
 * One line per request (except passing health probes) at info level when it completes: `POST /api/cv/get 200 3.1 ms`, with method, url,
 * status and time also as JSON fields; Fastify's default writes two ('incoming request', 'request completed').
 */
class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Health probes (Docker's HEALTHCHECK, npm run dev's watch) every few seconds would drown the rest.
    if (request.url === '/healthz' && !error && reply.statusCode === 200) return;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const status = reply.statusCode;
    const fields = { method: request.method, url: request.url, statusCode: status, responseTime: ms };
    const line = `${request.method} ${request.url} ${status} ${ms} ms`;
    if (error) reply.log.error({ ...fields, err: error }, line);
    else if (status >= 500) reply.log.error(fields, line);
    else reply.log.info(fields, line);
  }
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const storage = createStorage(config.dataDir);
  const fixtures = loadFixtures(config.fixturesDir);

  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLineLogController(),
    bodyLimit: 1024 * 1024,
    // Path parameters up to 256 characters reach the route, whose schema answers code 1 past its own limit (Fastify's
    // default of 100 answered HTTP 414 to qr tickets of 101-128 characters, which the contract allows).
    routerOptions: { maxParamLength: 256 },
    // Wrong types must answer code 1, not be coerced; defaults of the contract fill optional fields.
    ajv: { customOptions: { coerceTypes: false, useDefaults: true, removeAdditional: true, allErrors: false } },
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
    frameworkErrors: (error, _request, reply) => {
      sendEnvelope(reply, error.statusCode ?? 400, {
        code: Code.INVALID_PARAMS,
        data: null,
        msg: error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? '参数错误：路径参数过长' : '参数错误：URL 编码不合法',
      });
    },
  });
  closeSilentConnections(app.server, config.idleSocketTimeoutMs);
  app.decorate('config', config);
  app.decorate('fixtures', fixtures);
  app.decorate('storage', storage);
  app.decorateRequest('userId', null);
  app.decorateRequest('bodyText', null);
  try {
    // What the app owns, each closed by its plugin when the app closes (the PDF engine first, then the database).
    await app.register(database, { file: options.databaseFile ?? path.join(config.dataDir, 'mock.sqlite') });
    await app.register(pdfEngine, { workers: config.pdfWorkers, renderer: options.pdfRenderer });
    const { db, controlState, pdf } = app;
    const clock = options.clock ?? createClock(Date.now, controlState);
    app.decorate('clock', clock);
    seedReferenceData(db, fixtures, clock.now(), { fixturesDir: config.fixturesDir, uploadsDir: storage.uploadsDir });
    app.decorate('services', createServices({ db, clock, config, fixtures, storage, controlState, pdf }));

    // Expired tickets, old closed orders and unreferenced uploads: purged at start and on a schedule.
    app.services.purge.purge();
    if (config.purgeIntervalMs > 0) {
      const timer = setInterval(() => {
        try {
          const purged = app.services.purge.purge();
          app.log.debug({ purged }, 'purge');
        } catch (error) {
          app.log.error({ err: error }, 'purge failed');
        }
      }, config.purgeIntervalMs).unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }

    registerEnvelopeHandlers(app);
    // The one app-wide hook before validation: every hook phase costs Fastify closures and calls per request,
    // so the body default and the forced replies share it (the /__mock guard is a hook of the control routes only).
    const faultCheck = createFaultCheck(app);
    app.addHook('preValidation', (request, reply, done) => {
      fillMissingBody(request);
      faultCheck(request, reply, done);
    });
    await app.register(journal);
    if (options.checkCodes ?? process.env.NODE_ENV === 'test') await app.register(codeCheck);
    else app.decorate('undeclaredReplies', []);
    // Browsers on other origins (an SPA on another port, a prototype) may call the API; CORS_ORIGIN narrows it.
    await app.register(cors, {
      origin: config.corsOrigin,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      exposedHeaders: ['content-disposition', 'x-mock-ignored'],
      maxAge: 600,
      // Any OPTIONS gets 204 with the CORS headers (the strict mode answers a plain-text 400 to an OPTIONS without
      // Origin, the one reply that would not be an envelope or an empty 204).
      strictPreflight: false,
    });
    // Before every route (helmet reads each route's own `helmet` options when it is added) and before the upstream
    // hook, so proxied replies carry them too.
    await app.register(helmet, SECURITY_HEADERS);
    await app.register(docs);
    // After CORS, so proxied replies carry its headers too.
    if (config.upstream) await app.register(upstream, { upstream: config.upstream });
    const healthCheck = db.prepare('SELECT 1 AS ok');
    app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
      okEnvelope(reply, { ok: healthCheck.get() !== undefined, now: clock.now() }),
    );
    for (const routes of [
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
      mockControlRoutes,
      mockDriftRoutes,
    ]) {
      await app.register(routes);
    }
    const serveSpa = await registerSpa(app);
    const mockGuard = createMockGuard(app);
    registerNotFound(
      app,
      (_request, reply) => serveSpa(reply),
      (request) => (isMockPath(request.url) ? mockGuard(request) : null),
    );
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
