/**
 * The one place configuration is read from the environment and validated.
 *
 * To add a variable: one property in ENV_SCHEMA (config-schema.ts: type, default, bounds, and a `description` that
 * says in a few words what a valid value looks like: it is the error message), one field in Config, one line in
 * loadConfig().
 * docs/configuration.md lists them all.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import envSchema from 'env-schema';
import { FIXTURES_DIR } from './fixtures.ts';
import { ENV_SCHEMA, type Env, type EnvName, type LogLevel } from './config-schema.ts';
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  port: number;
  host: string;
  /** Database, uploads and generated PDFs live here. */
  dataDir: string;
  /** Base URL a phone on the LAN can open; encoded in the login and payment QR codes. */
  publicUrl: string;
  /** True when PUBLIC_URL was set (not derived from the LAN address and port). */
  publicUrlSet: boolean;
  /** Required in header x-mock-admin-key for /__mock from non-loopback clients. Empty: non-loopback is refused. */
  mockAdminKey: string;
  /**
   * Upstream mode (MOCK_UPSTREAM): /api is forwarded to this base URL and every reply checked against the contract
   * (GET /__mock/drift). null: the mock answers /api itself.
   */
  upstream: string | null;
  /** >0: a login ticket confirms itself this many ms after creation (developers who do not want to scan). */
  autoLoginMs: number;
  /** The nickname auto-login signs in as (found or created); empty: the fixed 开发者 user. */
  autoLoginAs: string;
  aiLatencyMs: number;
  qrTtlSeconds: number;
  /** How long a download link works. */
  downloadTtlMs: number;
  /** Request journal length kept for GET /__mock/journal. */
  journalSize: number;
  /** Named sessions (x-mock-session) kept at most; creating one more drops the longest idle. 0 = default session only. */
  sessionsMax: number;
  /** A named session not used for this long (real time) is dropped. */
  sessionIdleMs: number;
  webDistDir: string;
  fixturesDir: string;
  logLevel: LogLevel;
  /** pretty: one coloured line per request (pino-pretty); json: pino's JSON lines. */
  logFormat: 'json' | 'pretty';
  /**
   * Which web origins may call the API from a browser (CORS): true = any (reflected; the default, for SPAs served
   * from another port), false = none, or a list. /__mock ignores it: cross-site callers need the admin key.
   */
  corsOrigin: boolean | string[];
  /** Extra Host names the /__mock guard trusts from loopback (besides localhost, this machine's addresses, PUBLIC_URL). */
  mockAllowedHosts: string[];
  /** A request (headers and body) not received within this time answers 408. */
  requestTimeoutMs: number;
  /** A connection that has not sent the first byte of a request within this time is closed. */
  idleSocketTimeoutMs: number;
  /** PDF renders (preview, download) of one user at a time in the worker threads; the rest wait. 0 = no limit. */
  rendersPerUser: number;
  /** Worker threads that render PDFs (pdf/pool.ts), started at the first render; the event loop never draws. */
  pdfWorkers: number;
  /** Upstream mode: the whole upstream reply (headers and body) must arrive within this time, else 504. */
  upstreamTimeoutMs: number;
  /** Upstream mode: a reply body (as sent, and once decompressed) larger than this is refused with 502. */
  upstreamMaxBytes: number;
  /** Upstream mode: a route whose upstream p95 exceeds this is a latency drift finding. */
  latencyBudgetMs: number;
  /** Upstream mode: store every exchange, scrubbed, in the observed store (MOCK_CAPTURE=1). */
  capture: boolean;
  /** Captures (and HAR imports) kept: at most this many exchanges and bytes, the oldest going first. */
  captureMaxRows: number;
  captureMaxBytes: number;
  /** JSON keys (and query parameters) whose values are scrubbed; null: observed/scrub.ts DEFAULT_SCRUB_KEYS. */
  captureScrubKeys: string[] | null;
  /** HMAC key of the scrubbing placeholders; empty: a random key kept in DATA_DIR/capture.key. */
  captureKey: string;
  /** How often expired tickets, old closed orders and unreferenced uploads are purged; 0 = only on reset. */
  purgeIntervalMs: number;
  /** How long a login ticket is kept after it expired. */
  ticketRetentionMs: number;
  /** How long a closed (or unpaid, expired) order is kept after its last change. */
  orderRetentionMs: number;
  /** An upload no resume or user refers to is removed once it is older than this. */
  uploadGraceMs: number;
  /** Signs the phone pages' identity cookie; empty: a random secret kept in DATA_DIR/cookie-secret. */
  cookieSecret: string;
  /**
   * `exclusive`: DATA_DIR/mock.sqlite is held by this server alone while it runs (db/open-database.ts: 7-10 µs less
   * server CPU per save); `normal`: other processes (a sqlite3 shell) may open it meanwhile.
   */
  dbLocking: 'exclusive' | 'normal';
  /** Under `npm run dev`: the Vite URL to open (the server's own pages serve the last built SPA). */
  devOpenUrl: string | null;
}

export type ConfigOverrides = Partial<Config>;

/** Invalid configuration: `problems` has one line per bad variable, printed as they are (no stack trace). */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** First non-internal IPv4 address, for the LAN URL printed at start and the default PUBLIC_URL. */
export function lanAddress(): string | null {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const net of list ?? []) {
      if (net.family === 'IPv4' && !net.internal) return net.address;
    }
  }
  return null;
}

export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || h.startsWith('127.');
}

function isWildcardHost(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '';
}

/** The values of the schema's variables, trimmed, empty ones dropped (an empty PORT= means the default). */
function pickEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of Object.keys(ENV_SCHEMA.properties)) {
    const value = env[name]?.trim();
    if (value) picked[name] = value;
  }
  return picked;
}

interface AjvError {
  instancePath: string;
  params: Record<string, unknown>;
}

/**
 * The last environment validated and its values: server.ts and buildApp read the same one (env-schema builds an
 * Ajv and compiles the schema on every call: the two calls were ~6% of the start's CPU).
 */
let lastValid: { key: string; values: Env } | null = null;

function validateEnv(env: NodeJS.ProcessEnv): Env {
  const data = pickEnv(env);
  const key = JSON.stringify(data);
  if (lastValid?.key === key) return { ...lastValid.values };
  try {
    const values = envSchema({ schema: structuredClone(ENV_SCHEMA), data, env: false }) as Env;
    lastValid = { key, values: { ...values } };
    return values;
  } catch (error) {
    const errors = (error as { errors?: AjvError[] }).errors;
    if (!errors) throw error;
    const names = new Set<string>();
    for (const e of errors) {
      const name = e.instancePath.replace(/^\//, '') || String(e.params.missingProperty ?? '');
      if (name) names.add(name);
    }
    throw new ConfigError([...names].map((name) => problem(name, data[name])));
  }
}

function problem(name: string, raw: string | undefined): string {
  const description = (ENV_SCHEMA.properties as Record<string, { description?: string }>)[name]?.description;
  return `${name} must be ${description ?? 'valid'}, got ${JSON.stringify(raw ?? '')}`;
}

function corsFrom(raw: string): boolean | string[] | null {
  if (raw === '*') return true;
  if (raw === 'off' || raw === 'none' || raw === 'false') return false;
  const origins: string[] = [];
  for (const entry of raw.split(',')) {
    const origin = entry.trim();
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      return null;
    }
    if (url.origin !== origin.replace(/\/+$/, '')) return null;
    origins.push(url.origin);
  }
  return origins;
}

function publicUrlFrom(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  } catch {
    return null;
  }
  return raw.replace(/\/+$/, '');
}

/**
 * The QR base URL when PUBLIC_URL is not set: the address the server can be reached at from the LAN. A specific
 * HOST is used as it is (with a loopback HOST the server cannot be reached from a phone at all: warned at start).
 */
export function defaultPublicUrl(host: string, port: number): string {
  const shown = port === 0 ? 3000 : port;
  const address = isWildcardHost(host) ? (lanAddress() ?? '127.0.0.1') : host.includes(':') ? `[${host}]` : host;
  return `http://${address}:${shown}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: ConfigOverrides = {}): Config {
  const values = validateEnv(env);
  const str = (name: EnvName) => (values[name] === undefined ? undefined : String(values[name]));
  const num = (name: EnvName) => Number(values[name]);

  const problems: string[] = [];
  const corsRaw = str('CORS_ORIGIN') ?? '*';
  const corsOrigin = overrides.corsOrigin ?? corsFrom(corsRaw);
  if (corsOrigin === null) problems.push(problem('CORS_ORIGIN', corsRaw));
  const publicRaw = str('PUBLIC_URL');
  const publicUrlEnv = publicRaw === undefined ? undefined : publicUrlFrom(publicRaw);
  if (publicUrlEnv === null) problems.push(problem('PUBLIC_URL', publicRaw));
  const upstreamRaw = str('MOCK_UPSTREAM');
  const upstreamEnv = upstreamRaw === undefined ? null : publicUrlFrom(upstreamRaw);
  if (upstreamRaw !== undefined && upstreamEnv === null) problems.push(problem('MOCK_UPSTREAM', upstreamRaw));
  if (problems.length > 0) throw new ConfigError(problems);

  const port = overrides.port ?? num('PORT');
  const host = overrides.host ?? str('HOST') ?? '0.0.0.0';
  // DATA_DIR given in the environment is relative to where the command runs; the default lives at the repo root.
  const envDataDir = str('DATA_DIR');
  const dataDir = overrides.dataDir
    ? path.resolve(overrides.dataDir)
    : envDataDir
      ? path.resolve(process.cwd(), envDataDir)
      : path.join(REPO_ROOT, '.data');
  // Like DATA_DIR: relative to where the command runs (the Lighthouse bench serves a build of its own from it).
  const envWebDistDir = str('WEB_DIST_DIR');
  const webDistDir = envWebDistDir ? path.resolve(process.cwd(), envWebDistDir) : path.join(REPO_ROOT, 'apps/web/dist');
  const publicUrl = overrides.publicUrl ?? publicUrlEnv ?? defaultPublicUrl(host, port);
  // One line a setting: the field, its override, the variable it is read from. The integer lines are alike in shape
  // and stay so: a table of field -> variable would say the same through a mapped type and casts.
  return {
    port,
    host,
    dataDir,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    publicUrlSet: overrides.publicUrlSet ?? (overrides.publicUrl !== undefined || publicUrlEnv !== undefined),
    mockAdminKey: overrides.mockAdminKey ?? str('MOCK_ADMIN_KEY') ?? '',
    upstream: overrides.upstream !== undefined ? overrides.upstream : upstreamEnv,
    autoLoginMs: overrides.autoLoginMs ?? num('MOCK_AUTO_LOGIN_MS'),
    autoLoginAs: overrides.autoLoginAs ?? str('MOCK_AUTO_LOGIN_AS') ?? '',
    aiLatencyMs: overrides.aiLatencyMs ?? num('MOCK_AI_LATENCY_MS'),
    qrTtlSeconds: overrides.qrTtlSeconds ?? num('MOCK_QR_TTL_SECONDS'),
    downloadTtlMs: overrides.downloadTtlMs ?? num('MOCK_DOWNLOAD_TTL_MS'),
    journalSize: overrides.journalSize ?? num('MOCK_JOURNAL_SIZE'),
    dbLocking: overrides.dbLocking ?? (str('MOCK_DB_LOCKING') as Config['dbLocking']),
    sessionsMax: overrides.sessionsMax ?? num('MOCK_SESSIONS_MAX'),
    sessionIdleMs: overrides.sessionIdleMs ?? num('MOCK_SESSION_IDLE_MS'),
    webDistDir: overrides.webDistDir ?? webDistDir,
    fixturesDir: overrides.fixturesDir ?? FIXTURES_DIR,
    logLevel: overrides.logLevel ?? (str('LOG_LEVEL') as LogLevel),
    logFormat:
      overrides.logFormat ??
      (str('LOG_FORMAT') as Config['logFormat'] | undefined) ??
      (process.stdout.isTTY ? 'pretty' : 'json'),
    corsOrigin: corsOrigin as boolean | string[],
    mockAllowedHosts:
      overrides.mockAllowedHosts ??
      (str('MOCK_ALLOWED_HOSTS') ?? '')
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    requestTimeoutMs: overrides.requestTimeoutMs ?? num('REQUEST_TIMEOUT_MS'),
    idleSocketTimeoutMs: overrides.idleSocketTimeoutMs ?? num('IDLE_SOCKET_TIMEOUT_MS'),
    rendersPerUser: overrides.rendersPerUser ?? num('MOCK_RENDERS_PER_USER'),
    pdfWorkers: overrides.pdfWorkers ?? num('MOCK_PDF_WORKERS'),
    upstreamTimeoutMs: overrides.upstreamTimeoutMs ?? num('MOCK_UPSTREAM_TIMEOUT_MS'),
    upstreamMaxBytes: overrides.upstreamMaxBytes ?? num('MOCK_UPSTREAM_MAX_BYTES'),
    latencyBudgetMs: overrides.latencyBudgetMs ?? num('MOCK_LATENCY_BUDGET_MS'),
    capture: overrides.capture ?? num('MOCK_CAPTURE') === 1,
    captureMaxRows: overrides.captureMaxRows ?? num('MOCK_CAPTURE_MAX_ROWS'),
    captureMaxBytes: overrides.captureMaxBytes ?? num('MOCK_CAPTURE_MAX_BYTES'),
    captureScrubKeys: overrides.captureScrubKeys ?? str('MOCK_CAPTURE_SCRUB_KEYS')?.split(',') ?? null,
    captureKey: overrides.captureKey ?? str('MOCK_CAPTURE_KEY') ?? '',
    purgeIntervalMs: overrides.purgeIntervalMs ?? num('MOCK_PURGE_INTERVAL_MS'),
    ticketRetentionMs: overrides.ticketRetentionMs ?? num('MOCK_TICKET_RETENTION_MS'),
    orderRetentionMs: overrides.orderRetentionMs ?? num('MOCK_ORDER_RETENTION_MS'),
    uploadGraceMs: overrides.uploadGraceMs ?? num('MOCK_UPLOAD_GRACE_MS'),
    cookieSecret: overrides.cookieSecret ?? str('MOCK_COOKIE_SECRET') ?? '',
    devOpenUrl: overrides.devOpenUrl ?? str('DEV_OPEN_URL') ?? null,
  };
}

/**
 * What a person should know at start: the QR codes a phone scans point at an address a phone cannot open
 * (a loopback PUBLIC_URL, or a loopback HOST the LAN cannot reach).
 */
export function configWarnings(config: Pick<Config, 'host' | 'publicUrl' | 'publicUrlSet' | 'port'>): string[] {
  const warnings: string[] = [];
  let qrHost = '';
  try {
    qrHost = new URL(config.publicUrl).hostname;
  } catch {
    // validated in loadConfig
  }
  const fix = 'set PUBLIC_URL to this machine’s LAN address, e.g. PUBLIC_URL=http://192.168.1.20:3000';
  if (isLoopbackHost(qrHost)) {
    warnings.push(
      `QR codes point at ${config.publicUrl}: a phone cannot open a loopback address; ${fix}` +
        (isLoopbackHost(config.host) ? ' and HOST=0.0.0.0' : ''),
    );
  } else if (isLoopbackHost(config.host)) {
    warnings.push(
      `HOST=${config.host} listens on loopback only: a phone cannot reach ${config.publicUrl}; set HOST=0.0.0.0`,
    );
  }
  return warnings;
}
