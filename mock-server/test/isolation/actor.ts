/**
 * One client of the sessions acceptance test (issue 34): round after round it resets its state, logs in, forces a
 * code of its own on a route every actor forces, creates resumes, moves the clock and reads its journal, and
 * records every way in which what it saw was not what it alone did. Run by Playwright workers
 * (e2e/specs/sessions-isolation.spec.ts) and by supertest (sessions-isolation.test.ts) at the same time against one
 * server: with a session each the count stays 0; sharing one state (ISOLATION_SESSIONS=off) it does not.
 * No imports of its own: the e2e and the server projects both compile it.
 */

/** Sends one request and answers its envelope (the caller adds its session header or cookie). */
export type Send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token?: string,
) => Promise<{ code: number; data: unknown; msg: string }>;

export interface ActorResult {
  name: string;
  rounds: number;
  requests: number;
  /** What the actor saw that it did not cause, one line each (empty: no interference). */
  interference: string[];
}

/** The route every actor forces, each with its own code. */
const FORCED_PATH = '/api/goods/list';

export interface ActorTiming {
  rounds: number;
  /** Epoch ms to start at, so actors in separate processes overlap (0: at once). */
  startAt: number;
}

/** ISOLATION_ROUNDS and ISOLATION_START_AT (set by scripts/sessions-isolation.mjs), else 12 rounds at once. */
export const timingFromEnv = (env: Record<string, string | undefined>): ActorTiming => ({
  rounds: Number(env.ISOLATION_ROUNDS) || 12,
  startAt: Number(env.ISOLATION_START_AT) || 0,
});

export async function runActor(
  name: string,
  index: number,
  send: Send,
  { rounds, startAt }: ActorTiming = { rounds: 12, startAt: 0 },
): Promise<ActorResult> {
  const wait = startAt - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const interference: string[] = [];
  let requests = 0;
  let journaled = 0;
  const call: Send = async (...args) => {
    requests++;
    journaled++;
    return send(...args);
  };
  const expectThat = (round: number, ok: boolean, what: string) => {
    if (!ok) interference.push(`${name} round ${round}: ${what}`);
  };
  const myCode = [2, 5, 6, 10, 11][index % 5]!;
  const myOffset = (index + 1) * 3_600_000;

  for (let round = 1; round <= rounds; round++) {
    journaled = 0;
    expectThat(round, (await call('POST', '/__mock/reset')).code === 0, 'reset refused');
    const login = await call('POST', '/__mock/login', { nickname: `${name}-${round}` });
    const token = (login.data as { token?: string } | null)?.token ?? '';
    const me = await call('GET', '/api/user', undefined, token);
    expectThat(round, me.code === 0, `own token answered ${me.code} (someone reset this state)`);

    await call('POST', '/__mock/force', { path: FORCED_PATH, code: myCode, times: 1 });
    const forced = await call('POST', FORCED_PATH, {});
    expectThat(round, forced.code === myCode, `forced ${myCode}, got ${forced.code}`);
    const after = await call('POST', FORCED_PATH, {});
    expectThat(round, after.code === 0, `after the one forced reply, got ${after.code} (someone else's rule)`);

    const resumes = 1 + (round % 3);
    for (let i = 0; i < resumes; i++) await call('POST', '/api/cv/new', { template: 'classic-2f5496' }, token);
    const list = await call('POST', '/api/cv/list', {}, token);
    const count = Array.isArray(list.data) ? list.data.length : -1;
    expectThat(round, count === resumes, `created ${resumes} resumes, list shows ${count} (code ${list.code})`);

    await call('POST', '/__mock/clock/advance', { ms: myOffset });
    // The panel polls GET /__mock/session: it is not journaled, so not counted.
    const session = await send('GET', '/__mock/session');
    requests++;
    const offset = (session.data as { clock_offset_ms?: number } | null)?.clock_offset_ms;
    expectThat(round, offset === myOffset, `moved the clock ${myOffset} ms, its offset is ${offset}`);

    // The journal holds exactly this round's requests (the journal read itself is not journaled).
    const expected = journaled;
    const journal = await send('GET', '/__mock/journal?limit=1000');
    requests++;
    const entries = Array.isArray(journal.data) ? journal.data.length : -1;
    expectThat(round, entries === expected, `journal has ${entries} entries, this actor made ${expected} requests`);
    // Let the other actors interleave.
    await new Promise((resolve) => setTimeout(resolve, 5 + ((index * 7 + round * 3) % 20)));
  }
  return { name, rounds, requests, interference };
}
