import type { ApiErrorBody, ApiErrorCode } from '../contracts';

/** Why a call failed, as the UI needs it: no toasts or redirects happen here. */
export type ApiFailureCode =
  | ApiErrorCode
  | 'NETWORK'
  | 'TIMEOUT'
  | 'UNEXPECTED_RESPONSE'
  /** The request could not be prepared (its configuration, its token): never sent. */
  | 'REQUEST_PREPARATION';

/** A failed API call. `message` is what the UI shows (the server's `errors.message`). */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: ApiFailureCode;
  readonly fieldErrors: Record<string, string>;

  constructor(
    message: string,
    options: { status: number | null; code: ApiFailureCode; fieldErrors?: Record<string, string> },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Partial<ApiErrorBody>;
  return typeof candidate.message === 'string' && typeof candidate.errors === 'object';
}

/** Turns an error body into an ApiError, preferring `errors.message` as SPEC section 8 shows it. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) {
    const { message: fieldMessage, ...fieldErrors } = body.errors ?? { message: body.message };
    return new ApiError(fieldMessage || body.message, {
      status,
      code: body.code ?? 'UNEXPECTED_RESPONSE',
      fieldErrors,
    });
  }
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message) {
      return new ApiError(message, { status, code: 'UNEXPECTED_RESPONSE' });
    }
  }
  return new ApiError(`The server answered ${status}.`, { status, code: 'UNEXPECTED_RESPONSE' });
}
