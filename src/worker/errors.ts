/** @module worker/errors — HTTP errors and the one error shape: `{ "error": { "code", "message" } }`, never a stack. */

import { PithError, type PithErrorCode } from '../platform/workerd.js';

/**
 * Error codes the Worker adds to the library's {@link PithErrorCode}s.
 * @example
 * const code: HttpErrorCode = 'PAYLOAD_TOO_LARGE';
 */
export type HttpErrorCode =
  | 'UNAUTHORIZED'
  | 'FORBIDDEN_ORIGIN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INVALID_JSON'
  | 'INVALID_REQUEST'
  | 'NOT_CONFIGURED'
  | 'INTERNAL';

/**
 * The JSON body of every error response.
 * @example
 * const body: ErrorBody = { error: { code: 'UNAUTHORIZED', message: 'expected a valid bearer token, found a wrong one' } };
 */
export interface ErrorBody {
  error: { code: HttpErrorCode | PithErrorCode; message: string };
}

/**
 * A request failed with a known HTTP status; `headers` go on the response (Allow, WWW-Authenticate).
 * @example
 * throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'expected a body of at most 1048576 bytes, found 2000000');
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: HttpErrorCode;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    code: HttpErrorCode,
    message: string,
    options: { headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.headers = options.headers ?? {};
  }
}

/**
 * HTTP status of each library error code: bad input 400, unsatisfiable budget 422, provider 502,
 * storage 503, kernel and tokenizer 500, aborted 499 (the client closed the request).
 * @example
 * STATUS_BY_CODE.BUDGET_UNSATISFIABLE // 422
 */
export const STATUS_BY_CODE: Record<PithErrorCode, number> = {
  INVALID_INPUT: 400,
  INVALID_OPTIONS: 400,
  BUDGET_UNSATISFIABLE: 422,
  WASM_NOT_INITIALIZED: 500,
  WASM_LOAD_FAILED: 500,
  PROVIDER_FAILED: 502,
  STORAGE_FAILED: 503,
  TOKENIZER_LOAD_FAILED: 500,
  ABORTED: 499,
};

/** A PithError, also from a second copy of the library (bundles may hold two): matched by its code. */
function isPithError(error: unknown): error is PithError {
  if (error instanceof PithError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && Object.hasOwn(STATUS_BY_CODE, code);
}

/**
 * The status and body for any thrown value. Unknown errors are logged and become a bare 500
 * `INTERNAL`, so no message, stack or cause of an unexpected failure reaches the client.
 * @example
 * errorBody(new OptionsError('budget: expected a positive integer, found number -5'))
 * // { status: 400, body: { error: { code: 'INVALID_OPTIONS', message: 'budget: …' } } }
 */
export function errorBody(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.status, body: { error: { code: error.code, message: error.message } } };
  }
  if (isPithError(error)) {
    return { status: STATUS_BY_CODE[error.code], body: { error: { code: error.code, message: error.message } } };
  }
  // Logged for `wrangler tail`; the client learns nothing about the failure.
  console.error('pith worker: internal error', error);
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'internal error' } } };
}

/**
 * A JSON error response for any thrown value.
 * @example
 * catch (error) { return errorResponse(error); }
 */
export function errorResponse(error: unknown): Response {
  const { status, body } = errorBody(error);
  const headers = error instanceof HttpError ? error.headers : {};
  return Response.json(body, { status, headers });
}
