/**
 * Causes of replies (GET /__mock/explain/:id), built where the decision is made: forced replies
 * (plugins/forced-replies.ts), the token check (routes/define-route.ts), the quota (services/quota.ts), schema
 * validation and the error handler (plugins/envelope.ts). The journal (plugins/journal.ts) records
 * `reply.mockCause`; nothing is worked out again later. A chaos plugin sets `reply.mockCause` with kind 'chaos'.
 */
import path from 'node:path';
import type { MockReplyCause } from '@cv/contract';

export type ReplyCause = MockReplyCause;

/** The openid prefix of users a scenario creates (services/scenarios.ts). */
export const scenarioOpenid = (name: string, suffix: string) => `scenario-${name}-${suffix}`;

/** The scenario that created this user, if any. */
export function scenarioOfOpenid(openid: string | undefined): string | undefined {
  // scenario-NAME-SUFFIX, the suffix 10 characters (scenarios.ts).
  if (!openid?.startsWith('scenario-') || openid.length < 'scenario-'.length + 12) return undefined;
  return openid.slice('scenario-'.length, -11);
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
