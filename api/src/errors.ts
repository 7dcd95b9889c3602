/**
 * The one error services throw. It carries a code from the wire contract; the error handler
 * (http/error-handler.ts) turns it into the `ApiErrorBody` and the status below.
 */
import type { ApiErrorCode } from '@sportsbook/shared/contracts';

/** The HTTP status each code answers with, unless the thrower says otherwise. */
const STATUS_BY_CODE: Record<ApiErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  INVALID_CREDENTIALS: 400,
  INVALID_CLIENT: 401,
  INVALID_GRANT: 400,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  MARKET_LOCKED: 409,
  MATCH_FINISHED: 409,
  STAKE_TOO_LOW: 422,
  STAKE_TOO_HIGH: 422,
  ODDS_CHANGED: 409,
  INSUFFICIENT_BALANCE: 422,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  DEPOSIT_LIMIT_REACHED: 422,
  PLAY_PAUSED: 403,
  MULTIPLE_CORRELATED: 422,
  MULTIPLE_TOO_MANY_LEGS: 422,
  MULTIPLE_TOO_FEW_LEGS: 422,
  SERVICE_UNAVAILABLE: 503,
  CASH_OUT_UNAVAILABLE: 409,
  CASH_OUT_PRICE_CHANGED: 409,
  INTERNAL: 500,
};

export interface ApiErrorOptions {
  /** Problems with named form fields: `{ phone: 'Phone number must be 11 digit' }`. */
  fieldErrors?: Record<string, string>;
  /** Overrides the status the code usually answers with. */
  statusCode?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(code: ApiErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = options.statusCode ?? STATUS_BY_CODE[code];
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

export function statusForCode(code: ApiErrorCode): number {
  return STATUS_BY_CODE[code];
}

/** A shorthand for the most common throw. */
export function notFound(message: string): ApiError {
  return new ApiError('NOT_FOUND', message);
}
