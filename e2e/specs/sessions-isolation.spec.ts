/**
 * Issue 34's acceptance, the browser side: two workers at once on the run's one server, each test in its own mock
 * session (the mock_session cookie of its browser context, which page.request carries like the SPA's fetches),
 * resetting, forcing codes and moving the clock round after round: neither sees the other (actor.ts says how it
 * checks). npm run test:isolation runs these with a supertest actor on the same server; ISOLATION_SESSIONS=off
 * drops the cookie to show the same checks failing on one shared state.
 */
import type { APIRequestContext } from '@playwright/test';
import { runActor, timingFromEnv, type Send } from '../../mock-server/test/isolation/actor';
import { expect, test } from '../support/fixtures';

test.describe.configure({ mode: 'parallel' });

const withSessions = process.env.ISOLATION_SESSIONS !== 'off';

function sendWith(api: APIRequestContext): Send {
  return async (method, url, body, token) => {
    const response = await api.fetch(url, {
      method,
      headers: token ? { token } : {},
      ...(body === undefined ? {} : { data: body }),
    });
    return (await response.json()) as { code: number; data: unknown; msg: string };
  };
}

for (const index of [0, 1]) {
  test(`worker ${index + 1} of 2 resets, forces codes and moves the clock in its own session: the other never sees it`, async ({
    page,
    context,
  }) => {
    if (!withSessions) await context.clearCookies();
    const timing = timingFromEnv(process.env);
    const result = await runActor(`playwright-${index + 1}`, index, sendWith(page.request), timing);
    console.log(
      `${result.name}: ${result.rounds} rounds, ${result.requests} requests, ${result.interference.length} interference`,
    );
    for (const line of result.interference.slice(0, 5)) console.log(`  ${line}`);
    expect(result.interference).toEqual([]);
  });
}
