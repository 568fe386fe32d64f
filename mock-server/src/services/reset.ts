/** POST /__mock/reset: back to a freshly seeded database, empty files, real time, no forced codes, nothing stale. */
import type { FastifyInstance } from 'fastify';
import { clearUserData, seedReferenceData } from '../db/seed.ts';

export function resetState(app: FastifyInstance): void {
  clearUserData(app.db);
  app.services.users.forgetSessions();
  app.services.loginLinks.clear();
  app.storage.emptyAll();
  app.clock.reset();
  app.services.mock.clearForced();
  app.services.mock.clearJournal();
  seedReferenceData(app.db, app.fixtures, app.clock.now(), {
    fixturesDir: app.config.fixturesDir,
    uploadsDir: app.storage.uploadsDir,
  });
  app.services.purge.purge();
}
