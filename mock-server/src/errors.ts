/** Business outcomes as values: a service throws ApiError, the error handler turns it into the envelope. */
import { Code, CodeMessage, type CodeValue, type MockReplyCause } from '@cv/contract';

export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly httpStatus: number;
  /** Forced through the control API rather than the server's own answer. */
  readonly forced: boolean;
  /** Why, when the thrower knows more than its own stack says (quota, token): GET /__mock/explain/:id. */
  readonly explain: MockReplyCause | undefined;

  constructor(
    code: number,
    msg?: string,
    options: { data?: unknown; httpStatus?: number; forced?: boolean; explain?: MockReplyCause } = {},
  ) {
    super(msg ?? CodeMessage[code as CodeValue] ?? '请求失败');
    this.code = code;
    this.data = options.data ?? null;
    this.httpStatus = options.httpStatus ?? 200;
    this.forced = options.forced ?? false;
    this.explain = options.explain;
  }
}

export const notFound = (msg = CodeMessage[Code.NOT_FOUND]) => new ApiError(Code.NOT_FOUND, msg);
export const invalid = (msg: string) => new ApiError(Code.INVALID_PARAMS, msg);
