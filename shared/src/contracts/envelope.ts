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
  /** 422: a deposit request would pass one of the bettor's deposit limits (issue 31). */
  | 'DEPOSIT_LIMIT_REACHED'
  /** 403: the bettor is on a time-out or has excluded themselves; the message says until when. */
  | 'PLAY_PAUSED'
  /** 422: two legs of a multiple are of one match (issue 32). */
  | 'MULTIPLE_CORRELATED'
  /** 422: a multiple of more than MAX_MULTIPLE_LEGS legs (issue 32). */
  | 'MULTIPLE_TOO_MANY_LEGS'
  /** 422: a multiple of fewer than MIN_MULTIPLE_LEGS legs (issue 32). */
  | 'MULTIPLE_TOO_FEW_LEGS'
  /** 503 with Retry-After: the database stayed busy past its busy timeout; nothing was written. */
  | 'SERVICE_UNAVAILABLE'
  /** 409: the bet cannot be cashed out now (not open, its market locked or settled). */
  | 'CASH_OUT_UNAVAILABLE'
  /** 409: the cash-out price moved and the odds-change preference refuses it; `errors.price_seen` is the new price. */
  | 'CASH_OUT_PRICE_CHANGED'
  | 'INTERNAL';

/** The error body every 4xx and 5xx carries: `{ message, code, errors: { message, ...field errors } }`. */
export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  errors: ApiFieldErrors;
}
