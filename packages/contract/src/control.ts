/** The control surface of DESIGN section 6 (`/__mock`), for developers, tests and demos. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Code, type CodeValue } from './codes.ts';
import { ChaosMark } from './chaos.ts';
import { Order, QrStateName, User } from './entities.ts';
import { EnvelopeOf, repliesOf, type ReplySpec } from './replies.ts';

export const MOCK_PREFIX = '/__mock';
export const MOCK_ADMIN_HEADER = 'x-mock-admin-key';
export const MOCK_CODE_HEADER = 'x-mock-code';
export const MOCK_DELAY_HEADER = 'x-mock-delay';
export const MOCK_CODE_QUERY = '__code';

/**
 * Sessions (isolated mock state: database, uploads, forced replies, clock, journal). A request names its session in
 * this header, else in this query parameter (links a phone opens: QR codes, the pay page), else in this cookie (a
 * browser: the panel and GET /mock/session/:name set it); none of them: the default session.
 */
export const MOCK_SESSION_HEADER = 'x-mock-session';
export const MOCK_SESSION_QUERY = 'mock_session';
export const MOCK_SESSION_COOKIE = 'mock_session';
/** The session a request without a session name uses; it is never dropped. */
export const DEFAULT_SESSION = 'default';
/** 1-64 letters, digits, `-`, `_` or `.`, starting with a letter or digit. */
export const MOCK_SESSION_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$';
export const MockSessionName = Type.String({ pattern: MOCK_SESSION_NAME_PATTERN });

/**
 * One session as GET /__mock/session and GET /__mock/sessions describe it. (Its field list has the shape of entities'
 * lists such as Goods, but they describe different things: there is nothing to share.)
 */
export const MockSessionInfo = Type.Object({
  name: Type.String(),
  /** ISO times (real time, not the session's mock clock). */
  created_at: Type.String(),
  /** null for the default session (not tracked: it is never dropped). */
  last_used_at: Type.Union([Type.String(), Type.Null()]),
  /** When it is dropped unless used again; null for the default session. */
  expires_at: Type.Union([Type.String(), Type.Null()]),
  /** The session's mock clock offset from real time. */
  clock_offset_ms: Type.Integer(),
});
export type MockSessionInfo = Static<typeof MockSessionInfo>;
/** GET /__mock/sessions: the default session first, then named ones, most recently used first. */
export const MockSessionList = Type.Object({
  max: Type.Integer({ description: 'named sessions kept at most (MOCK_SESSIONS_MAX); the longest idle goes first' }),
  idle_ms: Type.Integer({ description: 'a named session unused this long is dropped (MOCK_SESSION_IDLE_MS)' }),
  sessions: Type.Array(MockSessionInfo),
});
export type MockSessionList = Static<typeof MockSessionList>;
export const MockSessionParams = Type.Object({ name: MockSessionName });

export const MockLoginBody = Type.Object({
  nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  /** Log in as this existing user (the panel's "在此浏览器登录"); code 3 when it does not exist. */
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
/** POST /__mock/qr/:ticket/confirm: confirm a login ticket as an existing user (`user_id`, code 3 when there is no
 * such user), as the user of a WeChat openid (created on first use), or as a new user with this nickname. */
export const MockQrConfirmBody = Type.Object({
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  openid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type MockQrConfirmBody = Static<typeof MockQrConfirmBody>;
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
/** POST /__mock/clock/advance: the new time and how many sessions that were valid expired by the move. */
export const MockClockAdvanceData = Type.Object({
  now: Type.Integer(),
  iso: Type.String(),
  expired_sessions: Type.Integer({ minimum: 0 }),
});
/** `?ms=N` (0 to ten years, digits): query strings are not coerced. */
export const MockClockImpactQuery = Type.Object({ ms: Type.String({ pattern: '^[0-9]{1,12}$' }) });
/** GET /__mock/clock/impact?ms=N: what moving the clock by N ms would do, before doing it. */
export const MockClockImpactData = Type.Object({
  ms: Type.Integer({ minimum: 0 }),
  /** Sessions valid now that would have expired (SPEC: a login lasts 7 days). */
  expiring_sessions: Type.Integer({ minimum: 0 }),
  /** Their users, most recent login first (at most 20). */
  users: Type.Array(Type.Object({ id: Type.Integer(), nickname: Type.String() })),
});
export type MockClockImpactData = Static<typeof MockClockImpactData>;

/**
 * POST /__mock/login-link: a one-time link that signs the app in, in whichever tab of whichever browser opens it
 * (the token goes into that tab's sessionStorage). `user_id`: a new session of that user; `token`: that very token
 * (the panel's scenarios, including an expired one). Exactly one of the two.
 */
export const MockLoginLinkBody = Type.Object({
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type MockLoginLinkBody = Static<typeof MockLoginLinkBody>;
export const MockLoginLinkData = Type.Object({
  /** Path of the link on this server (`/mock/login/<code>`), usable once. */
  url: Type.String(),
  expires_in: Type.Integer({ description: 'seconds (mock clock) the link stays usable' }),
  user: User,
});
export type MockLoginLinkData = Static<typeof MockLoginLinkData>;

export const MockQuotaBody = Type.Object({
  resumes_left: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  downloads_left: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  vip_until: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type MockQuotaBody = Static<typeof MockQuotaBody>;

/**
 * Typed drift (upstream mode, MOCK_UPSTREAM): how the real service's replies disagree with the contract.
 * Severity per category: breaking = a client written to the contract can fail (status, undocumented_code,
 * field_removed, type_changed, enum_value); warning = the contract is wrong but a client copes (format: a value of
 * the declared type outside its declared format, pattern, length or range; latency: the upstream's p95 of a route
 * over its budget); info = additive (field_added: a field the contract does not declare).
 */
export const DRIFT_CATEGORIES = [
  'status',
  'undocumented_code',
  'field_added',
  'field_removed',
  'type_changed',
  'enum_value',
  'format',
  'latency',
] as const;
export type DriftCategory = (typeof DRIFT_CATEGORIES)[number];
export const DRIFT_SEVERITIES = ['breaking', 'warning', 'info'] as const;
export type DriftSeverity = (typeof DRIFT_SEVERITIES)[number];
export const DRIFT_SEVERITY: Record<DriftCategory, DriftSeverity> = {
  status: 'breaking',
  undocumented_code: 'breaking',
  field_removed: 'breaking',
  type_changed: 'breaking',
  enum_value: 'breaking',
  format: 'warning',
  latency: 'warning',
  field_added: 'info',
};

/** One kind of disagreement (category + route + HTTP status + code + JSON path + expectation), with its history. */
export const DriftFinding = Type.Object({
  id: Type.Integer(),
  category: Type.Union(DRIFT_CATEGORIES.map((c) => Type.Literal(c))),
  severity: Type.Union(DRIFT_SEVERITIES.map((c) => Type.Literal(c))),
  /** `METHOD /path`. */
  route: Type.String(),
  /** HTTP status of the reply (null for latency, judged over many replies). */
  status: Type.Union([Type.Integer(), Type.Null()]),
  code: Type.Union([Type.Integer(), Type.Null()]),
  /** JSON path of the offending value with array indices as [*], e.g. `$.data.templates[*].color`. */
  path: Type.String(),
  expected: Type.String(),
  /** The value of the latest reply of this kind. */
  got: Type.String(),
  /** ISO times of the first and the latest reply of this kind. */
  first_seen: Type.String(),
  last_seen: Type.String(),
  /** Replies of this kind seen (latency: judgements over budget). */
  count: Type.Integer({ minimum: 1 }),
});
export type DriftFinding = Static<typeof DriftFinding>;
export const MockDriftData = Type.Object({
  upstream: Type.Union([Type.String(), Type.Null()]),
  /** Findings stored (all severities), and per severity. */
  total: Type.Integer(),
  counts: Type.Object({ breaking: Type.Integer(), warning: Type.Integer(), info: Type.Integer() }),
  /** Breaking first, then warning, then info; the most recently seen first within each. */
  findings: Type.Array(DriftFinding),
});
export type MockDriftData = Static<typeof MockDriftData>;
/** `?limit=N` (1-1000, default 100; query strings are not coerced, so a digit string) and `?severity=`. */
export const MockDriftQuery = Type.Object({
  limit: Type.Optional(Type.String({ pattern: '^([1-9][0-9]{0,2}|1000)$' })),
  severity: Type.Optional(Type.Union(DRIFT_SEVERITIES.map((c) => Type.Literal(c)))),
});

/** One captured exchange (upstream mode with MOCK_CAPTURE=1, or a HAR import), scrubbed before it was stored. */
const CapturedSide = Type.Object({
  headers: Type.Record(Type.String(), Type.String()),
  /** JSON text (scrubbed), or `{"omitted": "..."}` for a body that is not JSON or is too large; null: none. */
  body: Type.Union([Type.String(), Type.Null()]),
});
export const CaptureEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  source: Type.Union([Type.Literal('upstream'), Type.Literal('har')]),
  method: Type.String(),
  url: Type.String(),
  status: Type.Integer(),
  ms: Type.Integer({ minimum: 0 }),
  request: CapturedSide,
  reply: CapturedSide,
});
export type CaptureEntry = Static<typeof CaptureEntry>;
export const MockCapturesData = Type.Object({
  /** Stored now, and the bounds (the oldest go first past either). */
  rows: Type.Integer(),
  bytes: Type.Integer(),
  max_rows: Type.Integer(),
  max_bytes: Type.Integer(),
  /** Newest first. */
  captures: Type.Array(CaptureEntry),
});
export const MockCapturesQuery = Type.Object({
  limit: Type.Optional(Type.String({ pattern: '^([1-9][0-9]{0,2}|1000)$' })),
});
/** POST /__mock/captures/har: a HAR 1.2 document (`log.entries`), checked whole before anything is stored. */
export const MockHarImportBody = Type.Object({ log: Type.Unknown() });
export const MockHarImportData = Type.Object({ imported: Type.Integer(), rows: Type.Integer() });
/** GET /__mock/journal.har: which records (default both), and at most `limit` captures (the newest; default all). */
export const MockHarQuery = Type.Object({
  limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  source: Type.Optional(Type.Union([Type.Literal('journal'), Type.Literal('captures'), Type.Literal('all')])),
});

const CoverageRatio = Type.Object({ covered: Type.Integer(), total: Type.Integer(), pct: Type.Number() });
/** Coverage of the /api contract: operations, operation x declared code, operation x code x reply property. */
export const CoverageFiguresSchema = Type.Object({
  operations: CoverageRatio,
  codes: CoverageRatio,
  properties: CoverageRatio,
});
/** GET /__mock/coverage: by the caller's session journal (no reply bodies: no properties), by captures of
 * upstream traffic, by the last contract run (npm run contract), beside the conformance index. */
export const MockCoverageData = Type.Object({
  journal: CoverageFiguresSchema,
  captures: CoverageFiguresSchema,
  contract: Type.Union([CoverageFiguresSchema, Type.Null()]),
  contract_at: Type.Union([Type.String(), Type.Null()]),
  /** Operation x code pairs the document has an example for (what an example-driven suite can cover). */
  conformance_index: CoverageRatio,
});

/** POST /__mock/purge (also run on a schedule and on reset): how many stale rows and files were removed. */
export const MockPurgeData = Type.Object({
  tickets: Type.Integer({ description: 'login tickets past expiry + MOCK_TICKET_RETENTION_MS' }),
  orders: Type.Integer({ description: 'closed / expired unpaid orders older than MOCK_ORDER_RETENTION_MS' }),
  uploads: Type.Integer({ description: 'uploads no resume or user refers to, older than MOCK_UPLOAD_GRACE_MS' }),
  strayFiles: Type.Integer({ description: 'files in the uploads folder without a row' }),
});
export type MockPurgeData = Static<typeof MockPurgeData>;

/** The built-in scenario files (fixtures/scenarios), one click each in the panel; a team adds its own files. */
export const MOCK_SCENARIOS = ['new-user', 'quota-used-up', 'vip', 'payment-busy', 'session-expired'] as const;
export type MockScenarioName = (typeof MOCK_SCENARIOS)[number];
export const MockScenarioBody = Type.Object({
  name: Type.String({
    pattern: '^[a-z0-9][a-z0-9-]{0,39}$',
    description:
      'a scenario file of fixtures/scenarios (GET /__mock/scenarios lists them). Built in: new-user: a fresh user ' +
      'with the free quota; quota-used-up: a user with no creations or downloads left; vip: a user with 30 days of ' +
      'VIP; payment-busy: prepay answers code 2 until the forced replies are cleared (and a fresh user); ' +
      'session-expired: a user whose token has already expired (the next call answers 401)',
  }),
  nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
});
export type MockScenarioBody = Static<typeof MockScenarioBody>;
export const MockScenarioData = Type.Object({
  name: Type.String(),
  /** The token to put in the SPA's sessionStorage (key TOKEN_STORAGE_KEY) to see the state. */
  token: Type.String(),
  user: User,
  /** What the demo state is, in a sentence. */
  note: Type.String(),
});
export type MockScenarioData = Static<typeof MockScenarioData>;

/** A forced reply as POST /__mock/force and DELETE /__mock/force list them. */
export const MockForcedReply = Type.Object({
  path: Type.String(),
  code: Type.Integer(),
  msg: Type.Optional(Type.String()),
  delayMs: Type.Integer({ minimum: 0 }),
  /** Replies still to force; null = until cleared. */
  remaining: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** The scenario that set it (payment-busy), when not POST /__mock/force. */
  scenario: Type.Optional(Type.String()),
});
export const MockForcedList = Type.Array(MockForcedReply);

/**
 * What decided a reply, recorded where the decision was made (GET /__mock/explain/:id):
 * - forced: a rule of POST /__mock/force (or a scenario's), or the request's x-mock-code / __code header;
 * - chaos: a chaos profile (its name and what it did in `detail`);
 * - quota: the user's quota at that moment (code 5);
 * - session: the token: missing, unknown in this mock session, or expired on the mock clock (code 401);
 * - validation: the request broke the route's schema (or a bad x-mock-session): which field and rule (code 1);
 * - transport: malformed JSON, wrong content type, body too large, an unexpected failure;
 * - rule: the service's own rule, named (`resumes.ts owned` answering 3, or the route answering normally).
 * `scenario` names the demo scenario that set up what decided (payment-busy's forced rule, a quota-used-up user).
 */
export const REPLY_CAUSE_KINDS = ['forced', 'chaos', 'quota', 'session', 'validation', 'transport', 'rule'] as const;
export type ReplyCauseKind = (typeof REPLY_CAUSE_KINDS)[number];
export const MockReplyCause = Type.Object({
  kind: Type.Union(REPLY_CAUSE_KINDS.map((k) => Type.Literal(k))),
  /** The rule that decided, named: `POST /__mock/force /api/cv/download`, `quota.takeDownload`, `schema body.cid`. */
  rule: Type.String(),
  /** Why, in a sentence (Chinese, like the envelope's msg). */
  summary: Type.String(),
  /** The facts at the moment of the decision: the forced rule, the quota, the token's expiry, the schema error. */
  detail: Type.Record(Type.String(), Type.Unknown()),
  scenario: Type.Optional(Type.String()),
});
export type MockReplyCause = Static<typeof MockReplyCause>;

/** One request of GET /__mock/journal, newest first. */
export const MockJournalEntry = Type.Object({
  /** Its number in its session's journal (GET /__mock/explain/:id). */
  id: Type.Integer({ minimum: 1 }),
  at: Type.String(),
  method: Type.String(),
  url: Type.String(),
  status: Type.Integer(),
  code: Type.Union([Type.Integer(), Type.Null()]),
  ms: Type.Integer({ minimum: 0 }),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  token: Type.Union([Type.Literal('redacted'), Type.Null()]),
  /** The request body as JSON text, at most 500 characters. */
  body: Type.Optional(Type.String()),
  /** Set when a chaos profile faulted or delayed the reply: which profile, which faults. */
  chaos: Type.Optional(ChaosMark),
  /** The route that answered (`POST /api/cv/new`); absent when no route did (unknown path, malformed request). */
  route: Type.Optional(Type.String()),
  /** What decided a reply that is not the route's normal answer (absent: the route's own rule answered). */
  cause: Type.Optional(MockReplyCause),
});
export const MockJournalQuery = Type.Object({ limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })) });

export const MockTicket = Type.Object({
  ticket: Type.String(),
  state: QrStateName,
  created_at: Type.Integer(),
  expires_at: Type.Integer(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
});
/** GET /__mock/state: what the control panel shows. */
export const MockStateData = Type.Object({
  clock: MockClockData,
  users: Type.Array(User),
  tickets: Type.Array(MockTicket),
  orders: Type.Array(Order),
  forced: MockForcedList,
});
/** GET /__mock/explain/:id: why the journal's request `id` got its reply. */
export const MockExplainParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) });
export const MockExplainData = Type.Object({ entry: MockJournalEntry, cause: MockReplyCause });
export type MockExplainData = Static<typeof MockExplainData>;

/** POST /__mock/qr/:ticket/{scan,confirm,cancel}: the ticket's state afterwards. */
export const MockQrResult = Type.Object({ ticket: Type.String(), state: QrStateName });

/**
 * The replies of a /__mock route, like routeReplies of /api: HTTP 200 with code 0 and `data` or one of its business
 * codes (`data: null`), the transport replies (400, 413, 415, 500) and the guard's 403 (code 401; `data` says why).
 */
export function mockReplies(data: TSchema, codes: readonly CodeValue[]): ReplySpec[] {
  const [ok, ...transport] = repliesOf({ data, codes: [Code.OK, ...codes] });
  return [
    ok as ReplySpec,
    {
      status: 403,
      description: `not on loopback and no valid ${MOCK_ADMIN_HEADER} (code 401; data.reason says why)`,
      schema: EnvelopeOf([Code.UNAUTHORIZED], Type.Union([Type.Object({ reason: Type.String() }), Type.Null()])),
    },
    ...transport,
  ];
}
