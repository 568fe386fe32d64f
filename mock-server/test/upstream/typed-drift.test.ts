// Typed drift against a fake real service that drifts once in each category: each finding has its category and
// severity (DRIFT_SEVERITY), route, code, JSON path, expected, got, first/last seen and count, and a restart of
// the mock on the same DATA_DIR keeps them (the observed store, DATA_DIR/observed.sqlite).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DRIFT_CATEGORIES, DRIFT_SEVERITY, routes, type DriftFinding, type MockDriftData } from '@cv/contract';
import { createRequire } from 'node:module';
import { XMLParser } from 'fast-xml-parser';
import AjvDraft04 from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import { buildApp } from '../../src/app.ts';
import { routeLocation, summary, toJunit, toSarif } from '../../src/observed/reports.ts';
import { LATENCY_MIN_SAMPLES } from '../../src/observed/drift.ts';
import { DRIFTS, startFakeService, type FakeService } from './fake-service.ts';

let fake: FakeService;
let dataDir: string;
const start = (upstream: string) =>
  buildApp({
    config: { dataDir, upstream, latencyBudgetMs: 50, aiLatencyMs: 0, mockAdminKey: '', publicUrl: 'http://127.0.0.1' },
  });
const findings = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/__mock/drift?limit=1000' })).json<{ code: number; data: MockDriftData }>();

beforeAll(async () => {
  fake = await startFakeService();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-typed-drift-'));
});
afterAll(async () => {
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const BODIES: Partial<Record<string, unknown>> = { [routes.tipPosition.path]: { title: '产品' } };

describe('typed drift', () => {
  let before: DriftFinding[];

  it('finds one drift of each category with its severity, route, path, expected and got', async () => {
    const app = await start(fake.url);
    // On-contract replies first: no findings.
    for (const name of ['goodsList', 'templateList', 'cvCounter', 'indexButton'] as const) {
      await app.inject({ method: 'POST', url: routes[name].path });
    }
    expect((await findings(app)).data.total).toBe(0);
    for (const category of DRIFT_CATEGORIES) {
      const { path: url, times = 1 } = DRIFTS[category];
      fake.drift(category);
      for (let i = 0; i < Math.max(times, category === 'latency' ? LATENCY_MIN_SAMPLES : 1); i++) {
        const body = BODIES[url];
        await app.inject({ method: 'POST', url, ...(body ? { payload: body as object } : {}) });
      }
    }
    const { code, data } = await findings(app);
    expect(code).toBe(0);
    const byCategory = (c: string) => data.findings.filter((f) => f.category === c);
    for (const category of DRIFT_CATEGORIES) {
      const found = byCategory(category);
      expect(found.length, category).toBeGreaterThanOrEqual(1);
      expect(new Set(found.map((f) => f.severity)), category).toEqual(new Set([DRIFT_SEVERITY[category]]));
      expect(new Set(found.map((f) => f.route)), category).toEqual(new Set([`POST ${DRIFTS[category].path}`]));
    }
    expect(byCategory('status')[0]).toMatchObject({ status: 202, expected: expect.stringContaining('HTTP status') });
    expect(byCategory('undocumented_code')[0]).toMatchObject({ code: 77, path: '$.code', got: '77' });
    expect(byCategory('field_added')[0]).toMatchObject({ path: '$.data[*].promo', got: '"限时"' });
    expect(byCategory('field_removed')[0]).toMatchObject({ path: '$.data[*].badge', expected: 'a value (required)' });
    expect(byCategory('type_changed')[0]).toMatchObject({ path: '$.data[*].price', expected: 'type integer' });
    expect(byCategory('enum_value').map((f) => f.path)).toContain('$.data.templates[*].layout');
    expect(byCategory('format')[0]).toMatchObject({ path: '$.data.templates[*].color', got: '"red"' });
    expect(byCategory('latency')[0]).toMatchObject({ status: null, expected: 'p95 ≤ 50 ms' });
    expect(byCategory('latency')[0]?.got).toMatch(/^p95 \d+ ms over the last \d+ replies$/);
    // Breaking first, then warning, then info.
    const order = data.findings.map((f) => ['breaking', 'warning', 'info'].indexOf(f.severity));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(data.counts).toEqual({
      breaking: data.findings.filter((f) => f.severity === 'breaking').length,
      warning: data.findings.filter((f) => f.severity === 'warning').length,
      info: data.findings.filter((f) => f.severity === 'info').length,
    });
    // The same drift again: the same finding, counted twice, first seen unchanged.
    const first = byCategory('format')[0] as DriftFinding;
    fake.drift('format');
    await app.inject({ method: 'POST', url: routes.templateList.path });
    const again = (await findings(app)).data.findings.find((f) => f.id === first.id);
    expect(again).toMatchObject({ count: 2, first_seen: first.first_seen });
    expect(Date.parse(again?.last_seen ?? '')).toBeGreaterThanOrEqual(Date.parse(first.last_seen));
    // A session's reset does not touch them (they describe the real service).
    expect((await app.inject({ method: 'POST', url: '/__mock/reset' })).json<{ code: number }>().code).toBe(0);
    before = (await findings(app)).data.findings;
    expect(before.length).toBe(data.total);
    await app.close();
  });

  it('keeps every finding across a restart on the same DATA_DIR', async () => {
    const app = await start(fake.url);
    expect((await findings(app)).data.findings).toEqual(before);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/drift' })).json<{ code: number }>().code).toBe(0);
    expect((await findings(app)).data.total).toBe(0);
    await app.close();
  });

  it('reports them for CI: JUnit with one failing case per breaking finding, SARIF 2.1.0 at the route, exit codes', () => {
    const breaking = before.filter((f) => f.severity === 'breaking');
    const warnings = before.filter((f) => f.severity === 'warning');
    expect(breaking.length).toBeGreaterThan(0);
    expect(warnings.length).toBeGreaterThan(0);

    const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['testsuite', 'testcase'].includes(name) });
    const junit = xml.parse(toJunit(before, 'drift')) as {
      testsuites: { testsuite: { testcase: { failure?: unknown }[] }[] };
    };
    const cases = junit.testsuites.testsuite.flatMap((s) => s.testcase);
    expect(cases).toHaveLength(before.length);
    expect(cases.filter((c) => c.failure !== undefined)).toHaveLength(breaking.length);
    const strict = xml.parse(toJunit(before, 'drift', true)) as typeof junit;
    const strictFailures = strict.testsuites.testsuite.flatMap((s) => s.testcase).filter((c) => c.failure);
    expect(strictFailures).toHaveLength(breaking.length + warnings.length);

    // SARIF 2.1.0 (the OASIS schema shipped by @microsoft/jest-sarif; draft-04, so ajv-draft-04).
    const require = createRequire(import.meta.url);
    // unicodeRegExp off: one of the schema's patterns (language tags) is invalid with the u flag.
    const ajv = new AjvDraft04({ strict: false, allErrors: true, unicodeRegExp: false });
    // Formats (uri, date-time) checked too; ajv-formats is CommonJS (its default may arrive as the module object).
    const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
      a: AjvDraft04,
    ) => void;
    addFormats(ajv);
    const validate = ajv.compile(require('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json') as object);
    const sarif = JSON.parse(toSarif(before, 'drift')) as {
      runs: { results: { ruleId: string; level: string; locations: { physicalLocation: unknown }[] }[] }[];
    };
    expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const results = sarif.runs[0]?.results ?? [];
    expect(results).toHaveLength(before.length);
    expect(results.filter((r) => r.level === 'error')).toHaveLength(breaking.length);
    // Located at the route's entry in the contract: goods/list's line of packages/contract/src/routes.ts.
    const at = routeLocation(`POST ${routes.goodsList.path}`);
    expect(at.file).toBe('packages/contract/src/routes.ts');
    const line = fs.readFileSync(path.resolve(import.meta.dirname, '../../..', at.file), 'utf8').split('\n')[
      at.line - 1
    ];
    expect(line).toBe('  goodsList: {');
    const goods = results.find((r) => r.ruleId === 'type_changed');
    expect(goods?.locations[0]?.physicalLocation).toMatchObject({
      artifactLocation: { uri: 'packages/contract/src/routes.ts' },
      region: { startLine: at.line },
    });

    // Exit codes: breaking -> 1; warnings only -> 0, or 1 with --fail-on-warning; info never fails.
    expect(summary(before).exitCode).toBe(1);
    expect(summary(warnings).exitCode).toBe(0);
    expect(summary(warnings, true).exitCode).toBe(1);
    expect(
      summary(
        before.filter((f) => f.severity === 'info'),
        true,
      ).exitCode,
    ).toBe(0);
  });
});
