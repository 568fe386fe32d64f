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

export const LAYOUTS = ['classic', 'sidebar', 'band', 'timeline', 'compact'] as const;

export const TRADE_STATES = ['SUCCESS', 'NOTPAY', 'CLOSED', 'REFUND'] as const;

export const QR_STATES = ['waiting', 'scanned', 'confirmed', 'consumed', 'expired', 'cancelled'] as const;

/** Avatar upload limits (checked by the SPA before sending and by the server). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
