/**
 * What a failed call gives its caller (spec section 7): ret_msg, ret_code (default '0'), ret_data and
 * biz_no, plus the kind of failure so screens can say the right thing.
 */
export type ApiErrorKind = 'code' | 'network' | 'offline' | 'timeout' | 'contract';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly ret_code: string;
  readonly ret_msg: string;
  readonly ret_data: unknown;
  readonly biz_no: string | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    ret_code?: string;
    ret_msg: string;
    ret_data?: unknown;
    biz_no?: string;
  }) {
    super(init.ret_msg);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.ret_code = init.ret_code ?? '0';
    this.ret_msg = init.ret_msg;
    this.ret_data = init.ret_data ?? null;
    this.biz_no = init.biz_no;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A refusal by the bank with one of these return code values: the one code check (isCode, by name, is made
 * of it). By value for the modules that must not carry the product's code table (the landing, the error
 * screen); the others name the code with isCode.
 */
export function isCodeValue(error: unknown, ...codes: string[]): boolean {
  return isApiError(error) && error.kind === 'code' && codes.includes(error.ret_code);
}
