/** The one place configuration is read from the environment and validated. */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QR_TTL_SECONDS } from '@cv/contract';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  port: number;
  host: string;
  /** Database, uploads and generated PDFs live here. */
  dataDir: string;
  /** Base URL a phone on the LAN can open; encoded in the login and payment QR codes. */
  publicUrl: string;
  /** Required in header x-mock-admin-key for /__mock from non-loopback clients. Empty: non-loopback is refused. */
  mockAdminKey: string;
  /** >0: a login ticket confirms itself this many ms after creation (developers who do not want to scan). */
  autoLoginMs: number;
  aiLatencyMs: number;
  qrTtlSeconds: number;
  /** How long a download link works. */
  downloadTtlMs: number;
  /** Request journal length kept for GET /__mock/journal. */
  journalSize: number;
  webDistDir: string;
  fixturesDir: string;
  logLevel: string;
  /**
   * Which web origins may call the API from a browser (CORS): true = any (reflected; the default, for SPAs served
   * from another port), false = none, or a list. /__mock ignores it: cross-site callers need the admin key.
   */
  corsOrigin: boolean | string[];
}

export type ConfigOverrides = Partial<Config>;

/** First non-internal IPv4 address, for the LAN URL printed at start and the default PUBLIC_URL. */
export function lanAddress(): string | null {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const net of list ?? []) {
      if (net.family === 'IPv4' && !net.internal) return net.address;
    }
  }
  return null;
}

class ConfigError extends Error {}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer in [${min}, ${max}], got ${JSON.stringify(raw)}`);
  }
  return value;
}

function corsFrom(env: NodeJS.ProcessEnv): boolean | string[] {
  const raw = env.CORS_ORIGIN?.trim();
  if (!raw || raw === '*') return true;
  if (raw === 'off' || raw === 'none' || raw === 'false') return false;
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      // reported below
    }
    if (!url || url.origin !== origin.replace(/\/+$/, '')) {
      throw new ConfigError(
        `CORS_ORIGIN must be *, off, or a comma-separated list of origins such as http://localhost:5173, got ${JSON.stringify(entry)}`,
      );
    }
    return url.origin;
  });
}

function urlFrom(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be http or https`);
  return raw.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: ConfigOverrides = {}): Config {
  const port = overrides.port ?? intFrom(env, 'PORT', 3000, 0, 65535);
  const host = overrides.host ?? (env.HOST?.trim() || '0.0.0.0');
  // DATA_DIR given in the environment is relative to where the command runs; the default lives at the repo root.
  const envDataDir = env.DATA_DIR?.trim();
  const dataDir = overrides.dataDir
    ? path.resolve(overrides.dataDir)
    : envDataDir
      ? path.resolve(process.cwd(), envDataDir)
      : path.join(REPO_ROOT, '.data');
  const publicUrl =
    overrides.publicUrl ??
    urlFrom(env, 'PUBLIC_URL') ??
    `http://${lanAddress() ?? '127.0.0.1'}:${port === 0 ? 3000 : port}`;
  return {
    port,
    host,
    dataDir,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    mockAdminKey: overrides.mockAdminKey ?? env.MOCK_ADMIN_KEY ?? '',
    autoLoginMs: overrides.autoLoginMs ?? intFrom(env, 'MOCK_AUTO_LOGIN_MS', 0, 0, 3_600_000),
    aiLatencyMs: overrides.aiLatencyMs ?? intFrom(env, 'MOCK_AI_LATENCY_MS', 1500, 0, 60_000),
    qrTtlSeconds: overrides.qrTtlSeconds ?? intFrom(env, 'MOCK_QR_TTL_SECONDS', QR_TTL_SECONDS, 5, 86_400),
    downloadTtlMs: overrides.downloadTtlMs ?? intFrom(env, 'MOCK_DOWNLOAD_TTL_MS', 3_600_000, 1000, 7 * 86_400_000),
    journalSize: overrides.journalSize ?? intFrom(env, 'MOCK_JOURNAL_SIZE', 200, 0, 10_000),
    webDistDir: overrides.webDistDir ?? path.join(REPO_ROOT, 'apps/web/dist'),
    fixturesDir: overrides.fixturesDir ?? path.join(REPO_ROOT, 'fixtures'),
    logLevel: overrides.logLevel ?? (env.LOG_LEVEL?.trim() || 'info'),
    corsOrigin: overrides.corsOrigin ?? corsFrom(env),
  };
}

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}
