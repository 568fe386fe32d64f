/**
 * Causes of replies (GET /__mock/explain/:id), built where the decision is made: forced replies
 * (plugins/forced-replies.ts), the token check (routes/define-route.ts), the quota (services/quota.ts), schema
 * validation and the error handler (plugins/envelope.ts). The journal (plugins/journal.ts) records
 * `reply.mockCause`; nothing is worked out again later. A chaos plugin sets `reply.mockCause` with kind 'chaos'.
 */
import path from 'node:path';
import type { MockReplyCause } from '@cv/contract';
import { newToken } from './ids.ts';

export type ReplyCause = MockReplyCause;

const SCENARIO_PREFIX = 'scenario-';
/** The random end of a scenario user's openid (its own length, as it may contain '-'). */
const SUFFIX_LENGTH = 10;

/** The openid of a new user of scenario `name` (services/scenarios.ts): scenario-NAME-SUFFIX. */
export const scenarioOpenid = (name: string) => `${SCENARIO_PREFIX}${name}-${newToken().slice(0, SUFFIX_LENGTH)}`;

/** The scenario that created this user, if any. */
export function scenarioOfOpenid(openid: string | undefined): string | undefined {
  if (!openid?.startsWith(SCENARIO_PREFIX) || openid.length < SCENARIO_PREFIX.length + SUFFIX_LENGTH + 2)
    return undefined;
  return openid.slice(SCENARIO_PREFIX.length, -(SUFFIX_LENGTH + 1));
}

const SRC = path.resolve(import.meta.dirname, '..');

/**
 * The service's own rule an error came from: the first frame of its stack in mock-server/src outside errors.ts,
 * as `resumes.ts owned:60` (file, function, line). Read from the error when it is answered: the stack is where
 * it was thrown.
 */
export function throwerRule(error: Error): string | null {
  for (const line of (error.stack ?? '').split('\n').slice(1)) {
    const match = /at (?:(?:async )?([\w$.<>]+) )?\(?(.+?):(\d+):\d+\)?$/.exec(line.trim());
    if (!match) continue;
    const file = match[2]!.replace(/^file:\/\//, '');
    if (!file.startsWith(SRC) || file.endsWith('errors.ts')) continue;
    const fn = match[1] && match[1] !== '<anonymous>' ? ` ${match[1].replace(/^Object\./, '')}` : '';
    return `${path.relative(SRC, file)}${fn}:${match[3]}`;
  }
  return null;
}
