/** Starts the mock server: listens, prints the local and LAN URLs, shuts down gracefully on SIGINT/SIGTERM. */
import { buildApp } from './app.ts';
import { isLoopbackHost, lanAddress, loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp({ logger: { level: config.logLevel } });
await app.listen({ port: config.port, host: config.host });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const lan = lanAddress();
// With PORT=0 the port is known only now: derive the default PUBLIC_URL from it.
if (!process.env.PUBLIC_URL?.trim() && config.port === 0) app.config.publicUrl = `http://${lan ?? '127.0.0.1'}:${port}`;
console.log(`\n  简历 builder mock server`);
console.log(`  Local:   http://localhost:${port}/`);
if (lan && !isLoopbackHost(config.host)) console.log(`  Network: http://${lan}:${port}/`);
console.log(`  QR codes point at: ${app.config.publicUrl}`);
console.log(`  API docs: http://localhost:${port}/api/docs   Control panel: http://localhost:${port}/__mock`);
console.log(`  Data: ${config.dataDir}\n`);

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
