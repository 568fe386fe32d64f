/**
 * Named sessions: created on first use from the fixtures, dropped when unused for MOCK_SESSION_IDLE_MS, at most
 * MOCK_SESSIONS_MAX of them (creating one more drops the longest idle).
 *
 * A named session's database is in memory and its uploads and PDFs are in DATA_DIR/sessions/<name>-<id>/: creating
 * one writes no database file (bench/sessions.ts measures the cost), dropping one leaves nothing behind, and a new
 * process starts with none (their folders are removed at start). Sessions are for parallel test runs and demos that
 * live as long as the server; what a developer keeps across restarts lives in the default session (DATA_DIR/mock.sqlite).
 * A dropped session is closed after DROP_GRACE_MS, so a request still running in it finishes on an open database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SESSION, type MockSessionInfo } from '@cv/contract';
import { openDatabase } from '../db/open-database.ts';
import { createSessionContainer, type SessionContainer, type SharedParts } from './container.ts';

const DROP_GRACE_MS = 30_000;

export interface SessionRegistryOptions {
  shared: SharedParts;
  defaultSession: SessionContainer;
  /** Where named sessions' folders go (DATA_DIR/sessions). */
  sessionsDir: string;
  max: number;
  idleMs: number;
  /** Real time (idle times are not on any session's mock clock). */
  now?: () => number;
}

interface Entry {
  container: SessionContainer;
  dir: string;
  createdAt: number;
  lastUsedAt: number;
  /** Order of last use (several uses share a millisecond): the smallest is the longest idle. */
  useSeq: number;
}

export function createSessionRegistry(options: SessionRegistryOptions) {
  const { shared, defaultSession, sessionsDir, max, idleMs } = options;
  const now = options.now ?? Date.now;
  // The folders of a previous process's sessions: their databases were in memory, so they are gone.
  fs.rmSync(sessionsDir, { recursive: true, force: true });
  const named = new Map<string, Entry>();
  let uses = 0;
  const closing = new Set<{ entry: Entry; timer: NodeJS.Timeout }>();
  const defaultEntry: Entry = { container: defaultSession, dir: '', createdAt: now(), lastUsedAt: now(), useSeq: 0 };

  const dispose = (entry: Entry) => {
    entry.container.db.close();
    fs.rmSync(entry.dir, { recursive: true, force: true });
  };

  function drop(name: string): boolean {
    const entry = named.get(name);
    if (!entry) return false;
    named.delete(name);
    // Its held replies go on now (and its chaos stops), rather than waiting on a session nobody can release.
    entry.container.services.chaos.clear();
    const pending = {
      entry,
      timer: setTimeout(() => {
        closing.delete(pending);
        dispose(entry);
      }, DROP_GRACE_MS).unref(),
    };
    closing.add(pending);
    return true;
  }

  function longestIdle(): string | null {
    let oldest: [string, number] | null = null;
    for (const [name, entry] of named) if (!oldest || entry.useSeq < oldest[1]) oldest = [name, entry.useSeq];
    return oldest?.[0] ?? null;
  }

  function create(name: string): SessionContainer {
    while (named.size >= max) drop(longestIdle()!);
    const dir = path.join(sessionsDir, `${name}-${randomBytes(4).toString('hex')}`);
    const db = openDatabase(':memory:');
    try {
      const container = createSessionContainer(shared, { name, db, dataDir: dir });
      const at = now();
      named.set(name, { container, dir, createdAt: at, lastUsedAt: at, useSeq: ++uses });
      return container;
    } catch (error) {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  const info = (name: string, entry: Entry): MockSessionInfo => ({
    name,
    created_at: new Date(entry.createdAt).toISOString(),
    last_used_at: entry === defaultEntry ? null : new Date(entry.lastUsedAt).toISOString(),
    expires_at: entry === defaultEntry ? null : new Date(entry.lastUsedAt + idleMs).toISOString(),
    clock_offset_ms: entry.container.clock.offset(),
  });

  return {
    defaultSession,
    max,
    idleMs,
    /** Named sessions open now. */
    get size(): number {
      return named.size;
    },
    /** The session of this name (DEFAULT_SESSION: the default one), marked as used; null when there is none. */
    get(name: string): SessionContainer | null {
      if (name === DEFAULT_SESSION) return defaultSession;
      const entry = named.get(name);
      if (!entry) return null;
      entry.lastUsedAt = now();
      entry.useSeq = ++uses;
      return entry.container;
    },
    /** The session of this name, created from the fixtures when there is none (callers check who may create). */
    getOrCreate(name: string): SessionContainer {
      return this.get(name) ?? create(name);
    },
    drop,
    info(name: string): MockSessionInfo | null {
      if (name === DEFAULT_SESSION) return info(name, defaultEntry);
      const entry = named.get(name);
      return entry ? info(name, entry) : null;
    },
    /** The default session first, then named ones, most recently used first. */
    list(): MockSessionInfo[] {
      const entries = [...named].sort((a, b) => b[1].useSeq - a[1].useSeq);
      return [info(DEFAULT_SESSION, defaultEntry), ...entries.map(([name, entry]) => info(name, entry))];
    },
    /** Every open session, the default one first (the purge schedule visits them all). */
    containers(): SessionContainer[] {
      return [defaultSession, ...[...named.values()].map((entry) => entry.container)];
    },
    /** Drops the named sessions unused for idleMs; returns their names. */
    sweep(): string[] {
      const limit = now() - idleMs;
      const idle = [...named].filter(([, entry]) => entry.lastUsedAt <= limit).map(([name]) => name);
      for (const name of idle) drop(name);
      return idle;
    },
    /** Closes every named session now (the app is closing); the default one is the database plugin's. */
    closeAll(): void {
      for (const pending of closing) {
        clearTimeout(pending.timer);
        dispose(pending.entry);
      }
      closing.clear();
      for (const entry of named.values()) dispose(entry);
      named.clear();
    },
  };
}
export type SessionRegistry = ReturnType<typeof createSessionRegistry>;
