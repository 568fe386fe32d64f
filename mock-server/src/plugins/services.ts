/**
 * The app's state around the database: the config, the fixtures, the mock clock and the services, as the default
 * session (sessions/container.ts; `app.services`, `app.clock`, `app.storage` are its), and the named sessions
 * (`app.sessions`, sessions/registry.ts). A request's own session is `request.mockSession`, set by the app's
 * preValidation hook (plugins/forced-replies.ts). Expired tickets, old closed orders and unreferenced uploads are
 * purged in every session at start and every MOCK_PURGE_INTERVAL_MS, idle named sessions are dropped, on schedules
 * this plugin ends when the app closes.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { DEFAULT_SESSION } from '@cv/contract';
import { createClock, type Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { loadFixtures } from '../fixtures.ts';
import { createSessionContainer, type SessionContainer } from '../sessions/container.ts';
import { createSessionRegistry } from '../sessions/registry.ts';

export interface ServicesOptions {
  config: Config;
  /** The default session's clock; defaults to real time moved by the control state's offset (/__mock/clock/advance). */
  clock?: Clock;
}

export default fp<ServicesOptions>(
  async (app, options) => {
    const { config } = options;
    const { db, controlState, pdf } = app;
    const fixtures = loadFixtures(config.fixturesDir);
    const shared = { config, fixtures, pdf };
    const clock = options.clock ?? createClock(Date.now, controlState);
    const defaultSession = createSessionContainer(shared, {
      name: DEFAULT_SESSION,
      db,
      dataDir: config.dataDir,
      clock,
    });
    const sessions = createSessionRegistry({
      shared,
      defaultSession,
      sessionsDir: path.join(config.dataDir, 'sessions'),
      max: config.sessionsMax,
      idleMs: config.sessionIdleMs,
    });
    app.addHook('onClose', async () => sessions.closeAll());
    app.decorate('config', config);
    app.decorate('fixtures', fixtures);
    app.decorate('sessions', sessions);
    app.decorate('storage', defaultSession.storage);
    app.decorate('clock', clock);
    app.decorate('services', defaultSession.services);
    // The caller's user id, set by the routes' token check (routes/define-route.ts).
    app.decorateRequest('userId', null);
    // The request's session, set by the app's preValidation hook (plugins/forced-replies.ts).
    app.decorateRequest('mockSession', null as unknown as SessionContainer);

    const purgeAll = () => {
      for (const session of sessions.containers()) {
        try {
          const purged = session.services.purge.purge();
          app.log.debug({ session: session.name, purged }, 'purge');
        } catch (error) {
          app.log.error({ err: error, session: session.name }, 'purge failed');
        }
      }
    };
    defaultSession.services.purge.purge();
    if (config.purgeIntervalMs > 0) {
      const timer = setInterval(purgeAll, config.purgeIntervalMs).unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    const sweep = setInterval(
      () => {
        const dropped = sessions.sweep();
        if (dropped.length > 0) app.log.info({ sessions: dropped }, 'idle sessions dropped');
      },
      Math.min(60_000, Math.max(1000, Math.round(config.sessionIdleMs / 4))),
    ).unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'services', dependencies: ['database', 'pdf-engine'] },
);
