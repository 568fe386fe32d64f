import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ConfigError, configWarnings, loadConfig, REPO_ROOT } from '../src/config.ts';
import { LOG_LEVELS } from '../src/config-schema.ts';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration from the environment', () => {
  it('has defaults, trims values and treats empty ones as unset', () => {
    const config = loadConfig({ PORT: ' 4100 ', HOST: '', LOG_LEVEL: '', MOCK_AI_LATENCY_MS: '0' });
    expect(config.port).toBe(4100);
    expect(config.host).toBe('0.0.0.0');
    expect(config.logLevel).toBe('info');
    expect(config.aiLatencyMs).toBe(0);
    expect(config.journalSize).toBe(200);
    expect(config.publicUrlSet).toBe(false);
  });

  it('serves the SPA from apps/web/dist unless WEB_DIST_DIR names another folder, relative to the working directory', () => {
    expect(loadConfig({}).webDistDir).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(loadConfig({ WEB_DIST_DIR: ' ' }).webDistDir).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(loadConfig({ WEB_DIST_DIR: 'build/spa' }).webDistDir).toBe(path.resolve(process.cwd(), 'build/spa'));
    expect(loadConfig({ WEB_DIST_DIR: '/tmp/spa' }, { webDistDir: '/srv/spa' }).webDistDir).toBe('/srv/spa');
  });

  it('holds the database alone unless MOCK_DB_LOCKING=normal', () => {
    expect(loadConfig({}).dbLocking).toBe('exclusive');
    expect(loadConfig({ MOCK_DB_LOCKING: 'normal' }).dbLocking).toBe('normal');
    expect(loadConfig({ MOCK_DB_LOCKING: 'normal' }, { dbLocking: 'exclusive' }).dbLocking).toBe('exclusive');
    expect(problemsOf({ MOCK_DB_LOCKING: 'shared' })).toEqual([
      'MOCK_DB_LOCKING must be exclusive (the server holds DATA_DIR/mock.sqlite alone) or normal (other processes may ' +
        'open it), got "shared"',
    ]);
  });

  it('reports one line per bad variable, naming it, what is valid and what it got', () => {
    const problems = problemsOf({ PORT: 'abc', LOG_LEVEL: 'verbose', MOCK_JOURNAL_SIZE: '-1', HOST: '127.0.0.1' });
    expect(problems).toEqual([
      'PORT must be an integer from 0 to 65535, got "abc"',
      'MOCK_JOURNAL_SIZE must be an integer from 0 to 10000, got "-1"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    ]);
  });

  it('accepts exactly pino levels and silent', async () => {
    const { levels } = (await import('pino')).default;
    expect([...LOG_LEVELS].sort()).toEqual([...Object.keys(levels.values), 'silent'].sort());
    for (const level of LOG_LEVELS) expect(loadConfig({ LOG_LEVEL: level }).logLevel).toBe(level);
  });

  it('checks PUBLIC_URL, CORS_ORIGIN and LOG_FORMAT', () => {
    expect(problemsOf({ PUBLIC_URL: 'phone.local:3000', CORS_ORIGIN: 'a.test', LOG_FORMAT: 'xml' })).toEqual([
      'PUBLIC_URL must be an absolute http(s) URL such as http://192.168.1.20:3000, got "phone.local:3000"',
      'LOG_FORMAT must be json or pretty (unset: pretty on a terminal, json otherwise), got "xml"',
    ]);
    expect(problemsOf({ CORS_ORIGIN: 'a.test' })[0]).toMatch(/^CORS_ORIGIN must be/);
    const config = loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000/', LOG_FORMAT: 'json' });
    expect(config.publicUrl).toBe('http://192.168.1.20:3000');
    expect(config.publicUrlSet).toBe(true);
    expect(config.logFormat).toBe('json');
  });

  it('with a loopback HOST the default QR URL is that host, and a warning says a phone cannot reach it', () => {
    const config = loadConfig({ HOST: '127.0.0.1', PORT: '4100' });
    expect(config.publicUrl).toBe('http://127.0.0.1:4100');
    expect(configWarnings(config)).toEqual([
      expect.stringMatching(/^QR codes point at http:\/\/127\.0\.0\.1:4100: a phone/),
    ]);
  });

  it('warns when PUBLIC_URL is localhost, or when HOST is loopback with a LAN PUBLIC_URL', () => {
    expect(configWarnings(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }))[0]).toMatch(/loopback/);
    expect(configWarnings(loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'http://192.168.1.20:3000' }))[0]).toMatch(
      /^HOST=127\.0\.0\.1 listens on loopback only/,
    );
    expect(configWarnings(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'http://192.168.1.20:3000' }))).toEqual([]);
  });
});
