/**
 * Typed helpers over the control API for createMock's `control`: each one request to a /__mock route through the
 * mock's fetch, answering the envelope's `data` (types from the contract) or throwing MockControlError with the
 * route's code and message.
 */
import type { MockLoginBody } from '@cv/contract';
import {
  MOCK_PREFIX,
  type ChaosPresetBody,
  type ChaosProfileBody,
  type ChaosStateData,
  type MockForceBody,
  type MockJournalEntry,
  type MockLoginData,
  type MockScenarioData,
  type MockSnapshot,
  type MockSnapshotRestoreData,
} from '@cv/contract';
import type { Static } from '@sinclair/typebox';

/** A control route answered a code other than 0. */
export class MockControlError extends Error {
  readonly route: string;
  readonly code: number;
  constructor(route: string, code: number, message: string) {
    super(`${route}: code ${code} ${message}`);
    this.route = route;
    this.code = code;
    this.name = 'MockControlError';
  }
}

type Fetch = (request: Request) => Promise<Response>;

export function createControl(fetchMock: Fetch) {
  async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await fetchMock(
      new Request(`http://localhost${MOCK_PREFIX}${url}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      }),
    );
    const envelope = (await res.json()) as { code: number; data: T; msg: string };
    if (envelope.code !== 0) throw new MockControlError(`${method} ${MOCK_PREFIX}${url}`, envelope.code, envelope.msg);
    return envelope.data;
  }
  return {
    /** Logs in without a QR code (a user by id or nickname, or a new one): its token and user. */
    login: (body: Static<typeof MockLoginBody> = {}) => call<MockLoginData>('POST', '/login', body),
    /** Loads a scenario (a file of fixtures/scenarios): its user's token and a note. */
    scenario: (name: string, nickname?: string) =>
      call<MockScenarioData>('POST', '/scenario', nickname ? { name, nickname } : { name }),
    /** The scenarios there are (the files of fixtures/scenarios). */
    scenarios: () => call<{ name: string; title: string; note: string }[]>('GET', '/scenarios'),
    /** Forces a route's next replies. */
    force: (rule: MockForceBody) => call<unknown[]>('POST', '/force', rule),
    clearForced: () => call<unknown[]>('DELETE', '/force'),
    /** Sets (or replaces by name) a chaos profile. */
    chaos: (profile: ChaosProfileBody) => call<ChaosStateData>('PUT', '/chaos', profile),
    chaosPreset: (body: ChaosPresetBody) => call<ChaosStateData>('POST', '/chaos/preset', body),
    clearChaos: () => call<ChaosStateData>('DELETE', '/chaos'),
    /** The mock clock now, or moved forward by `ms`. */
    clock: () => call<{ now: number; iso: string }>('GET', '/clock'),
    advanceClock: (ms: number) =>
      call<{ now: number; iso: string; expired_sessions: number }>('POST', '/clock/advance', { ms }),
    /** The newest requests, newest first. */
    journal: (limit = 50) => call<Static<typeof MockJournalEntry>[]>('GET', `/journal?limit=${limit}`),
    /** The session's whole state as one value (save it as a file), and back. */
    snapshot: () => call<MockSnapshot>('GET', '/snapshot'),
    restore: (snapshot: MockSnapshot) => call<MockSnapshotRestoreData>('POST', '/snapshot', snapshot),
    /** Back to the fixtures: data, clock, forced replies and chaos. */
    reset: () => call<null>('POST', '/reset'),
  };
}
export type MockControlApi = ReturnType<typeof createControl>;
