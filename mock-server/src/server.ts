/** Starts the mock server: listens, prints the local and LAN URLs, shuts down gracefully on SIGINT/SIGTERM. */
import net from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { DatabaseInUseError } from './db/open-database.ts';
import { ConfigError, configWarnings, defaultPublicUrl, isLoopbackHost, lanAddress, loadConfig } from './config.ts';

function fail(lines: string[]): never {
  for (const line of lines) console.error(`  ✖ ${line}`);
  process.exit(1);
}

function portInUse(port: number): string {
  return `port ${port} is in use — set PORT=… to pick another (e.g. PORT=${port + 1} npm start)`;
}

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(['Invalid configuration:', ...error.problems]);
  throw error;
}

// --check (scripts/start.mjs, before a build): only the configuration and whether the port is free.
if (process.argv.includes('--check')) {
  if (config.port !== 0 && !(await portIsFree(config.port, config.host))) fail([portInUse(config.port)]);
  process.exit(0);
}

// On a terminal one short coloured line per event; JSON lines otherwise (or with LOG_FORMAT=json).
const logger: FastifyServerOptions['logger'] =
  config.logFormat === 'pretty'
    ? {
        level: config.logLevel,
        transport: {
          target: 'pino-pretty',
          options: {
            colorize: true,
            translateTime: 'SYS:HH:MM:ss',
            ignore: 'pid,hostname,reqId,method,url,statusCode,responseTime',
            singleLine: true,
          },
        },
      }
    : { level: config.logLevel };

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ config, logger, warmPdf: true });
} catch (error) {
  if (error instanceof DatabaseInUseError) fail([error.message]);
  throw error;
}
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await app.close().catch(() => undefined);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    fail([portInUse(config.port)]);
  }
  if (code === 'EACCES') fail([`not allowed to listen on port ${config.port} — set PORT=… to a port above 1023`]);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    fail([`HOST=${config.host} is not an address of this machine — set HOST=0.0.0.0 or HOST=127.0.0.1`]);
  }
  throw error;
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const lan = lanAddress();
// With PORT=0 the port is known only now: derive the default PUBLIC_URL from it.
if (!config.publicUrlSet && config.port === 0) app.config.publicUrl = defaultPublicUrl(config.host, port);
if (config.devOpenUrl) {
  // Under `npm run dev` this prints after every restart: the URL to open stays the last line.
  console.log(
    `\n  mock server on http://localhost:${port}/ (QR codes: ${app.config.publicUrl}, data: ${config.dataDir})`,
  );
} else {
  console.log(`\n  简历 builder mock server`);
  console.log(`  Local:   http://localhost:${port}/`);
  if (lan && !isLoopbackHost(config.host)) console.log(`  Network: http://${lan}:${port}/`);
  console.log(`  QR codes point at: ${app.config.publicUrl}`);
  console.log(`  API docs: http://localhost:${port}/api/docs   Control panel: http://localhost:${port}/__mock`);
  console.log(`  Data: ${config.dataDir}\n`);
}
const restored = [
  app.clock.offset() !== 0
    ? `clock ${app.clock.offset() > 0 ? '+' : ''}${Math.round(app.clock.offset() / 60_000)} min`
    : '',
  app.services.mock.hasForced() ? `${app.services.mock.listForced().length} forced repl(ies)` : '',
].filter(Boolean);
if (restored.length > 0) {
  console.log(`  Kept from the last run: ${restored.join(', ')} (POST /__mock/reset clears them)\n`);
}
for (const warning of configWarnings({ ...config, publicUrl: app.config.publicUrl })) {
  console.warn(`  ⚠ ${warning}\n`);
}
if (config.devOpenUrl) console.log(`  ➜ open ${config.devOpenUrl}\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  });
}
