/** The `{ data }` wrapper around every non-list response body (SPEC section 7). */
export interface DataEnvelope<T> {
  data: T;
}

/** A page of a list: the paged envelope of SPEC section 7. Pages start at 1. */
export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * Field errors of an error body. `message` always repeats the headline so the client can show
 * `errors.message` (SPEC section 8); other keys name a form field and carry its first problem.
 */
export type ApiFieldErrors = { message: string } & { [field: string]: string };

/** Machine-readable reasons the server gives with a 4xx; the client branches on these, never on text. */
export type ApiErrorCode =
  | 'VALIDATION_FAILED'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'CONFLICT'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_CLIENT'
  | 'INVALID_GRANT'
  | 'USERNAME_TAKEN'
  | 'EMAIL_TAKEN'
  | 'MARKET_LOCKED'
  | 'MATCH_FINISHED'
  | 'STAKE_TOO_LOW'
  | 'STAKE_TOO_HIGH'
  | 'ODDS_CHANGED'
  | 'INSUFFICIENT_BALANCE'
  | 'IDEMPOTENCY_KEY_REQUIRED'
  | 'IDEMPOTENCY_KEY_REUSED'
  /** 503 with Retry-After: the database stayed busy past its busy timeout; nothing was written. */
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL';

/** The error body every 4xx and 5xx carries: `{ message, code, errors: { message, ...field errors } }`. */
export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  errors: ApiFieldErrors;
}
