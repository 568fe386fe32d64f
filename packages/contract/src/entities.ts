/** Entities of SPEC 3 and DESIGN 4 as TypeBox schemas; the static types come from the same names. */
import { Type, type Static, type TLiteral, type TObject, type TString, type TUnion } from '@sinclair/typebox';
import { EDITIONS, EXPS_LEVELS, MODULE_STYLES, QR_STATES, TRADE_STATES } from './constants.ts';
import {
  MODULE_ENTRY_FIELDS,
  MODULE_NAME_MAX,
  PERSONAL_FIELD_MAX,
  type EntryFieldDef,
  type EntryOf,
} from './module-fields.ts';

/**
 * A union of the literals of a constant tuple (constants.ts), keeping them in its static type: ModuleStyle, Layout,
 * TradeState, QrState and ExpsLevel are the literal unions, typed here once for the SPA, the server and the schemas.
 */
type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
const lit = <const T extends readonly string[]>(values: T): TUnion<Literals<T>> =>
  Type.Union(values.map((v) => Type.Literal(v))) as TUnion<Literals<T>>;

/** 'YYYY-MM' or empty (an entry being typed may have no date yet). */
export const YearMonth = Type.String({ pattern: '^(\\d{4}-(0[1-9]|1[0-2]))?$', maxLength: 7 });
/** 'YYYY-MM-DD' or empty. */
export const DateString = Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', maxLength: 10 });
export const Cid = Type.String({ minLength: 1, maxLength: 64 });
const Text = (max: number) => Type.String({ maxLength: max });

export const User = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  avatar_url: Type.String(),
  vip_until: Type.Union([Type.String(), Type.Null()]),
  resumes_left: Type.Union([Type.Integer(), Type.Null()]),
  /** null means unlimited. */
  downloads_left: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
});
export type User = Static<typeof User>;

export const ExpsLevel = Type.Union([lit(EXPS_LEVELS), Type.Literal('')]);
export const Gender = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

export const Personal = Type.Object({
  cid: Cid,
  name: Text(PERSONAL_FIELD_MAX.name),
  wish: Text(PERSONAL_FIELD_MAX.wish),
  exps: ExpsLevel,
  phone: Text(PERSONAL_FIELD_MAX.phone),
  avatar: Text(PERSONAL_FIELD_MAX.avatar),
  avatar_url: Text(PERSONAL_FIELD_MAX.avatar_url),
  email: Text(PERSONAL_FIELD_MAX.email),
  birthday: DateString,
  gender: Gender,
});
export type Personal = Static<typeof Personal>;

// One entry of a module's content, per style (DESIGN 4): built from the one field table of module-fields.ts.
const entrySchema = <S extends ModuleStyle>(style: S) =>
  Type.Object(
    Object.fromEntries(
      (MODULE_ENTRY_FIELDS[style] as readonly EntryFieldDef[]).map((f) => [
        f.name,
        f.kind === 'month' ? YearMonth : Text(f.max),
      ]),
    ),
  ) as unknown as TObject<{ [K in keyof EntryOf<S>]: TString }>;
export const EduEntry = entrySchema('edu');
export const WorkEntry = entrySchema('work');
export const ProjectEntry = entrySchema('project');
export const SkillEntry = entrySchema('skill');
export const HonorEntry = entrySchema('honor');
export const SummaryEntry = entrySchema('summary');
export const CustomEntry = entrySchema('custom');
export type EduEntry = Static<typeof EduEntry>;
export type WorkEntry = Static<typeof WorkEntry>;
export type ProjectEntry = Static<typeof ProjectEntry>;
export type SkillEntry = Static<typeof SkillEntry>;
export type HonorEntry = Static<typeof HonorEntry>;
export type SummaryEntry = Static<typeof SummaryEntry>;
export type CustomEntry = Static<typeof CustomEntry>;

export const ModuleEntrySchemas = {
  edu: EduEntry,
  work: WorkEntry,
  project: ProjectEntry,
  skill: SkillEntry,
  honor: HonorEntry,
  summary: SummaryEntry,
  custom: CustomEntry,
} as const;
export interface ModuleEntryByStyle {
  edu: EduEntry;
  work: WorkEntry;
  project: ProjectEntry;
  skill: SkillEntry;
  honor: HonorEntry;
  summary: SummaryEntry;
  custom: CustomEntry;
}
/** Maximum number of entries in one module. */
export const MODULE_ENTRY_LIMIT = 30;

export const ModuleStyle = lit(MODULE_STYLES);
export const Module = Type.Object({
  id: Type.Integer(),
  cid: Cid,
  name: Text(MODULE_NAME_MAX),
  alias: Text(MODULE_NAME_MAX),
  /** A JSON string of an array of entries of the module's style; default '[]'. */
  content: Type.String({ maxLength: 60000 }),
  style: ModuleStyle,
  sort: Type.Integer(),
  custom: Type.Integer({ minimum: 0, maximum: 1 }),
});
export type Module = Static<typeof Module>;

export const LayoutName = lit(EDITIONS);
export const HexColor = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

export const TemplateItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  thumbnail: Type.String(),
  layout: LayoutName,
  color: HexColor,
  tags: Type.Array(Type.String()),
});
export type TemplateItem = Static<typeof TemplateItem>;

export const TemplatePage = Type.Object({
  cur_page: Type.Integer(),
  total_page: Type.Integer(),
  templates: Type.Array(TemplateItem),
});
export type TemplatePage = Static<typeof TemplatePage>;

export const ResumeListItem = Type.Object({
  cid: Cid,
  template: Type.String(),
  title: Type.String(),
  thumbnail: Type.String(),
  updated_at: Type.String(),
  personal: Type.Object({ name: Type.String(), wish: Type.String() }),
});
export type ResumeListItem = Static<typeof ResumeListItem>;

export const FullResume = Type.Object({
  modules: Type.Array(Module),
  personal: Personal,
  template: Type.String(),
});
export type FullResume = Static<typeof FullResume>;

export const Goods = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  desc: Type.String(),
  /** Price in fen (1/100 yuan). */
  price: Type.Integer(),
  original_price: Type.Integer(),
  vip_days: Type.Union([Type.Integer(), Type.Null()]),
  downloads: Type.Union([Type.Integer(), Type.Null()]),
  badge: Type.String(),
});
export type Goods = Static<typeof Goods>;

export const OutTradeNo = Type.String({ minLength: 6, maxLength: 32, pattern: '^[0-9A-Za-z_\\-|*]{6,32}$' });

export const Prepay = Type.Object({
  out_trade_no: OutTradeNo,
  code_url: Type.String(),
  /** PNG of code_url, for the SPA to show without a QR library. */
  qr_url: Type.String(),
  amount: Type.Integer(),
  description: Type.String(),
  time_expire: Type.String(),
  /**
   * Seconds until time_expire by the server's clock when it replied: the countdown runs from this, so a phone whose
   * own clock is wrong still shows the right time left.
   */
  expire_seconds: Type.Integer({ minimum: 0 }),
});
export type Prepay = Static<typeof Prepay>;

export const TradeState = lit(TRADE_STATES);
export const Order = Type.Object({
  out_trade_no: OutTradeNo,
  goods_id: Type.Integer(),
  goods_name: Type.String(),
  amount: Type.Integer(),
  trade_state: TradeState,
  trade_state_desc: Type.String(),
  created_at: Type.String(),
  success_time: Type.Union([Type.String(), Type.Null()]),
});
export type Order = Static<typeof Order>;

export const PositionTip = Type.Object({
  title: Type.String(),
  keywords: Type.Array(Type.String()),
  description: Type.String(),
  examples: Type.Array(Type.String()),
});
export type PositionTip = Static<typeof PositionTip>;

export const MajorTip = Type.Object({
  major: Type.String(),
  courses: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  careers: Type.Array(Type.String()),
});
export type MajorTip = Static<typeof MajorTip>;

export const QrStateName = lit(QR_STATES);
export type ExpsLevel = Static<typeof ExpsLevel>;
export type ModuleStyle = Static<typeof ModuleStyle>;
export type TradeState = Static<typeof TradeState>;
export type Layout = Static<typeof LayoutName>;
export type QrState = Static<typeof QrStateName>;
