/**
 * Every route of SPEC section 7: method, path, payload schema and reply `data` schema.
 * The mock server registers its handlers from this table and the SPA types its endpoints from it;
 * no route shape is written anywhere else.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Code, type CodeValue } from './codes.ts';
import { DEVICE, TEMPLATE_FILTERS, TEMPLATE_PAGE_SIZE } from './constants.ts';
import { MODULE_NAME_MAX } from './module-fields.ts';
import { routeEndpoints } from './paths.ts';
import {
  Cid,
  FullResume,
  Goods,
  MajorTip,
  Module,
  ModuleStyle,
  Order,
  OutTradeNo,
  Personal,
  PositionTip,
  Prepay,
  QrStateName,
  ResumeListItem,
  TemplatePage,
  User,
} from './entities.ts';

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tag: string;
  /** false: no token needed. */
  auth: boolean;
  body?: TSchema;
  querystring?: TSchema;
  /** Schema of the envelope's `data` on code 0. */
  data: TSchema;
  /**
   * Every code this route answers with HTTP 200, code 0 included (DESIGN 3). Any route may also answer the
   * TRANSPORT_REPLIES (malformed JSON, body too large, internal error) with their HTTP status.
   */
  codes: readonly CodeValue[];
  /** `data` of non-zero codes that carry some (qrState's 7 {state}); every other error code carries null. */
  codeData?: Readonly<Partial<Record<CodeValue, TSchema>>>;
  /** What a code means on this route when it is more than CodeMessage says (documented with the route's codes). */
  codeNotes?: Readonly<Partial<Record<CodeValue, string>>>;
  /** Multipart upload (body is not JSON). */
  multipart?: boolean;
}

const Empty = Type.Object({}, { description: 'empty: no body, or {}' });
const CidBody = Type.Object({ cid: Cid });
/** queryPay, repay and closeOrder: one order of the caller. */
const OrderNoBody = Type.Object({ out_trade_no: OutTradeNo });
const Page = Type.Integer({ minimum: 1, maximum: 10000, default: 1 });
const TemplateId = Type.String({ minLength: 1, maxLength: 64 });
const Device = Type.Literal(DEVICE, { default: DEVICE });
/** tip/position and tip/major: 'en' for an English resume; without it Chinese (English for a Latin query it lacks). */
const TipLang = Type.Union([Type.Literal('zh'), Type.Literal('en')], { description: "the tips' language" });
/** template/list and template/style: one page of templates or styles. */
const TemplatePageBody = Type.Object({
  page: Type.Optional(Page),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: TEMPLATE_PAGE_SIZE })),
  device: Type.Optional(Device),
  /** The gallery's filters: only items carrying every one of these tags (TEMPLATE_FILTERS). */
  tags: Type.Optional(
    Type.Array(Type.Union(TEMPLATE_FILTERS.flatMap((f) => f.tags).map((t) => Type.Literal(t))), { maxItems: 12 }),
  ),
});

/** personal/save takes the whole personal info, as cv/get gives it (SPEC 7). */
export const PersonalSaveBody = Personal;
export type PersonalSaveBody = Personal;

/** module/save: without id creates a module, with id updates it. content is validated per style. */
export const ModuleSaveBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  cid: Cid,
  name: Type.String({ minLength: 1, maxLength: MODULE_NAME_MAX }),
  alias: Type.String({ maxLength: MODULE_NAME_MAX }),
  /** Optional: a new module starts empty ('[]'), as SPEC 7 says; the server fills the default in. */
  content: Type.Optional(Type.String({ maxLength: 60000, default: '[]' })),
  style: ModuleStyle,
  sort: Type.Integer({ minimum: 0, maximum: 1000 }),
  /** Optional: 0 (a standard module) unless said otherwise. */
  custom: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0 })),
});
export type ModuleSaveBody = Static<typeof ModuleSaveBody>;

export const QrLoginData = Type.Object({
  qr_url: Type.String(),
  ticket: Type.String(),
  expire_seconds: Type.Integer(),
});
/** qrState: code 0 -> {token}; code 7 -> {state: 'waiting'|'scanned'} (QrPendingData); code 8 -> null. */
export const QrStateData = Type.Object({ token: Type.String() });
export const QrPendingData = Type.Object({ state: QrStateName });
export const UploadData = Type.Object({ avatar: Type.String(), avatar_url: Type.String() });
export const DownloadData = Type.Object({ url: Type.String(), name: Type.String() });
export const PreviewData = Type.Object({ pdf_base64: Type.String() });
export const AiGenData = Type.Object({ modules: Type.Array(Module) });

export const routes = {
  user: {
    ...routeEndpoints.user,
    tag: 'user',
    summary: '当前用户信息',
    auth: true,
    codes: [Code.OK, Code.UNAUTHORIZED],
    data: User,
  },
  qrLogin: {
    ...routeEndpoints.qrLogin,
    tag: 'login',
    summary: '申请登录二维码',
    auth: false,
    body: Empty,
    codes: [Code.OK, Code.INVALID_PARAMS],
    data: QrLoginData,
  },
  qrState: {
    ...routeEndpoints.qrState,
    tag: 'login',
    summary: '轮询扫码状态',
    auth: false,
    body: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 128 }) }),
    codes: [Code.OK, Code.INVALID_PARAMS, Code.QR_PENDING, Code.QR_INVALID],
    codeData: { [Code.QR_PENDING]: QrPendingData },
    data: QrStateData,
  },
  templateList: {
    ...routeEndpoints.templateList,
    tag: 'template',
    summary: '模板列表（分页）',
    auth: false,
    body: TemplatePageBody,
    codes: [Code.OK, Code.INVALID_PARAMS],
    data: TemplatePage,
  },
  templateStyle: {
    ...routeEndpoints.templateStyle,
    tag: 'template',
    summary: '模板样式列表（分页）',
    auth: false,
    body: TemplatePageBody,
    codes: [Code.OK, Code.INVALID_PARAMS],
    data: TemplatePage,
  },
  cvNew: {
    ...routeEndpoints.cvNew,
    tag: 'cv',
    summary: '用模板创建简历',
    auth: true,
    body: Type.Object({ template: TemplateId }),
    codes: [Code.OK, Code.INVALID_PARAMS, Code.QUOTA_EXHAUSTED, Code.UNAUTHORIZED],
    data: Type.Object({ cid: Cid }),
  },
  cvDownload: {
    ...routeEndpoints.cvDownload,
    tag: 'cv',
    summary: '生成下载链接',
    auth: true,
    body: CidBody,
    codes: [
      Code.OK,
      Code.INVALID_PARAMS,
      Code.NOT_FOUND,
      Code.QUOTA_EXHAUSTED,
      Code.NOTHING_TO_DOWNLOAD,
      Code.DOWNLOAD_GENERATING,
      Code.DOWNLOAD_TOO_FREQUENT,
      Code.UNAUTHORIZED,
    ],
    codeNotes: {
      // Issue 3 chose 6 for a cid that does not exist (or no longer does); another user's resume answers 3.
      [Code.NOTHING_TO_DOWNLOAD]: '简历内容为空，或简历不存在 / 已删除（他人的简历答 3）',
    },
    data: DownloadData,
  },
  cvPreview: {
    ...routeEndpoints.cvPreview,
    tag: 'cv',
    summary: '预览 PDF（base64）',
    auth: true,
    body: Type.Object({
      cid: Cid,
      template: TemplateId,
      device: Type.Optional(Device),
      color: Type.Optional(Type.String({ pattern: '^(#[0-9a-fA-F]{6})?$', default: '' })),
    }),
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: PreviewData,
  },
  cvSetTemplate: {
    ...routeEndpoints.cvSetTemplate,
    tag: 'cv',
    summary: '切换简历模板',
    auth: true,
    body: Type.Object({ cid: Cid, template: TemplateId }),
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: Type.Null(),
  },
  cvGet: {
    ...routeEndpoints.cvGet,
    tag: 'cv',
    summary: '读取整份简历',
    auth: true,
    body: CidBody,
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: FullResume,
  },
  cvCounter: {
    ...routeEndpoints.cvCounter,
    tag: 'cv',
    summary: '全站简历计数',
    auth: false,
    body: Empty,
    codes: [Code.OK, Code.INVALID_PARAMS],
    data: Type.Integer(),
  },
  cvList: {
    ...routeEndpoints.cvList,
    tag: 'cv',
    summary: '我的简历',
    auth: true,
    body: Type.Object({ page: Type.Optional(Page) }),
    codes: [Code.OK, Code.INVALID_PARAMS, Code.UNAUTHORIZED],
    data: Type.Array(ResumeListItem),
  },
  cvDelete: {
    ...routeEndpoints.cvDelete,
    tag: 'cv',
    summary: '删除简历',
    auth: true,
    body: CidBody,
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: Type.Null(),
  },
  indexButton: {
    ...routeEndpoints.indexButton,
    tag: 'index',
    summary: '首页主按钮文字',
    auth: false,
    body: Empty,
    codes: [Code.OK, Code.INVALID_PARAMS],
    data: Type.String(),
  },
  goodsList: {
    ...routeEndpoints.goodsList,
    tag: 'pay',
    summary: '商品（会员套餐）列表',
    auth: false,
    body: Empty,
    codes: [Code.OK, Code.INVALID_PARAMS],
    data: Type.Array(Goods),
  },
  prepay: {
    ...routeEndpoints.prepay,
    tag: 'pay',
    summary: '下单（Native 支付）',
    auth: true,
    body: Type.Object({ goods_id: Type.Integer({ minimum: 1 }) }),
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: Prepay,
  },
  queryPay: {
    ...routeEndpoints.queryPay,
    tag: 'pay',
    summary: '查询订单支付状态',
    auth: true,
    body: OrderNoBody,
    codes: [Code.OK, Code.INVALID_PARAMS, Code.BUSY, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: Order,
  },
  repay: {
    ...routeEndpoints.repay,
    tag: 'pay',
    summary: '继续支付未支付的订单（同一订单的支付二维码与剩余时间）',
    auth: true,
    body: OrderNoBody,
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: Prepay,
  },
  closeOrder: {
    ...routeEndpoints.closeOrder,
    tag: 'pay',
    summary: '取消（关闭）未支付的订单',
    auth: true,
    body: OrderNoBody,
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: Order,
  },
  userOrders: {
    ...routeEndpoints.userOrders,
    tag: 'pay',
    summary: '我的订单（新到旧）',
    auth: true,
    body: Empty,
    codes: [Code.OK, Code.INVALID_PARAMS, Code.UNAUTHORIZED],
    data: Type.Array(Order),
  },
  personalSave: {
    ...routeEndpoints.personalSave,
    tag: 'personal',
    summary: '保存个人信息',
    auth: true,
    body: PersonalSaveBody,
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: Type.Null(),
  },
  personalGet: {
    ...routeEndpoints.personalGet,
    tag: 'personal',
    summary: '读取个人信息（前端未使用）',
    auth: true,
    querystring: CidBody,
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: Personal,
  },
  moduleSave: {
    ...routeEndpoints.moduleSave,
    tag: 'module',
    summary: '新增或更新模块',
    auth: true,
    body: ModuleSaveBody,
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.MODULE_LIMIT, Code.UNAUTHORIZED],
    data: Type.Object({ id: Type.Integer() }),
  },
  moduleDelete: {
    ...routeEndpoints.moduleDelete,
    tag: 'module',
    summary: '删除模块',
    auth: true,
    body: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: Type.Null(),
  },
  moduleList: {
    ...routeEndpoints.moduleList,
    tag: 'module',
    summary: '模块列表（前端未使用）',
    auth: true,
    body: CidBody,
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: Type.Array(Module),
  },
  aiGenContent: {
    ...routeEndpoints.aiGenContent,
    tag: 'ai',
    summary: 'AI 生成简历内容',
    auth: true,
    body: CidBody,
    codes: [Code.OK, Code.INVALID_PARAMS, Code.NOT_FOUND, Code.UNAUTHORIZED],
    data: AiGenData,
  },
  tipPosition: {
    ...routeEndpoints.tipPosition,
    tag: 'tip',
    summary: '职位提示（模糊匹配）',
    auth: false,
    body: Type.Object({ title: Type.String({ maxLength: 50 }), lang: Type.Optional(TipLang) }),
    codes: [Code.OK, Code.INVALID_PARAMS],
    data: Type.Array(PositionTip),
  },
  tipMajor: {
    ...routeEndpoints.tipMajor,
    tag: 'tip',
    summary: '专业提示（模糊匹配）',
    auth: false,
    body: Type.Object({ major: Type.String({ maxLength: 50 }), lang: Type.Optional(TipLang) }),
    codes: [Code.OK, Code.INVALID_PARAMS],
    data: Type.Array(MajorTip),
  },
  avatarUpload: {
    ...routeEndpoints.avatarUpload,
    tag: 'personal',
    summary: '上传头像（multipart 字段 file）',
    auth: true,
    multipart: true,
    codes: [Code.OK, Code.INVALID_PARAMS, Code.UNAUTHORIZED],
    data: UploadData,
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
type BodyOf<R> = R extends { body: infer B extends TSchema }
  ? Static<B>
  : R extends { querystring: infer Q extends TSchema }
    ? Static<Q>
    : void;
export type RouteBody<N extends RouteName> = BodyOf<(typeof routes)[N]>;
export type RouteData<N extends RouteName> = Static<(typeof routes)[N]['data']>;

/** Route name by `METHOD /path` (the path without query string). */
export const routeByEndpoint: ReadonlyMap<string, RouteName> = new Map(
  (Object.keys(routes) as RouteName[]).map((name) => [`${routes[name].method} ${routes[name].path}`, name]),
);
