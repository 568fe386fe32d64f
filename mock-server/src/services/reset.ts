/** POST /__mock/reset: back to a freshly seeded database, empty files, real time, no forced codes or chaos, nothing stale. */
import type { FastifyInstance } from 'fastify';
import { clearUserData, seedReferenceData } from '../db/seed.ts';
import type { SessionContainer } from '../sessions/container.ts';

/** Resets one session (the request's); the others keep their state. */
export function resetState(app: FastifyInstance, session: SessionContainer): void {
  const { db, services, storage, clock } = session;
  clearUserData(db);
  services.users.forgetSessions();
  services.loginLinks.clear();
  storage.emptyAll();
  clock.reset();
  services.mock.clearForced();
  services.chaos.clear();
  services.mock.clearJournal();
  seedReferenceData(db, app.fixtures, clock.now(), {
    fixturesDir: app.config.fixturesDir,
    uploadsDir: storage.uploadsDir,
  });
  services.purge.purge();
}
