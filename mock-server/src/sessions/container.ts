/**
 * One session's state, everything a request's handling reads or writes: its database (with the control state kept
 * in it: clock offset, forced replies, scenarios), its uploads and generated PDFs, its mock clock, its journal and
 * the services built on them. The default session is the one the app always had (DATA_DIR/mock.sqlite); a named
 * session (x-mock-session) gets its own, made by createSessionContainer from the fixtures (sessions/registry.ts).
 */
import { DEFAULT_SESSION, MOCK_SESSION_QUERY } from '@cv/contract';
import { createClock, type Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { createControlState, type ControlState } from '../db/control-state.ts';
import type { Db } from '../db/open-database.ts';
import { seedReferenceData } from '../db/seed.ts';
import type { Fixtures } from '../fixtures.ts';
import type { PdfRenderer } from '../pdf/types.ts';
import { createServices, type Services } from '../services/index.ts';
import { createStorage, type Storage } from '../services/storage.ts';

export interface SessionContainer {
  /** DEFAULT_SESSION for the default session. */
  name: string;
  db: Db;
  controlState: ControlState;
  clock: Clock;
  storage: Storage;
  services: Services;
  /** `?mock_session=NAME` for links opened without the header or cookie (a phone's QR page); '' by default. */
  linkQuery: string;
}

/** What every session shares: the config, the fixtures, the PDF engine. */
export interface SharedParts {
  config: Config;
  fixtures: Fixtures;
  pdf: PdfRenderer;
}

export interface ContainerParts {
  name: string;
  db: Db;
  /** Where its uploads/ and files/ folders go. */
  dataDir: string;
  /** Defaults to real time moved by the session's own offset (/__mock/clock/advance). */
  clock?: Clock;
}

/** Builds a session around an open, migrated database: seeds the fixtures (demo users on a new one) and its services. */
export function createSessionContainer(shared: SharedParts, parts: ContainerParts): SessionContainer {
  const { config, fixtures, pdf } = shared;
  const { name, db } = parts;
  const controlState = createControlState(db);
  const storage = createStorage(parts.dataDir);
  const clock = parts.clock ?? createClock(Date.now, controlState);
  const linkQuery = name === DEFAULT_SESSION ? '' : `?${MOCK_SESSION_QUERY}=${encodeURIComponent(name)}`;
  seedReferenceData(db, fixtures, clock.now(), { fixturesDir: config.fixturesDir, uploadsDir: storage.uploadsDir });
  const services = createServices({ db, clock, config, fixtures, storage, controlState, pdf, linkQuery });
  return { name, db, controlState, clock, storage, services, linkQuery };
}
