/**
 * Checks replies against the OpenAPI document (the served /api/docs/json, or one built the same way) with a
 * standard JSON Schema validator: Ajv (draft 2020-12, the dialect of OpenAPI 3.1) with ajv-formats. Used by the
 * contract suite on every reply it receives and by the upstream mode's drift check.
 * A 200 reply is checked against the one variant its `code` selects, so a violation names the field, not a list
 * of every variant's complaints.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives as the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv2020,
) => void;

/**
 * What kind of disagreement a violation is (typed drift, GET /__mock/drift). latency is judged by the drift store
 * from the upstream's timings, never by this validator.
 */
export type DriftCategory =
  | 'status'
  | 'undocumented_code'
  | 'field_added'
  | 'field_removed'
  | 'type_changed'
  | 'enum_value'
  | 'format'
  | 'latency';

export interface Violation {
  category: DriftCategory;
  /** `METHOD /path` of the route. */
  route: string;
  status: number;
  code: number | null;
  /** JSON path of the offending value, e.g. `$.data.templates[0].color`. */
  path: string;
  expected: string;
  got: string;
}

export type ReplyVerdict =
  { documented: false } | { documented: true; ok: true } | { documented: true; ok: false; violations: Violation[] };

interface SchemaNode {
  anyOf?: SchemaNode[];
  properties?: { code?: { enum?: number[] } };
}
interface Doc {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: SchemaNode }> }> }>
  >;
}

interface WalkNode {
  $ref?: string;
  anyOf?: unknown[];
  oneOf?: unknown[];
  items?: unknown;
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
  patternProperties?: unknown;
}

/** Arrays: only this many items are searched for undeclared fields (a list's items share one schema). */
const ADDITIONS_ITEMS = 20;
/** At most this many undeclared fields are named per reply. */
const ADDITIONS_MAX = 50;

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

function jsonPath(pointer: string): string {
  if (!pointer) return '$';
  return (
    '$' +
    pointer
      .split('/')
      .slice(1)
      .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((part) =>
        /^\d+$/.test(part) ? `[${part}]` : /^[A-Za-z_$][\w$]*$/.test(part) ? `.${part}` : `[${JSON.stringify(part)}]`,
      )
      .join('')
  );
}

function valueAt(body: unknown, pointer: string): unknown {
  let node = body;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 200));

function describe(error: ErrorObject): { pointer: string; expected: string; category: DriftCategory } {
  const params = error.params as Record<string, unknown>;
  const pointer = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: `${pointer}/${escapePointer(String(params.missingProperty))}`,
        expected: 'a value (required)',
        category: 'field_removed',
      };
    case 'type':
      return { pointer, expected: `type ${String(params.type)}`, category: 'type_changed' };
    case 'enum':
      return { pointer, expected: `one of ${JSON.stringify(params.allowedValues)}`, category: 'enum_value' };
    case 'const':
      return { pointer, expected: `exactly ${JSON.stringify(params.allowedValue)}`, category: 'enum_value' };
    case 'additionalProperties':
      return {
        pointer: `${pointer}/${escapePointer(String(params.additionalProperty))}`,
        expected: 'no such field',
        category: 'field_added',
      };
    // A value of the declared type outside its declared shape: format, pattern, length, range, item count.
    case 'format':
    case 'pattern':
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
    case 'minItems':
    case 'maxItems':
    case 'uniqueItems':
      return { pointer, expected: `${error.keyword}: ${error.message ?? ''}`.trim(), category: 'format' };
    // anyOf / oneOf / not: the value matches none of the declared alternatives.
    default:
      return { pointer, expected: `${error.keyword}: ${error.message ?? ''}`.trim(), category: 'type_changed' };
  }
}

const ALTERNATIVES = new Set(['anyOf', 'oneOf']);

/**
 * Ajv names every failed alternative of an anyOf: a layout outside its union of literals gives one `const` error per
 * literal plus the anyOf. One violation per value instead: when an alternative failed deeper (an object's field),
 * those deeper errors alone; else one enum_value (`enum`, every allowed literal) or type_changed (`type`, every type).
 */
function mergeAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  const unions = errors.filter((e) => ALTERNATIVES.has(e.keyword));
  if (unions.length === 0) return [...errors];
  const drop = new Set<ErrorObject>(unions);
  const merged: ErrorObject[] = [];
  for (const union of unions) {
    const at = union.instancePath;
    const branches = errors.filter((e) => e.schemaPath.startsWith(`${union.schemaPath}/`));
    const shallow = branches.filter((e) => e.instancePath === at && !ALTERNATIVES.has(e.keyword));
    shallow.forEach((e) => drop.add(e));
    if (branches.some((e) => e.instancePath.startsWith(`${at}/`))) continue;
    const values = shallow.flatMap((e) =>
      e.keyword === 'const'
        ? [e.params.allowedValue]
        : e.keyword === 'enum'
          ? (e.params.allowedValues as unknown[])
          : [],
    );
    const types = shallow.filter((e) => e.keyword === 'type').map((e) => String(e.params.type));
    if (values.length > 0) {
      merged.push({ ...union, keyword: 'enum', params: { allowedValues: [...values, ...types.map((t) => `(${t})`)] } });
    } else if (types.length > 0) {
      merged.push({ ...union, keyword: 'type', params: { type: [...new Set(types)].join(' or ') } });
    } else {
      merged.push(union);
    }
  }
  return [...errors.filter((e) => !drop.has(e)), ...merged];
}

export function createReplyValidator(document: unknown) {
  const doc = document as Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document as object, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.getSchema(`openapi#${pointer}`);
      if (!validate) throw new Error(`no schema at ${pointer}`);
      compiled.set(pointer, validate);
    }
    return validate;
  };

  /** Checks one reply; `path` is the request path without query string. */
  function check(method: string, path: string, status: number, body: unknown): ReplyVerdict {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    if (!operation) return { documented: false };
    const route = `${method.toUpperCase()} ${path}`;
    const code =
      body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'number'
        ? (body as { code: number }).code
        : null;
    const statusKey = operation.responses?.[String(status)] ? String(status) : 'default';
    const schema = operation.responses?.[statusKey]?.content?.['application/json']?.schema;
    if (!schema) {
      const declared = Object.keys(operation.responses ?? {}).join(', ');
      return {
        documented: true,
        ok: false,
        violations: [
          {
            category: 'status',
            route,
            status,
            code,
            path: '$',
            expected: `an HTTP status of ${declared}`,
            got: `HTTP ${status}`,
          },
        ],
      };
    }
    let pointer = `/paths/${escapePointer(path)}/${method.toLowerCase()}/responses/${statusKey}/content/application~1json/schema`;
    if (schema.anyOf && code !== null) {
      const index = schema.anyOf.findIndex((variant) => variant.properties?.code?.enum?.includes(code));
      if (index < 0) {
        const codes = schema.anyOf.flatMap((variant) => variant.properties?.code?.enum ?? []);
        return {
          documented: true,
          ok: false,
          violations: [
            {
              category: 'undocumented_code',
              route,
              status,
              code,
              path: '$.code',
              expected: `one of ${JSON.stringify(codes)}`,
              got: show(code),
            },
          ],
        };
      }
      pointer += `/anyOf/${index}`;
    }
    const validate = validatorAt(pointer);
    if (validate(body)) return { documented: true, ok: true };
    const seen = new Set<string>();
    const violations: Violation[] = [];
    for (const error of mergeAlternatives(validate.errors ?? [])) {
      const { pointer: at, expected, category } = describe(error);
      const key = `${at} ${expected}`;
      if (seen.has(key)) continue;
      seen.add(key);
      violations.push({ category, route, status, code, path: jsonPath(at), expected, got: show(valueAt(body, at)) });
    }
    return { documented: true, ok: false, violations };
  }
  /** The schema node at a JSON pointer of the document. */
  const nodeAt = (pointer: string): WalkNode | undefined => {
    let node: unknown = document;
    for (const raw of pointer.split('/').slice(1)) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return node as WalkNode | undefined;
  };

  /**
   * Fields of a reply its schema does not declare (field_added): the contract's objects allow extra fields, so the
   * validator above never names them. Follows $ref, the alternative of an anyOf that the value matches, declared
   * properties, and the first ADDITIONS_ITEMS items of arrays; at most ADDITIONS_MAX findings per reply.
   */
  function additions(method: string, path: string, status: number, body: unknown): Violation[] {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    const statusKey = operation?.responses?.[String(status)] ? String(status) : 'default';
    if (!operation?.responses?.[statusKey]?.content?.['application/json']?.schema) return [];
    const route = `${method.toUpperCase()} ${path}`;
    const code =
      body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'number'
        ? (body as { code: number }).code
        : null;
    const found: Violation[] = [];
    const stack: [string, unknown, string][] = [
      [
        `/paths/${escapePointer(path)}/${method.toLowerCase()}/responses/${statusKey}/content/application~1json/schema`,
        body,
        '',
      ],
    ];
    while (stack.length > 0 && found.length < ADDITIONS_MAX) {
      const [start, value, at] = stack.pop() as [string, unknown, string];
      let schemaPointer = start;
      let node = nodeAt(schemaPointer);
      for (let hops = 0; node?.$ref && hops < 16; hops++) {
        schemaPointer = node.$ref.replace(/^#/, '');
        node = nodeAt(schemaPointer);
      }
      if (!node || value === null || typeof value !== 'object') continue;
      const alternatives = node.anyOf ? 'anyOf' : node.oneOf ? 'oneOf' : null;
      if (alternatives) {
        // The alternative the value matches; else (an envelope that drifted) the one its `code` selects.
        const variants = (node[alternatives] ?? []) as SchemaNode[];
        let chosen = variants.findIndex((_, i) => validatorAt(`${schemaPointer}/${alternatives}/${i}`)(value));
        if (chosen < 0) {
          const valueCode = (value as { code?: unknown }).code;
          chosen = variants.findIndex((v) => v.properties?.code?.enum?.includes(valueCode as number));
        }
        if (chosen >= 0) stack.push([`${schemaPointer}/${alternatives}/${chosen}`, value, at]);
        continue;
      }
      if (Array.isArray(value)) {
        if (node.items && typeof node.items === 'object') {
          value
            .slice(0, ADDITIONS_ITEMS)
            .forEach((item, i) => stack.push([`${schemaPointer}/items`, item, `${at}/${i}`]));
        }
        continue;
      }
      if (!node.properties) continue;
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        const childAt = `${at}/${escapePointer(key)}`;
        if (Object.hasOwn(node.properties, key)) {
          stack.push([`${schemaPointer}/properties/${escapePointer(key)}`, child, childAt]);
        } else if (node.additionalProperties === undefined && node.patternProperties === undefined) {
          found.push({
            category: 'field_added',
            route,
            status,
            code,
            path: jsonPath(childAt),
            expected: 'no such field',
            got: show(child),
          });
        }
      }
    }
    return found;
  }

  /** Whether the document has this operation (its replies are checked), without checking any reply. */
  const documented = (method: string, path: string): boolean => Boolean(doc.paths[path]?.[method.toLowerCase()]);
  return Object.assign(check, { documented, additions });
}

export type ReplyValidator = ReturnType<typeof createReplyValidator>;
