/**
 * The mock inside a test process, with no port: createMock() builds the same app `npm start` serves and answers
 * WHATWG Requests through Fastify's inject, as the HTTP server answers a client on this machine. `server` is the
 * app's Node server for supertest (which listens on an ephemeral loopback port per request, its own design),
 * `listen()` serves it on a real port when a test wants one, `control` wraps the control API, `close()` ends it all.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SESSION, MOCK_SESSION_HEADER, type MockScenarioData } from '@cv/contract';
import { buildApp } from '../app.ts';
import type { ConfigOverrides } from '../config.ts';
import { createControl, type MockControlApi } from './control.ts';

export interface CreateMockOptions {
  /** A scenario to load first (a file of fixtures/scenarios or one of MOCK_SCENARIOS); its token is `mock.scenario`. */
  scenario?: string;
  /** The session every request acts in unless it names its own (x-mock-session); default: the default session. */
  session?: string;
  /** Where the mock clock starts (ms since the epoch, or an ISO date); default: real time. */
  clock?: number | string;
  /** Where the database and files go; default: a temporary folder removed by close(). */
  dataDir?: string;
  /** Any other setting of the configuration (aiLatencyMs, mockAdminKey, ...). */
  config?: ConfigOverrides;
}

export interface Mock {
  /** Answers a request to /api, /__mock, /files, /uploads, /mock as the HTTP server would. */
  fetch(request: Request): Promise<Response>;
  /** The app's Node HTTP server (not listening): hand it to supertest. */
  server: Server;
  /** Listens on `port` (0 or omitted: a free one) of 127.0.0.1 and gives the base URL. */
  listen(port?: number): Promise<string>;
  control: MockControlApi;
  /** The scenario loaded by createMock({ scenario }), with its token. */
  scenario: MockScenarioData | null;
  close(): Promise<void>;
}

const NO_BODY = new Set([101, 204, 205, 304]);

export async function createMock(options: CreateMockOptions = {}): Promise<Mock> {
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cv-mock-'));
  const app = await buildApp({
    config: { aiLatencyMs: 0, autoLoginMs: 0, ...options.config, dataDir },
    env: {},
  });
  const session = options.session ?? DEFAULT_SESSION;

  async function fetchMock(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    // A client on this machine: the control routes' guard lets loopback callers in.
    headers.host = url.port ? `localhost:${url.port}` : 'localhost';
    if (session !== DEFAULT_SESSION && !headers[MOCK_SESSION_HEADER]) headers[MOCK_SESSION_HEADER] = session;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      remoteAddress: '127.0.0.1',
      ...(body ? { payload: body } : {}),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) out.append(name, String(one));
    }
    return new Response(NO_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: out,
    });
  }

  // supertest listens on port 0 of every interface when handed a server that is not listening: loopback only here.
  const listenOn = app.server.listen.bind(app.server) as (...args: unknown[]) => Server;
  app.server.listen = ((...args: unknown[]) =>
    typeof args[0] === 'number' && typeof args[1] !== 'string'
      ? listenOn(args[0], '127.0.0.1', ...args.slice(1))
      : listenOn(...args)) as Server['listen'];

  const control = createControl(fetchMock);
  if (options.clock !== undefined) {
    const start = typeof options.clock === 'number' ? options.clock : Date.parse(options.clock);
    if (!Number.isFinite(start)) throw new Error(`createMock: clock ${String(options.clock)} is not a date`);
    const container = app.sessions.getOrCreate(session);
    container.clock.advance(start - container.clock.now());
  }
  const scenario = options.scenario ? await control.scenario(options.scenario) : null;
  return {
    fetch: fetchMock,
    server: app.server,
    async listen(port = 0) {
      return app.listen({ port, host: '127.0.0.1' });
    },
    control,
    scenario,
    async close() {
      await app.close();
      if (temporary) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
