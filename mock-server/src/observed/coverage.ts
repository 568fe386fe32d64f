/**
 * Contract coverage: operations x declared codes x reply properties of the /api contract, as exercised by the
 * journal (operations and codes: it keeps no reply bodies), by captures of upstream traffic and by the last contract
 * run (all three). Beside it, a conformance index (Microcks' term): the share of operation x code pairs the
 * document gives an example for, i.e. what an example-driven suite can cover at most.
 */
import type { Db } from '../db/open-database.ts';
import type { StoredExchange } from './captures.ts';
import { DOCS_PREFIX } from '../lib/url-path.ts';

/** Every JSON path of a value with list indices as [*] (`$.data[*].price`), each once. */
export function jsonPaths(value: unknown): string[] {
  const out = new Set<string>();
  const stack: [unknown, string, number][] = [[value, '$', 0]];
  while (stack.length > 0) {
    const [node, at, depth] = stack.pop() as [unknown, string, number];
    if (node === null || typeof node !== 'object' || depth > 32) continue;
    if (Array.isArray(node)) {
      for (const item of node.slice(0, 50)) stack.push([item, `${at}[*]`, depth + 1]);
      continue;
    }
    for (const [key, child] of Object.entries(node)) {
      const next = /^[A-Za-z_$][\w$]*$/.test(key) ? `${at}.${key}` : `${at}[${JSON.stringify(key)}]`;
      out.add(next);
      stack.push([child, next, depth + 1]);
    }
  }
  return [...out];
}

interface Node {
  $ref?: string;
  anyOf?: Node[];
  oneOf?: Node[];
  properties?: Record<string, Node>;
  items?: Node;
  enum?: unknown[];
}
interface Doc {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, Json> }> }>>;
}
interface Json {
  schema?: Node;
  examples?: Record<string, { value?: { code?: number } }>;
}

/** One exercised reply: its operation (`METHOD /path`), code and (when its body was kept) JSON paths. */
export interface Exercise {
  operation: string;
  code: number | null;
  paths?: readonly string[];
}

export interface Universe {
  /** `METHOD /path` -> code -> declared JSON paths of that code's reply. */
  operations: Map<string, Map<number, Set<string>>>;
  /** `METHOD /path code` pairs the document has an example for. */
  examples: Set<string>;
}

export function universeOf(document: unknown, prefix = '/api/'): Universe {
  const doc = document as Doc;
  const resolve = (node: Node | undefined): Node | undefined => {
    let out = node;
    for (let i = 0; out?.$ref && i < 16; i++) {
      out = out.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], document) as Node | undefined;
    }
    return out;
  };
  const declared = (root: Node | undefined): Set<string> => {
    const out = new Set<string>();
    const stack: [Node | undefined, string, number][] = [[root, '$', 0]];
    while (stack.length > 0) {
      const [raw, at, depth] = stack.pop() as [Node | undefined, string, number];
      const node = resolve(raw);
      if (!node || depth > 24) continue;
      for (const alt of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) stack.push([alt, at, depth + 1]);
      if (node.items) stack.push([node.items, `${at}[*]`, depth + 1]);
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        const next = /^[A-Za-z_$][\w$]*$/.test(key) ? `${at}.${key}` : `${at}[${JSON.stringify(key)}]`;
        out.add(next);
        stack.push([child, next, depth + 1]);
      }
    }
    return out;
  };
  const operations: Universe['operations'] = new Map();
  const examples = new Set<string>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith(prefix) || path.startsWith(DOCS_PREFIX)) continue;
    for (const [method, op] of Object.entries(ops)) {
      const operation = `${method.toUpperCase()} ${path}`;
      const json = op.responses?.['200']?.content?.['application/json'];
      const codes = new Map<number, Set<string>>();
      const root = resolve(json?.schema);
      for (const variant of root?.anyOf ?? (root ? [root] : [])) {
        const v = resolve(variant);
        const code = resolve(v?.properties?.code)?.enum?.[0];
        if (typeof code === 'number') codes.set(code, declared(v));
      }
      operations.set(operation, codes);
      for (const example of Object.values(json?.examples ?? {})) {
        if (typeof example.value?.code === 'number') examples.add(`${operation} ${example.value.code}`);
      }
    }
  }
  return { operations, examples };
}

const pct = (n: number, d: number) => (d === 0 ? 0 : Math.round((1000 * n) / d) / 10);
const ratio = (covered: number, total: number) => ({ covered, total, pct: pct(covered, total) });

export interface CoverageFigures {
  operations: { covered: number; total: number; pct: number };
  codes: { covered: number; total: number; pct: number };
  properties: { covered: number; total: number; pct: number };
}

/** What a list of exercised replies covers of the universe. */
export function coverageOf(universe: Universe, exercised: Iterable<Exercise>): CoverageFigures {
  const ops = new Set<string>();
  const codes = new Set<string>();
  const props = new Set<string>();
  for (const e of exercised) {
    const declared = universe.operations.get(e.operation);
    if (!declared) continue;
    ops.add(e.operation);
    if (e.code === null || !declared.has(e.code)) continue;
    codes.add(`${e.operation} ${e.code}`);
    const paths = declared.get(e.code) as Set<string>;
    for (const p of e.paths ?? []) if (paths.has(p)) props.add(`${e.operation} ${e.code} ${p}`);
  }
  let codeTotal = 0;
  let propTotal = 0;
  for (const codesOf of universe.operations.values()) {
    codeTotal += codesOf.size;
    for (const paths of codesOf.values()) propTotal += paths.size;
  }
  return {
    operations: ratio(ops.size, universe.operations.size),
    codes: ratio(codes.size, codeTotal),
    properties: ratio(props.size, propTotal),
  };
}

/** The conformance index: operation x code pairs with an example in the document, of all pairs. */
export function conformanceIndex(universe: Universe) {
  let total = 0;
  let withExample = 0;
  for (const [operation, codes] of universe.operations) {
    for (const code of codes.keys()) {
      total++;
      if (universe.examples.has(`${operation} ${code}`)) withExample++;
    }
  }
  return ratio(withExample, total);
}

/** An operation from a request: `METHOD /path` without the query. */
export const operationOf = (method: string, url: string) => `${method.toUpperCase()} ${url.split('?')[0]}`;

/** A captured exchange as exercised: its operation, its reply's envelope code (null when not JSON) and JSON paths. */
export function exerciseOfCapture(capture: Pick<StoredExchange, 'method' | 'url' | 'reply'>): Exercise {
  let body: unknown = null;
  try {
    body = capture.reply.body ? JSON.parse(capture.reply.body) : null;
  } catch {
    body = null;
  }
  const code = (body as { code?: unknown } | null)?.code;
  return {
    operation: operationOf(capture.method, capture.url),
    code: typeof code === 'number' ? code : null,
    paths: jsonPaths(body),
  };
}

/** The last contract run's exercised replies, kept in the observed store (one row, replaced by each run). */
export function createCoverageRuns(db: Db) {
  return {
    save(name: string, at: number, exercised: readonly Exercise[]) {
      db.prepare('INSERT OR REPLACE INTO coverage_runs (name, at, exercised) VALUES (?, ?, ?)').run(
        name,
        at,
        JSON.stringify(exercised),
      );
    },
    last(name: string): { at: number; exercised: Exercise[] } | null {
      const row = db.prepare('SELECT at, exercised FROM coverage_runs WHERE name = ?').get(name) as
        { at: number; exercised: string } | undefined;
      return row ? { at: row.at, exercised: JSON.parse(row.exercised) as Exercise[] } : null;
    },
  };
}
