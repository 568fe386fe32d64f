/**
 * Chaos profiles of the control surface (`/__mock/chaos`, `/__mock/held`): seeded, reproducible faults for /api
 * routes — error rates, succeed-first-N / fail-first-N, latency distributions, a 429 budget per mock-clock minute,
 * connection resets, truncated or dribbled bodies, and replies held until a control call releases them.
 */
import { Type, type Static } from '@sinclair/typebox';

/** `/api/cv/download` (one route), `/api/wxSrv/*` (every path under the prefix) or `/api/*` (all of /api). */
export const ChaosPath = Type.String({ minLength: 4, maxLength: 200, pattern: '^/api(/[^*]*)?(\\*)?$' });

const Rate = Type.Number({ minimum: 0, maximum: 1, description: 'probability per request, 0-1' });
const Ms = (description: string) => Type.Integer({ minimum: 0, maximum: 120_000, description });

/** A faulted reply's envelope code or HTTP status (HTTP 200 with `code`, or the status with code 500/2). */
export const ChaosErrorSpec = Type.Object({
  rate: Rate,
  /** Envelope code of the faulted reply (HTTP 200); default 2 (网络繁忙) when no status is given. */
  code: Type.Optional(Type.Integer({ minimum: 1, maximum: 99999 })),
  /** HTTP status(es) of the faulted reply; with several, the profile's generator picks one per fault. */
  status: Type.Optional(
    Type.Array(Type.Integer({ minimum: 400, maximum: 599 }), {
      minItems: 1,
      maxItems: 8,
      description: 'HTTP statuses',
    }),
  ),
  msg: Type.Optional(Type.String({ maxLength: 200 })),
});

/** Which of the matched requests fail, by position: `succeed-first` N then fail; `fail-first` N then succeed. */
export const ChaosSequence = Type.Object({
  mode: Type.Union([Type.Literal('succeed-first'), Type.Literal('fail-first')]),
  n: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});

/**
 * Delay of every matched reply: `fixed` (ms), `uniform` (min_ms-max_ms) or `lognormal` (median_ms, sigma, cap_ms).
 * One object rather than a union, so a bad value is named by its own field.
 */
export const ChaosLatency = Type.Object({
  kind: Type.Union([Type.Literal('fixed'), Type.Literal('uniform'), Type.Literal('lognormal')]),
  ms: Type.Optional(Ms('fixed: every matched reply waits this long')),
  min_ms: Type.Optional(Ms('uniform: lower bound')),
  max_ms: Type.Optional(Ms('uniform: upper bound')),
  median_ms: Type.Optional(Ms('lognormal: median (p50) of the delay')),
  sigma: Type.Optional(Type.Number({ minimum: 0, maximum: 4, description: 'lognormal: σ of the underlying normal' })),
  cap_ms: Type.Optional(Ms('lognormal: no delay is longer')),
});
export type ChaosLatency = Static<typeof ChaosLatency>;

export const ChaosRateLimit = Type.Object({
  /** Requests allowed per mock-clock minute; the rest answer HTTP 429 with Retry-After (seconds to the next minute). */
  per_minute: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});

/** `bytes` every `interval_ms`: the reply's body trickles out (its Content-Length is the whole body's). */
export const ChaosDribble = Type.Object({
  rate: Rate,
  bytes: Type.Integer({ minimum: 1, maximum: 65_536 }),
  interval_ms: Type.Integer({ minimum: 1, maximum: 10_000 }),
});

export const ChaosProfileBody = Type.Object({
  /** The profile's name (unique; PUT with the same name replaces it). */
  name: Type.String({ minLength: 1, maxLength: 40 }),
  path: ChaosPath,
  /** Seed of the profile's generator: the same seed and the same requests give the same faults. */
  seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 })),
  error: Type.Optional(ChaosErrorSpec),
  sequence: Type.Optional(ChaosSequence),
  latency: Type.Optional(ChaosLatency),
  rate_limit: Type.Optional(ChaosRateLimit),
  /** Probability that the connection is reset before any reply. */
  reset_rate: Type.Optional(Rate),
  /** Probability that the body stops half way (Content-Length promises the whole, then the connection closes). */
  truncate_rate: Type.Optional(Rate),
  dribble: Type.Optional(ChaosDribble),
  /** Every matched request waits until POST /__mock/held/release (or until its client goes away). */
  hold: Type.Optional(Type.Boolean()),
});
export type ChaosProfileBody = Static<typeof ChaosProfileBody>;

/** What a profile has done since it was set. */
export const ChaosCounters = Type.Object({
  requests: Type.Integer({ minimum: 0 }),
  /** Count per fault: error, status, rate-limit, reset, truncate, dribble, hold, latency. */
  faults: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
});
export const ChaosProfile = Type.Object({
  ...ChaosProfileBody.properties,
  seed: Type.Integer(),
  /** The preset that set it, if one did. */
  preset: Type.Optional(Type.String()),
  counters: ChaosCounters,
});
export type ChaosProfile = Static<typeof ChaosProfile>;

/** Named presets a demo switches on in one call (ids and their Chinese names both accepted). */
export const CHAOS_PRESETS = {
  'weak-network': '弱网',
  'pay-outage': '支付故障',
  'service-jitter': '服务抖动',
} as const;
export type ChaosPresetId = keyof typeof CHAOS_PRESETS;
const presetNames = [...Object.keys(CHAOS_PRESETS), ...Object.values(CHAOS_PRESETS)];
export const ChaosPresetBody = Type.Object({
  name: Type.Union(
    presetNames.map((name) => Type.Literal(name)),
    {
      description:
        'weak-network / 弱网: every /api reply slow (lognormal, median 600 ms) and 5% answer HTTP 504; ' +
        'pay-outage / 支付故障: 70% of /api/wxSrv/* answer code 2; ' +
        'service-jitter / 服务抖动: 10% of /api replies answer HTTP 500, 502 or 503, latency 20-300 ms',
    },
  ),
  seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 })),
});
export type ChaosPresetBody = Static<typeof ChaosPresetBody>;

export const ChaosNameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 40 }) });

/** One reply waiting for POST /__mock/held/release. */
export const HeldReply = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  method: Type.String(),
  url: Type.String(),
  profile: Type.String(),
  /** ISO time (real) since the reply has been held. */
  since: Type.String(),
});
export type HeldReply = Static<typeof HeldReply>;

export const ChaosStateData = Type.Object({
  profiles: Type.Array(ChaosProfile),
  held: Type.Array(HeldReply),
  presets: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type ChaosStateData = Static<typeof ChaosStateData>;

/** POST /__mock/held/release: one held reply (`id`) or all (no body / no id). */
export const HeldReleaseBody = Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })) });
export const HeldReleaseData = Type.Object({ released: Type.Integer({ minimum: 0 }) });

/** How a faulted reply is marked in the journal (GET /__mock/journal's `chaos`). */
export const ChaosMark = Type.Object({
  profile: Type.String(),
  /** The request's position among those the profile matched since it was set (1 = first). */
  n: Type.Integer({ minimum: 1 }),
  faults: Type.Array(Type.String()),
  delay_ms: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ChaosMark = Static<typeof ChaosMark>;
