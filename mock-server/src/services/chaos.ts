/**
 * Chaos profiles (packages/contract chaos.ts): which faults a matched /api request gets, decided from the profile's
 * own seeded generator (xoroshiro128+ from pure-rand), so the same seed and the same requests give the same faults;
 * and the replies held until a control call releases them. The request-time half is plugins/chaos.ts.
 *
 * One profile applies per request: an exact path beats a prefix (`/api/wxSrv/*`), a longer prefix a shorter one,
 * the newest of two equal ones the older.
 * Every matched request draws the same seven numbers from the generator whatever happens to it, so one fault's
 * outcome never shifts the draws of the next request.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import {
  CHAOS_PRESETS,
  Code,
  CodeMessage,
  type ChaosLatency,
  type ChaosMark,
  type ChaosPresetId,
  type ChaosProfile,
  type ChaosProfileBody,
  type CodeValue,
  type HeldReply,
} from '@cv/contract';
import { invalid } from '../errors.ts';

export type ChaosFault = 'error' | 'status' | 'rate-limit' | 'reset' | 'truncate' | 'dribble' | 'hold' | 'latency';

/** What a chaos profile does to one request. */
export interface ChaosDecision {
  mark: ChaosMark & { faults: ChaosFault[] };
  delayMs: number;
  /** The faulted reply: an envelope with this code, at this HTTP status. */
  error: { code: number; status: number; msg: string; retryAfterS?: number } | null;
  reset: boolean;
  truncate: boolean;
  dribble: { bytes: number; intervalMs: number } | null;
  hold: boolean;
}

interface LiveProfile {
  body: ChaosProfileBody;
  seed: number;
  preset?: string;
  rng: RandomGenerator;
  /** Matched requests so far (the position succeed-first / fail-first count). */
  matched: number;
  faults: Record<string, number>;
  /** The 429 budget's mock-clock minute and the requests counted in it. */
  minute: number;
  inMinute: number;
}

interface Held extends HeldReply {
  release: () => void;
}

export const MAX_CHAOS_PROFILES = 50;
export const DEFAULT_CHAOS_SEED = 1;

/** The presets' profiles (CHAOS_PRESETS names them). */
export function presetProfiles(id: ChaosPresetId): ChaosProfileBody[] {
  const name = CHAOS_PRESETS[id];
  switch (id) {
    case 'weak-network':
      return [
        {
          name,
          path: '/api/*',
          latency: { kind: 'lognormal', median_ms: 600, sigma: 0.8, cap_ms: 15_000 },
          error: { rate: 0.05, status: [504], msg: '网关超时' },
        },
      ];
    case 'pay-outage':
      return [{ name, path: '/api/wxSrv/*', error: { rate: 0.7, code: Code.BUSY } }];
    case 'service-jitter':
      return [
        {
          name,
          path: '/api/*',
          latency: { kind: 'uniform', min_ms: 20, max_ms: 300 },
          error: { rate: 0.1, status: [500, 502, 503] },
        },
      ];
  }
}

/** The preset id of an id or a Chinese name; null for neither. */
export function presetId(name: string): ChaosPresetId | null {
  for (const [id, label] of Object.entries(CHAOS_PRESETS))
    if (name === id || name === label) return id as ChaosPresetId;
  return null;
}

/** The fields each latency kind needs. */
const LATENCY_FIELDS = {
  fixed: ['ms'],
  uniform: ['min_ms', 'max_ms'],
  lognormal: ['median_ms', 'sigma', 'cap_ms'],
} as const;

/** Checks what the schema cannot (code 1 naming the field); nothing is changed when it throws. */
export function checkProfile(body: ChaosProfileBody): void {
  const latency = body.latency;
  if (latency) {
    for (const field of LATENCY_FIELDS[latency.kind]) {
      if (latency[field] === undefined) throw invalid(`参数错误：缺少必填字段 latency.${field}（${latency.kind}）`);
    }
    if (latency.kind === 'uniform' && latency.max_ms! < latency.min_ms!) {
      throw invalid('参数错误：字段 latency.max_ms 不能小于 latency.min_ms');
    }
    if (latency.kind === 'lognormal' && latency.cap_ms! < latency.median_ms!) {
      throw invalid('参数错误：字段 latency.cap_ms 不能小于 latency.median_ms');
    }
  }
  if (body.error?.code !== undefined && body.error.status !== undefined) {
    throw invalid('参数错误：字段 error.code 与 error.status 只能给一个');
  }
  const faults = [
    body.error,
    body.sequence,
    body.latency,
    body.rate_limit,
    body.reset_rate,
    body.truncate_rate,
    body.dribble,
    body.hold,
  ];
  if (faults.every((fault) => fault === undefined || fault === false)) {
    throw invalid(
      '参数错误：缺少必填字段 error：至少设置一种故障（error / sequence / latency / rate_limit / reset_rate / truncate_rate / dribble / hold）',
    );
  }
}

/** Matching order: exact paths first, then prefixes longest first; among equals the newest first (a stable sort). */
function specificity(path: string): number {
  return path.endsWith('*') ? path.length : 1000;
}

function latencyMs(latency: ChaosLatency | undefined, u1: number, u2: number): number {
  if (!latency) return 0;
  switch (latency.kind) {
    case 'fixed':
      return latency.ms!;
    case 'uniform':
      return Math.round(latency.min_ms! + u1 * (latency.max_ms! - latency.min_ms!));
    case 'lognormal': {
      // Box-Muller: a standard normal from two uniforms (1 - u1 keeps the logarithm finite).
      const z = Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
      return Math.min(latency.cap_ms!, Math.round(latency.median_ms! * Math.exp(latency.sigma! * z)));
    }
  }
}

/** The envelope and HTTP status of an error fault. */
function errorReply(
  body: ChaosProfileBody,
  u: number,
): { code: number; status: number; msg: string; fault: ChaosFault } {
  const statuses = body.error?.status;
  const status = statuses ? statuses[Math.min(statuses.length - 1, Math.floor(u * statuses.length))]! : 200;
  const code = body.error?.code ?? (status >= 500 ? Code.INTERNAL : Code.BUSY);
  const msg = body.error?.msg ?? CodeMessage[code as CodeValue] ?? `模拟故障 ${code}`;
  return { code, status, msg, fault: statuses ? 'status' : 'error' };
}

/** `now` is the mock clock (the 429 budget counts per mock-clock minute). */
export function createChaos(now: () => number) {
  let profiles: LiveProfile[] = [];
  const held = new Map<number, Held>();
  let nextHeldId = 1;

  const live = (body: ChaosProfileBody, preset?: string): LiveProfile => {
    const seed = body.seed ?? DEFAULT_CHAOS_SEED;
    return {
      body,
      seed,
      ...(preset ? { preset } : {}),
      rng: xoroshiro128plus(seed),
      matched: 0,
      faults: {},
      minute: -1,
      inMinute: 0,
    };
  };
  const sortProfiles = () => profiles.sort((a, b) => specificity(b.body.path) - specificity(a.body.path));

  function decide(profile: LiveProfile): ChaosDecision {
    const { body, rng } = profile;
    const u = Array.from({ length: 7 }, () => uniformFloat64(rng));
    const index = profile.matched++;
    const faults: ChaosFault[] = [];
    let error: ChaosDecision['error'] = null;

    if (body.rate_limit) {
      const t = now();
      const minute = Math.floor(t / 60_000);
      if (minute !== profile.minute) {
        profile.minute = minute;
        profile.inMinute = 0;
      }
      profile.inMinute += 1;
      if (profile.inMinute > body.rate_limit.per_minute) {
        const retryAfterS = Math.max(1, Math.ceil(((minute + 1) * 60_000 - t) / 1000));
        error = { code: Code.BUSY, status: 429, msg: '请求过于频繁，请稍后再试', retryAfterS };
        faults.push('rate-limit');
      }
    }
    if (!error) {
      const seq = body.sequence;
      const fails = seq
        ? seq.mode === 'succeed-first'
          ? index >= seq.n
          : index < seq.n
        : body.error !== undefined && u[0]! < body.error.rate;
      if (fails) {
        const { fault, ...reply } = errorReply(body, u[1]!);
        error = reply;
        faults.push(fault);
      }
    }
    const reset = !error && body.reset_rate !== undefined && u[4]! < body.reset_rate;
    if (reset) faults.push('reset');
    const truncate = !reset && body.truncate_rate !== undefined && u[5]! < body.truncate_rate;
    if (truncate) faults.push('truncate');
    const dribble =
      !reset && !truncate && body.dribble && u[6]! < body.dribble.rate
        ? { bytes: body.dribble.bytes, intervalMs: body.dribble.interval_ms }
        : null;
    if (dribble) faults.push('dribble');
    const hold = body.hold === true;
    if (hold) faults.push('hold');
    const delayMs = latencyMs(body.latency, u[2]!, u[3]!);
    if (delayMs > 0) faults.push('latency');
    for (const fault of faults) profile.faults[fault] = (profile.faults[fault] ?? 0) + 1;
    return {
      mark: { profile: body.name, n: index + 1, faults, ...(delayMs > 0 ? { delay_ms: delayMs } : {}) },
      delayMs,
      error,
      reset,
      truncate,
      dribble,
      hold,
    };
  }

  return {
    /** Whether any profile is set: the request hook skips everything else when none is. */
    active: (): boolean => profiles.length > 0,
    /** Sets (or replaces, by name) a profile; its generator starts again from its seed. */
    set(body: ChaosProfileBody, preset?: string): void {
      checkProfile(body);
      const others = profiles.filter((p) => p.body.name !== body.name);
      if (others.length >= MAX_CHAOS_PROFILES) {
        throw invalid(`参数错误：字段 name：最多 ${MAX_CHAOS_PROFILES} 个故障配置，请先删除一些`);
      }
      profiles = [live(body, preset), ...others];
      sortProfiles();
    },
    /** Replaces every profile with a preset's (seeded with `seed` when given). */
    applyPreset(id: ChaosPresetId, seed?: number): void {
      const bodies = presetProfiles(id).map((body) => (seed === undefined ? body : { ...body, seed }));
      for (const body of bodies) checkProfile(body);
      profiles = bodies.map((body) => live(body, id));
      sortProfiles();
    },
    /** Drops one profile; false when there is none of that name. */
    drop(name: string): boolean {
      const before = profiles.length;
      profiles = profiles.filter((p) => p.body.name !== name);
      return profiles.length < before;
    },
    /** Drops every profile and lets every held reply go on. */
    clear(): void {
      profiles = [];
      this.release();
    },
    list: (): ChaosProfile[] =>
      profiles.map((p) => ({
        ...p.body,
        seed: p.seed,
        ...(p.preset ? { preset: p.preset } : {}),
        counters: { requests: p.matched, faults: { ...p.faults } },
      })),
    /** The faults for a request to this path, or null when no profile matches. */
    decide(path: string): ChaosDecision | null {
      for (const profile of profiles) {
        const p = profile.body.path;
        if (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p) return decide(profile);
      }
      return null;
    },
    /** Holds a reply until release(); returns its id (for forget()). */
    hold(entry: Omit<HeldReply, 'id' | 'since'>, release: () => void): number {
      const id = nextHeldId++;
      held.set(id, { ...entry, id, since: new Date().toISOString(), release });
      return id;
    },
    /** Forgets a held reply without releasing it (its client went away); false when it was no longer held. */
    forget: (id: number): boolean => held.delete(id),
    /** Releases one held reply (by id) or all; how many were released. */
    release(id?: number): number {
      const targets = id === undefined ? [...held.values()] : held.has(id) ? [held.get(id)!] : [];
      for (const entry of targets) {
        held.delete(entry.id);
        entry.release();
      }
      return targets.length;
    },
    isHeld: (id: number): boolean => held.has(id),
    listHeld: (): HeldReply[] => [...held.values()].map(({ release: _release, ...entry }) => entry),
  };
}
export type Chaos = ReturnType<typeof createChaos>;
