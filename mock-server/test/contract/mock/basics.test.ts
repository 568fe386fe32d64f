// Contract: user, cv/counter, index/button (foundation routes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUTTON_TEXT_CREATE, Code } from '@cv/contract';
import { call, expectCode, expectOk, loginOn, startTarget, type Target } from '../harness.ts';

let target: Target;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(() => target.close());

describe('GET /api/user', () => {
  it('answers the user for a valid token', async () => {
    const token = await loginOn(target);
    const user = expectOk('user', (await call(target, 'user', undefined, token)).body);
    expect(user.id).toBeGreaterThan(0);
  });
  it('answers 401 without a token', async () => {
    expectCode((await call(target, 'user')).body, Code.UNAUTHORIZED);
  });
});

describe('POST /api/cv/counter', () => {
  it('answers a number with no body', async () => {
    expect(expectOk('cvCounter', (await call(target, 'cvCounter')).body)).toBeGreaterThanOrEqual(0);
  });
  it('answers a number with {}', async () => {
    expectOk('cvCounter', (await call(target, 'cvCounter', {})).body);
  });
});

describe('POST /api/index/button', () => {
  it("answers text containing '创建简历' for an anonymous visitor", async () => {
    expect(expectOk('indexButton', (await call(target, 'indexButton')).body)).toContain(BUTTON_TEXT_CREATE);
  });
  it("answers text containing '创建简历' for a user with no resume", async () => {
    const token = await loginOn(target);
    expect(expectOk('indexButton', (await call(target, 'indexButton', {}, token)).body)).toContain(BUTTON_TEXT_CREATE);
  });
});

describe('GET /api/docs/json', () => {
  it('documents every route of the contract with its method', async () => {
    const { routes } = await import('@cv/contract');
    const doc = (await target.http().get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    for (const def of Object.values(routes)) {
      expect(doc.paths[def.path], def.path).toBeDefined();
      expect(doc.paths[def.path]?.[def.method.toLowerCase()], `${def.method} ${def.path}`).toBeDefined();
    }
  });
});
