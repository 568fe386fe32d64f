/** What every service is given: one database handle, one clock, one config, the fixtures, the PDF engine. */
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { ControlState } from '../db/control-state.ts';
import type { Db } from '../db/open-database.ts';
import type { Fixtures } from '../fixtures.ts';
import type { PdfRenderer } from '../pdf/types.ts';
import type { Storage } from './storage.ts';

export interface ServiceContext {
  db: Db;
  clock: Clock;
  config: Config;
  fixtures: Fixtures;
  pdf: PdfRenderer;
  storage: Storage;
  /** Where control-surface state that must survive a restart is kept (absent: memory only). */
  controlState?: ControlState;
  /** Appended to links a phone or an image opens without the session header ('' in the default session). */
  linkQuery?: string;
}
