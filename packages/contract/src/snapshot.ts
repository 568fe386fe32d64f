/**
 * A session's whole state as one file (GET /__mock/snapshot gives it, POST /__mock/snapshot restores it into the
 * calling session): the database rows of every table that holds users' state, the uploaded avatars and generated
 * PDFs, the mock clock's offset, the forced replies and the chaos profiles. Reference data (templates, goods) is not
 * in it: it comes from the fixtures. `version` is this format's; `schema` the database migration it was taken at.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ChaosProfileBody } from './chaos.ts';
import { MockForceBody } from './control.ts';

/** The snapshot format this mock writes and reads. An older one is refused with a message naming both versions. */
export const SNAPSHOT_VERSION = 1;
/** The largest snapshot POST /__mock/snapshot takes (files inside are base64). */
export const SNAPSHOT_MAX_BYTES = 32 * 1024 * 1024;
/** The tables a snapshot holds, in the order they are restored (parents first). */
export const SNAPSHOT_TABLES = [
  'meta',
  'users',
  'sessions',
  'resumes',
  'modules',
  'uploads',
  'downloads',
  'qr_tickets',
  'orders',
] as const;
export type SnapshotTable = (typeof SNAPSHOT_TABLES)[number];

const Cell = Type.Union([Type.String(), Type.Number(), Type.Null()]);
const Row = Type.Record(Type.String({ pattern: '^[a-z_]{1,40}$' }), Cell);
/** File name to its bytes in base64 (names as the mock writes them: letters, digits, '-', '_', one '.'). */
const Files = Type.Record(Type.String({ pattern: '^[A-Za-z0-9_-]{1,80}\\.[a-z]{2,5}$' }), Type.String(), {
  maxProperties: 10_000,
});

export const MockSnapshot = Type.Object(
  {
    format: Type.Literal('cv-mock-snapshot'),
    version: Type.Integer({ minimum: 1, description: `the snapshot format (this mock: ${SNAPSHOT_VERSION})` }),
    schema: Type.Integer({ minimum: 1, description: 'the database migration (PRAGMA user_version) it was taken at' }),
    taken_at: Type.String({ description: 'real time of the snapshot (ISO 8601)' }),
    session: Type.String({ description: 'the session it was taken from (restoring into another is fine)' }),
    clock_offset_ms: Type.Integer({ description: "how far the session's mock clock was ahead of real time" }),
    tables: Type.Object(
      Object.fromEntries(SNAPSHOT_TABLES.map((table) => [table, Type.Array(Row, { maxItems: 200_000 })])) as Record<
        SnapshotTable,
        ReturnType<typeof Type.Array<typeof Row>>
      >,
      { additionalProperties: false },
    ),
    files: Type.Object({ uploads: Files, files: Files }, { additionalProperties: false }),
    /** Forced replies as POST /__mock/force takes them (`times`: the replies still to force), with the scenario that set one. */
    forced: Type.Array(
      Type.Object({ ...MockForceBody.properties, scenario: Type.Optional(Type.String({ maxLength: 80 })) }),
      { maxItems: 1000 },
    ),
    chaos: Type.Array(
      Type.Object({ ...ChaosProfileBody.properties, preset: Type.Optional(Type.String({ maxLength: 40 })) }),
      { maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);
export type MockSnapshot = Static<typeof MockSnapshot>;

/** POST /__mock/snapshot: what was restored. */
export const MockSnapshotRestoreData = Type.Object({
  session: Type.String(),
  users: Type.Integer(),
  resumes: Type.Integer(),
  orders: Type.Integer(),
  files: Type.Integer(),
  clock_offset_ms: Type.Integer(),
});
export type MockSnapshotRestoreData = Static<typeof MockSnapshotRestoreData>;
