/** The control surface of DESIGN section 6 (`/__mock`), for developers, tests and demos. */
import { Type, type Static } from '@sinclair/typebox';
import { User } from './entities.ts';

export const MOCK_PREFIX = '/__mock';
export const MOCK_ADMIN_HEADER = 'x-mock-admin-key';
export const MOCK_CODE_HEADER = 'x-mock-code';
export const MOCK_DELAY_HEADER = 'x-mock-delay';
export const MOCK_CODE_QUERY = '__code';

export const MockLoginBody = Type.Object({ nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })) });
export const MockLoginData = Type.Object({ token: Type.String(), user: User });
export type MockLoginData = Static<typeof MockLoginData>;

export const MockForceBody = Type.Object({
  path: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.Integer(),
  times: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  msg: Type.Optional(Type.String({ maxLength: 200 })),
  delay_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 60000 })),
});
export type MockForceBody = Static<typeof MockForceBody>;

export const MockClockAdvanceBody = Type.Object({
  ms: Type.Integer({ minimum: 0, maximum: 10 * 365 * 24 * 3600 * 1000 }),
});
export const MockClockData = Type.Object({ now: Type.Integer(), iso: Type.String() });

export const MockQuotaBody = Type.Object({
  resumes_left: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  downloads_left: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  vip_until: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type MockQuotaBody = Static<typeof MockQuotaBody>;

/** One reply of the upstream (MOCK_UPSTREAM) that does not match the contract: GET /__mock/drift, newest first. */
export const DriftViolation = Type.Object({
  id: Type.Integer(),
  /** ISO time of the reply. */
  at: Type.String(),
  /** `METHOD /path`. */
  route: Type.String(),
  status: Type.Integer(),
  code: Type.Union([Type.Integer(), Type.Null()]),
  /** JSON path of the offending value, e.g. `$.data.templates[0].color`. */
  path: Type.String(),
  expected: Type.String(),
  got: Type.String(),
});
export type DriftViolation = Static<typeof DriftViolation>;
export const MockDriftData = Type.Object({
  upstream: Type.Union([Type.String(), Type.Null()]),
  total: Type.Integer(),
  violations: Type.Array(DriftViolation),
});
export const MockDriftQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) });

/** POST /__mock/purge (also run on a schedule and on reset): how many stale rows and files were removed. */
export const MockPurgeData = Type.Object({
  tickets: Type.Integer({ description: 'login tickets past expiry + MOCK_TICKET_RETENTION_MS' }),
  orders: Type.Integer({ description: 'closed / expired unpaid orders older than MOCK_ORDER_RETENTION_MS' }),
  uploads: Type.Integer({ description: 'uploads no resume or user refers to, older than MOCK_UPLOAD_GRACE_MS' }),
  strayFiles: Type.Integer({ description: 'files in the uploads folder without a row' }),
});
export type MockPurgeData = Static<typeof MockPurgeData>;
