// Every environment variable the server reads, as a JSON schema that env-schema validates (config.ts loads it).
import { QR_TTL_SECONDS } from '@cv/contract';

/** pino's levels (pino.levels.values) plus 'silent'; anything else crashed pino at start. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const int = (min: number, max: number, fallback: number) => ({
  type: 'integer',
  minimum: min,
  maximum: max,
  default: fallback,
  description: `an integer from ${min} to ${max}`,
});

/**
 * Every environment variable the server reads. Values are trimmed and an empty value counts as unset before
 * validation; `description` is what the error line says a valid value is.
 */
export const ENV_SCHEMA = {
  type: 'object',
  properties: {
    PORT: int(0, 65535, 3000),
    HOST: { type: 'string', default: '0.0.0.0', description: 'an address to listen on, such as 0.0.0.0 or 127.0.0.1' },
    DATA_DIR: { type: 'string', description: 'a directory' },
    WEB_DIST_DIR: { type: 'string', description: 'a directory with a build of the SPA (its index.html)' },
    PUBLIC_URL: {
      type: 'string',
      pattern: '^https?://[^/\\s]+',
      description: 'an absolute http(s) URL such as http://192.168.1.20:3000',
    },
    MOCK_ADMIN_KEY: { type: 'string', default: '', description: 'a string' },
    MOCK_UPSTREAM: {
      type: 'string',
      pattern: '^https?://[^/\\s]+',
      description: 'the base URL of the real service, such as https://cv.example.com',
    },
    MOCK_AUTO_LOGIN_MS: int(0, 3_600_000, 0),
    MOCK_AUTO_LOGIN_AS: {
      type: 'string',
      maxLength: 30,
      description: 'a nickname of at most 30 characters, such as 张三 (that user, created on first use)',
    },
    MOCK_AI_LATENCY_MS: int(0, 60_000, 1500),
    MOCK_QR_TTL_SECONDS: int(5, 86_400, QR_TTL_SECONDS),
    MOCK_DOWNLOAD_TTL_MS: int(1000, 7 * 86_400_000, 3_600_000),
    MOCK_JOURNAL_SIZE: int(0, 10_000, 200),
    MOCK_DB_LOCKING: {
      type: 'string',
      enum: ['exclusive', 'normal'],
      default: 'exclusive',
      description: 'exclusive (the server holds DATA_DIR/mock.sqlite alone) or normal (other processes may open it)',
    },
    MOCK_SESSIONS_MAX: int(0, 1000, 32),
    MOCK_SESSION_IDLE_MS: int(1000, 7 * 86_400_000, 1_800_000),
    LOG_LEVEL: {
      type: 'string',
      enum: [...LOG_LEVELS],
      default: 'info',
      description: `one of ${LOG_LEVELS.join(', ')}`,
    },
    LOG_FORMAT: {
      type: 'string',
      enum: ['json', 'pretty'],
      description: 'json or pretty (unset: pretty on a terminal, json otherwise)',
    },
    DEV_OPEN_URL: { type: 'string', description: 'the Vite URL (set by npm run dev)' },
    CORS_ORIGIN: {
      type: 'string',
      default: '*',
      description: '*, off, or a comma-separated list of origins such as http://localhost:5173',
    },
    MOCK_ALLOWED_HOSTS: {
      type: 'string',
      default: '',
      pattern: '^[A-Za-z0-9.\\-\\[\\]:, ]*$',
      description: 'a comma-separated list of host names such as cv-demo.lan,demo.local',
    },
    REQUEST_TIMEOUT_MS: int(1000, 600_000, 60_000),
    IDLE_SOCKET_TIMEOUT_MS: int(1000, 600_000, 10_000),
    MOCK_RENDERS_PER_USER: int(0, 64, 1),
    MOCK_PDF_WORKERS: int(1, 32, 2),
    MOCK_UPSTREAM_TIMEOUT_MS: int(100, 600_000, 15_000),
    MOCK_UPSTREAM_MAX_BYTES: int(1024, 1024 * 1024 * 1024, 8 * 1024 * 1024),
    MOCK_LATENCY_BUDGET_MS: int(1, 600_000, 1000),
    MOCK_CAPTURE: int(0, 1, 0),
    MOCK_CAPTURE_MAX_ROWS: int(1, 1_000_000, 5000),
    MOCK_CAPTURE_MAX_BYTES: int(64 * 1024, 4 * 1024 * 1024 * 1024, 64 * 1024 * 1024),
    MOCK_CAPTURE_SCRUB_KEYS: {
      type: 'string',
      pattern: '^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$',
      description: 'comma-separated JSON keys, such as phone,email,name',
    },
    MOCK_CAPTURE_KEY: { type: 'string', minLength: 16, description: 'a string of at least 16 characters' },
    MOCK_PURGE_INTERVAL_MS: int(0, 86_400_000, 600_000),
    MOCK_TICKET_RETENTION_MS: int(0, 30 * 86_400_000, 3_600_000),
    MOCK_ORDER_RETENTION_MS: int(0, 365 * 86_400_000, 7 * 86_400_000),
    MOCK_UPLOAD_GRACE_MS: int(0, 30 * 86_400_000, 86_400_000),
    MOCK_COOKIE_SECRET: { type: 'string', minLength: 16, description: 'a string of at least 16 characters' },
  },
} as const;

export type EnvName = keyof typeof ENV_SCHEMA.properties;
export type Env = Partial<Record<EnvName, string | number>>;
