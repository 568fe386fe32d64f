/** Business constants of SPEC section 9 and DESIGN sections 4-5, shared by the SPA and the mock. */

export const TEMPLATE_PAGE_SIZE = 12;
/** cv/list page size: a full page means there may be a next one. */
export const RESUME_LIST_PAGE_SIZE = 20;
export const DEVICE = 'PC' as const;
export const QR_POLL_INTERVAL_MS = 2000;
export const PAY_POLL_INTERVAL_MS = 2000;
export const PERSONAL_SAVE_DEBOUNCE_MS = 600;
/** Maximum number of modules in a resume; module/save beyond it answers code 4. */
export const MODULE_LIMIT = 8;
export const DEFAULT_MODULE_SORT = 1;
export const DEFAULT_GENDER = 0;
/** Route-part (lazy chunk) load timeout. */
export const ROUTE_LOAD_TIMEOUT_MS = 120_000;
export const LOCALE = 'zh-cn';

/** Header carrying the session token on every request. */
export const TOKEN_HEADER = 'token';
/** Session-storage key holding the token in the SPA. */
export const TOKEN_STORAGE_KEY = 'token';
export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

export const QR_TTL_SECONDS = 300;
export const ORDER_TTL_MS = 30 * 60 * 1000;
/** Download of the same resume again within this window answers code 11. */
export const DOWNLOAD_REPEAT_WINDOW_MS = 3000;

/** Phrases of index/button (DESIGN 4) and the labels the home page derives from them (SPEC 1). */
export const BUTTON_TEXT_CREATE = '创建简历';
export const BUTTON_TEXT_PERSONAL = '个人中心';
export const BUTTON_LABEL_AI = 'AI生成简历';
export const BUTTON_LABEL_MY_RESUMES = '我的简历';

export const PAY_BUSY_MESSAGE = '网络繁忙，请重试';

export const EXPS_LEVELS = ['应届', '1-3年', '3-5年', '5-10年', '10年以上'] as const;

export const MODULE_STYLES = ['edu', 'work', 'project', 'skill', 'honor', 'summary', 'custom'] as const;

/**
 * The designs of the PDF engine (packages/contract/src/designs/*.ts), in gallery order: a template item's `layout`
 * names one, so the API, the contract and the SPA keep one vocabulary.
 */
export const LAYOUTS = [
  'classic',
  'campus-banner',
  'sidebar',
  'ats-plain',
  'band',
  'song-classic',
  'timeline',
  'campus-table',
  'compact',
  'side-plain',
  'campus-fresh',
  'rail-modern',
  'song-banner',
  'dark-sidebar',
  'dense-onepage',
  'gutter-titles',
  'campus-timeline',
  'band-cards',
  'executive',
  'tint-sidebar',
  'song-table',
  'numbered-pro',
  'pill-fresh',
  'band-dense',
  'side-id',
  'gutter-dates',
  'campus-sidebar',
  'rail-cards',
  'song-sidebar',
  'boxed-formal',
  'dense-stack',
  'rail-band',
  'ats-serif',
] as const;

/**
 * The English edition of every design (designs/english.ts): the same parts, every word the engine adds in English.
 * A template item's `layout` names a design (LAYOUTS) or an English edition (`en-<layout>`).
 */
export const EN_LAYOUTS = LAYOUTS.map((l) => `en-${l}` as const);
/** Every design and English edition a template may name. */
export const EDITIONS = [...LAYOUTS, ...EN_LAYOUTS];

/**
 * The colours every design can be chosen in (on its card and in the editor's drawer): a design in a colour is the
 * template `<layout>-<rrggbb>` (templateIdOf), one of template/list's items or not. One colour a line: a table of
 * values, alike in shape by nature.
 */
export const TEMPLATE_COLORS = [
  { name: '商务蓝', color: '#2f5496' },
  { name: '海蓝', color: '#0b6e99' },
  { name: '青碧', color: '#00838f' },
  { name: '清新绿', color: '#1f7a5c' },
  { name: '活力橙', color: '#d9822b' },
  { name: '中国红', color: '#b23a48' },
  { name: '玫红', color: '#c2185b' },
  { name: '典雅紫', color: '#7b4bb7' },
  { name: '靛青', color: '#3949ab' },
  { name: '咖啡', color: '#5d4037' },
  { name: '石板', color: '#455a64' },
  { name: '沉稳灰', color: '#37474f' },
] as const;

/** The gallery's filters: groups of tags a template item may carry (template/list's `tag`). */
export const TEMPLATE_FILTERS = [
  { label: '版式', tags: ['单栏', '双栏'] },
  { label: '照片', tags: ['有照片', '无照片'] },
  { label: '求职', tags: ['校招', '社招'] },
  { label: '篇幅', tags: ['一页'] },
  { label: '风格', tags: ['简约', '创意', 'ATS'] },
  { label: '字体', tags: ['宋体', '黑体'] },
  { label: '语言', tags: ['中文', '英文'] },
] as const;

/** The template id of a design in a colour: `classic-2f5496`. */
export const templateIdOf = (layout: string, color: string): string =>
  `${layout}-${color.replace(/^#/, '').toLowerCase()}`;

/** The design and colour a template id names (`campus-banner-0b6e99`), or null when it names none. */
export function parseTemplateId(id: string): { layout: (typeof EDITIONS)[number]; color: string } | null {
  const m = /^(.+)-([0-9a-f]{6})$/.exec(id);
  const layout = m?.[1] ?? '';
  if (!m || !(EDITIONS as readonly string[]).includes(layout)) return null;
  return { layout: layout as (typeof EDITIONS)[number], color: `#${m[2] ?? ''}` };
}

export const TRADE_STATES = ['SUCCESS', 'NOTPAY', 'CLOSED', 'REFUND'] as const;

export const QR_STATES = ['waiting', 'scanned', 'confirmed', 'consumed', 'expired', 'cancelled'] as const;

/** Avatar upload limits (checked by the SPA before sending and by the server). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
