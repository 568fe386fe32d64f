/** The code catalogue of DESIGN section 3. Every reply envelope carries one of these in `code`. */
export const Code = {
  OK: 0,
  INVALID_PARAMS: 1,
  BUSY: 2,
  NOT_FOUND: 3,
  MODULE_LIMIT: 4,
  QUOTA_EXHAUSTED: 5,
  NOTHING_TO_DOWNLOAD: 6,
  QR_PENDING: 7,
  QR_INVALID: 8,
  DOWNLOAD_GENERATING: 10,
  DOWNLOAD_TOO_FREQUENT: 11,
  UNAUTHORIZED: 401,
  ROUTE_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
  /** Client-side substitute for 401 on GET /api/user only (SPEC 8): not logged in, no redirect. */
  NOT_LOGGED_IN: 99999,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

/** Default Chinese messages; the server may send a more specific msg (for code 1 it names the field). */
export const CodeMessage: Record<CodeValue, string> = {
  0: 'ok',
  1: '参数错误',
  2: '网络繁忙，请重试',
  3: '资源不存在',
  4: '模块数量已达上限（最多 8 个）',
  5: '免费次数已用完，请购买会员',
  6: '简历内容为空，无法下载',
  7: '等待扫码确认',
  8: '二维码已失效，请刷新',
  10: '简历正在生成中，请稍候',
  11: '下载过于频繁，请稍后再试',
  401: '登录已失效，请重新登录',
  404: '接口不存在',
  413: '内容过大',
  500: '服务器开小差了，请稍后再试',
  99999: '未登录',
};

export const ALL_CODES: readonly CodeValue[] = Object.values(Code);
