/**
 * Every reply a route can give, derived from the route table's `codes` (DESIGN 3): the success envelope, the
 * envelopes of non-zero codes that carry data, one error envelope listing the route's other codes with `data: null`,
 * and the transport replies any route may give. The OpenAPI document, the contract suite's validator and the
 * upstream mode's drift check all use these schemas; nothing else describes a reply.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Code, CodeMessage, type CodeValue } from './codes.ts';
import {
  FullResume,
  Goods,
  MajorTip,
  Module,
  Order,
  Personal,
  PositionTip,
  Prepay,
  ResumeListItem,
  TemplateItem,
  TemplatePage,
  User,
} from './entities.ts';
import {
  AiGenData,
  DownloadData,
  ModuleSaveBody,
  PreviewData,
  QrLoginData,
  QrPendingData,
  QrStateData,
  UploadData,
  routes,
  type RouteDef,
  type RouteName,
} from './routes.ts';

/**
 * Replies any route may give with a non-200 HTTP status, whatever it declares: malformed JSON or URL, a bad or unknown
 * x-mock-session (400, code 1), unsupported content type (415, code 1), body too large (413), unexpected failure (500).
 */
export const TRANSPORT_REPLIES = [
  { status: 400, code: Code.INVALID_PARAMS },
  { status: 413, code: Code.PAYLOAD_TOO_LARGE },
  { status: 415, code: Code.INVALID_PARAMS },
  { status: 500, code: Code.INTERNAL },
] as const;
export type TransportCode = (typeof TRANSPORT_REPLIES)[number]['code'];

/** Every code a route can answer: its declared codes plus the transport ones. The SPA handles exactly these. */
export type RouteCodes<N extends RouteName> = (typeof routes)[N]['codes'][number] | TransportCode;
/** The non-zero codes of a route: what a caller's error handling must cover. */
export type RouteErrorCodes<N extends RouteName> = Exclude<RouteCodes<N>, typeof Code.OK>;

/** The codes a route may answer, as a set (declared and transport). */
export function routeCodes(name: RouteName): ReadonlySet<number> {
  return new Set<number>([...routes[name].codes, ...TRANSPORT_REPLIES.map((r) => r.code)]);
}

/** An integer that is one of these codes (an `enum`, so generated clients get a union of literals). */
export const CodeOf = (codes: readonly number[]) =>
  Type.Unsafe<number>({ type: 'integer', enum: [...new Set(codes)].sort((a, b) => a - b) });

/** The envelope of one code (or several) with this `data`. */
export const EnvelopeOf = (codes: readonly number[], data: TSchema) =>
  Type.Object({ code: CodeOf(codes), data, msg: Type.String() });

/** An error envelope: one of these codes, `data: null`, a message for the user. */
export const ErrorEnvelopeOf = (codes: readonly number[]) => EnvelopeOf(codes, Type.Null());

export interface ReplySpec {
  /** HTTP status of the reply. */
  status: number;
  description: string;
  schema: TSchema;
}

/** `3 资源不存在; 6 …`: each code with its message, or the route's own note on it. */
export const describeCodes = (codes: readonly number[], notes: RouteDef['codeNotes'] = {}) =>
  codes.map((c) => `${c} ${notes?.[c as CodeValue] ?? CodeMessage[c as CodeValue] ?? ''}`.trim()).join('; ');

/** Every reply of a route by HTTP status: 200 (success and business codes), then the transport replies. */
export function routeReplies(name: RouteName): ReplySpec[] {
  return repliesOf(routes[name]);
}

/** The replies of any envelope route (an /api route, a /__mock route) from its `data`, `codes` and `codeData`. */
export function repliesOf(def: Pick<RouteDef, 'data' | 'codes' | 'codeData' | 'codeNotes'>): ReplySpec[] {
  const withData = def.codeData ?? {};
  const dataCodes = Object.keys(withData).map(Number) as CodeValue[];
  const errorCodes = def.codes.filter((c) => c !== Code.OK && !dataCodes.includes(c));
  const variants: TSchema[] = [EnvelopeOf([Code.OK], def.data)];
  for (const code of dataCodes) variants.push(EnvelopeOf([code], withData[code] as TSchema));
  if (errorCodes.length > 0) variants.push(ErrorEnvelopeOf(errorCodes));
  const ok: ReplySpec = {
    status: 200,
    description:
      def.codes.length > 1
        ? `code 0 with data, or a business code (${describeCodes(
            def.codes.filter((c) => c !== Code.OK),
            def.codeNotes,
          )})`
        : 'code 0 with data',
    schema: variants.length === 1 ? (variants[0] as TSchema) : Type.Union(variants),
  };
  const byStatus = new Map<number, number[]>();
  for (const r of TRANSPORT_REPLIES) byStatus.set(r.status, [...(byStatus.get(r.status) ?? []), r.code]);
  const transport = [...byStatus].map(([status, codes]) => ({
    status,
    description: TRANSPORT_DESCRIPTIONS[status] ?? describeCodes(codes),
    schema: ErrorEnvelopeOf(codes),
  }));
  return [ok, ...transport];
}

const TRANSPORT_DESCRIPTIONS: Record<number, string> = {
  400: 'malformed JSON, forbidden keys, malformed URL, or a bad or unknown x-mock-session (code 1)',
  413: 'body too large (code 413)',
  415: 'unsupported content type (code 1)',
  500: 'unexpected failure (code 500)',
};

/** The schema a reply with this HTTP status must match, or null when the route never answers that status. */
export function replySchema(name: RouteName, status: number): TSchema | null {
  return routeReplies(name).find((r) => r.status === status)?.schema ?? null;
}

/**
 * Entities that the OpenAPI document names as components (each copy of one of these schemas becomes a `$ref`).
 * Keys are the component names.
 */
export const NAMED_SCHEMAS: Readonly<Record<string, TSchema>> = {
  User,
  Personal,
  Module,
  TemplateItem,
  TemplatePage,
  ResumeListItem,
  FullResume,
  Goods,
  Prepay,
  Order,
  PositionTip,
  MajorTip,
  QrLoginData,
  QrStateData,
  QrPendingData,
  DownloadData,
  PreviewData,
  AiGenData,
  UploadData,
  ModuleSaveBody,
};
