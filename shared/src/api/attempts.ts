/**
 * `@sportsbook/shared/api/attempts` (since shared 2.13.0): the error class and the "reuse the
 * Idempotency-Key until the outcome is known" rule without the rest of `@sportsbook/shared/api`.
 * This module has no side effects and loads no HTTP client, token provider or cookies, so an
 * app with its own transport (the operators' back office, which calls the operator API with
 * fetch and keeps its session in sessionStorage) throws and catches the same `ApiError` and
 * follows the same rule as the bettors' apps.
 *
 * The federated apps (host, remote-*) import these from `@sportsbook/shared/api`: that is the
 * copy shared between them, so an `ApiError` thrown by the client is an instance of the class
 * they test against.
 */
export { ApiError, apiErrorFromBody, isApiErrorBody, type ApiFailureCode } from './api-error';
export {
  IdempotentAttempts,
  MAX_UNKNOWN_ATTEMPTS,
  outcomeKnown,
  type IdempotentAttempt,
  type IdempotentAttemptsOptions,
} from './idempotent-attempts';
export { newIdempotencyKey } from './idempotency-key';
