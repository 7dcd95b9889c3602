/**
 * The one place errors become responses. Every 4xx and 5xx leaves as `ApiErrorBody`:
 * `{ message, code, errors: { message, ...field errors } }`. Services throw `ApiError`; Fastify
 * throws its own errors for bad input (schema validation, malformed or oversized bodies, unknown
 * content types); SQLite still busy past its busy timeout is a 503 with Retry-After; anything
 * else is a bug, logged and answered with a generic 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ApiErrorCode } from '@sportsbook/shared/contracts';
import { isDatabaseBusy } from '../db/db-errors';
import { ApiError } from '../errors';
import { setSecurityHeaders } from './security-headers';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again!';
export const DATABASE_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
/** Seconds a client should wait before retrying a request the busy database refused. */
const DATABASE_BUSY_RETRY_AFTER_S = 1;

export function errorBody(
  code: ApiErrorCode,
  message: string,
  fieldErrors: Readonly<Record<string, string>> = {},
): ApiErrorBody {
  return { message, code, errors: { ...fieldErrors, message } };
}

/** The code a Fastify or plugin error of this status stands for. */
function codeForStatus(statusCode: number): ApiErrorCode {
  switch (statusCode) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION_FAILED';
  }
}

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * `{ id: 'id must be integer' }` from Ajv's issues, or the message the property's schema gives
 * (validator.ts `withSchemaMessages`); the first issue of a field wins.
 */
function fieldErrorsOf(issues: readonly ValidationIssue[], context: string | undefined) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const missing = issue.keyword === 'required' ? issue.params.missingProperty : undefined;
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field =
      typeof missing === 'string' ? (path ? `${path}.${missing}` : missing) : path || context;
    const key = field ?? 'request';
    if (key === 'message' || Object.hasOwn(fields, key)) continue;
    const schemaMessage = issue.params.errorMessage;
    fields[key] =
      typeof schemaMessage === 'string'
        ? schemaMessage
        : typeof missing === 'string'
          ? `The ${missing} field is required.`
          : `${key} ${issue.message ?? 'is invalid'}`;
  }
  return fields;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error;
}

/**
 * Errors Fastify raises before routing (a URL that is not valid percent-encoding, a path
 * parameter over the length limit): without this they leave in Fastify's own shape.
 */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply): void {
  const statusCode = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The URL is not valid.'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A path parameter is too long.'
        : error.message;
  // No hook has run for such a request, so its security headers are set here.
  setSecurityHeaders(reply);
  reply.status(statusCode).send(errorBody(codeForStatus(statusCode), message));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.fieldErrors));
    }

    if (isFastifyError(error) && error.validation) {
      const fields = fieldErrorsOf(error.validation, error.validationContext);
      const message = Object.values(fields)[0] ?? 'The request is invalid.';
      return reply.status(400).send(errorBody('VALIDATION_FAILED', message, fields));
    }

    const statusCode = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
    if (statusCode >= 400 && statusCode < 500 && isFastifyError(error)) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large.'
            : error.message;
      return reply.status(statusCode).send(errorBody(codeForStatus(statusCode), message));
    }

    // SQLite refused a write past its busy timeout (another process held the lock): the write
    // transaction never began or was rolled back, so a retry is safe.
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'Database busy past its busy timeout');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_BUSY_RETRY_AFTER_S))
        .send(errorBody('SERVICE_UNAVAILABLE', DATABASE_BUSY_MESSAGE));
    }

    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', INTERNAL_ERROR_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(
        errorBody('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found.`),
      );
  });
}
