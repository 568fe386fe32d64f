/**
 * The app's state around the database: the config, the fixtures, the files on disk (storage), the mock clock, the
 * reference data seeded from the fixtures, and the services built on them (routes reach them as `app.services`);
 * expired tickets, old closed orders and unreferenced uploads are purged at start and every MOCK_PURGE_INTERVAL_MS,
 * a schedule this plugin ends when the app closes.
 */
import fp from 'fastify-plugin';
import { createClock, type Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { seedReferenceData } from '../db/seed.ts';
import { loadFixtures } from '../fixtures.ts';
import { createServices } from '../services/index.ts';
import { createStorage } from '../services/storage.ts';

export interface ServicesOptions {
  config: Config;
  /** Defaults to real time moved by the control state's offset (/__mock/clock/advance). */
  clock?: Clock;
}

export default fp<ServicesOptions>(
  async (app, options) => {
    const { config } = options;
    const { db, controlState, pdf } = app;
    const storage = createStorage(config.dataDir);
    const fixtures = loadFixtures(config.fixturesDir);
    const clock = options.clock ?? createClock(Date.now, controlState);
    app.decorate('config', config);
    app.decorate('fixtures', fixtures);
    app.decorate('storage', storage);
    app.decorate('clock', clock);
    // The caller's user id, set by the routes' token check (routes/define-route.ts).
    app.decorateRequest('userId', null);
    seedReferenceData(db, fixtures, clock.now(), { fixturesDir: config.fixturesDir, uploadsDir: storage.uploadsDir });
    const services = createServices({ db, clock, config, fixtures, storage, controlState, pdf });
    app.decorate('services', services);

    services.purge.purge();
    if (config.purgeIntervalMs > 0) {
      const timer = setInterval(() => {
        try {
          const purged = services.purge.purge();
          app.log.debug({ purged }, 'purge');
        } catch (error) {
          app.log.error({ err: error }, 'purge failed');
        }
      }, config.purgeIntervalMs).unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'services', dependencies: ['database', 'pdf-engine'] },
);
