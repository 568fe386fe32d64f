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

export interface Violation {
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

function describe(error: ErrorObject): { pointer: string; expected: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: `${error.instancePath}/${escapePointer(String(params.missingProperty))}`,
        expected: 'a value (required)',
      };
    case 'type':
      return { pointer: error.instancePath, expected: `type ${String(params.type)}` };
    case 'enum':
      return { pointer: error.instancePath, expected: `one of ${JSON.stringify(params.allowedValues)}` };
    case 'const':
      return { pointer: error.instancePath, expected: `exactly ${JSON.stringify(params.allowedValue)}` };
    default:
      return { pointer: error.instancePath, expected: `${error.keyword}: ${error.message ?? ''}`.trim() };
  }
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
          { route, status, code, path: '$', expected: `an HTTP status of ${declared}`, got: `HTTP ${status}` },
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
            { route, status, code, path: '$.code', expected: `one of ${JSON.stringify(codes)}`, got: show(code) },
          ],
        };
      }
      pointer += `/anyOf/${index}`;
    }
    const validate = validatorAt(pointer);
    if (validate(body)) return { documented: true, ok: true };
    const seen = new Set<string>();
    const violations: Violation[] = [];
    for (const error of validate.errors ?? []) {
      const { pointer: at, expected } = describe(error);
      const key = `${at} ${expected}`;
      if (seen.has(key)) continue;
      seen.add(key);
      violations.push({ route, status, code, path: jsonPath(at), expected, got: show(valueAt(body, at)) });
    }
    return { documented: true, ok: false, violations };
  }
  /** Whether the document has this operation (its replies are checked), without checking any reply. */
  const documented = (method: string, path: string): boolean => Boolean(doc.paths[path]?.[method.toLowerCase()]);
  return Object.assign(check, { documented });
}

export type ReplyValidator = ReturnType<typeof createReplyValidator>;
