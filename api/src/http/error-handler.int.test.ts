/**
 * The error handler, through routes registered only for this test: every failure leaves as
 * `{ message, code, errors: { message, ...fields } }` with a 4xx, and an unexpected error as a
 * generic 500 that reveals nothing; a database busy past its busy timeout as a 503.
 */
import type { ApiErrorBody } from '@sportsbook/shared/contracts';
import { build, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { balanceMinorOf, bearer, newUser, openMarket, postForm } from '../../test/session';
import { holdWriteLock } from '../../test/write-lock';
import { ApiError } from '../errors';
import { DATABASE_BUSY_MESSAGE, INTERNAL_ERROR_MESSAGE } from './error-handler';

let t: TestApp;

beforeAll(async () => {
  t = await build({ seed: false, env: { BODY_LIMIT_BYTES: '2048' } });
  t.app.post<{ Body: { username: string; stake: number } }>(
    '/test/form',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            username: { type: 'string', minLength: 1 },
            stake: { type: 'integer', minimum: 20 },
          },
          required: ['username', 'stake'],
          additionalProperties: false,
        },
      },
    },
    async (request) => ({ data: request.body }),
  );
  t.app.post(
    '/test/constructor-field',
    {
      schema: {
        body: {
          type: 'object',
          properties: { constructor: { type: 'string' } },
          required: ['constructor'],
        },
      },
    },
    async () => ({ data: 'ok' }),
  );
  t.app.get('/test/locked', async () => {
    throw new ApiError('MARKET_LOCKED', 'This market is locked.');
  });
  t.app.get('/test/field', async () => {
    throw new ApiError('VALIDATION_FAILED', 'Phone number must be 11 digit', {
      fieldErrors: { phone: 'Phone number must be 11 digit' },
    });
  });
  t.app.get('/test/bug', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  t.app.get('/test/throws-string', async () => {
    throw 'not even an Error';
  });
  await t.app.ready();
});

afterAll(async () => {
  await t.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };

describe('request bodies', () => {
  it('accepts form data, as SPEC posts it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/form',
      headers: FORM,
      payload: 'username=rahim&stake=50',
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: unknown }>(response).data).toEqual({ username: 'rahim', stake: 50 });
  });

  it('names each invalid field, with the first problem as the headline', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/form',
      headers: FORM,
      payload: 'username=&stake=5',
    });
    expect(response.statusCode).toBe(400);
    const body = json<ApiErrorBody>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.username).toMatch(/^username /);
    expect(body.message).toBe(body.errors.username);
    expect(body.errors.message).toBe(body.message);
  });

  it('reports a missing field by name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/form',
      headers: JSON_TYPE,
      payload: JSON.stringify({ username: 'rahim' }),
    });
    expect(response.statusCode).toBe(400);
    expect(json<ApiErrorBody>(response).errors.stake).toBe('The stake field is required.');
  });

  it('names a field called like a built-in object property', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/constructor-field',
      headers: JSON_TYPE,
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    const body = json<ApiErrorBody>(response);
    expect(body.message).toBe('The constructor field is required.');
    expect(Object.hasOwn(body.errors, 'constructor')).toBe(true);
  });

  it.each([
    ['malformed JSON', JSON_TYPE, '{"username":', 400, 'The request body is not valid JSON.'],
    ['an empty JSON body', JSON_TYPE, '', 400, null],
    ['an unsupported media type', { 'content-type': 'text/xml' }, '<a/>', 415, null],
    ['a body over the limit', FORM, `username=${'x'.repeat(5000)}&stake=50`, 413, null],
  ])('answers %s with the error body', async (_case, headers, payload, status, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/test/form', headers, payload });
    expect(response.statusCode).toBe(status);
    const body = json<ApiErrorBody>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual({ message: body.message });
    if (message) expect(body.message).toBe(message);
  });
});

describe('errors thrown by services', () => {
  it('maps an ApiError to its status and code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/locked' });
    expect(response.statusCode).toBe(409);
    expect(json<ApiErrorBody>(response)).toEqual({
      message: 'This market is locked.',
      code: 'MARKET_LOCKED',
      errors: { message: 'This market is locked.' },
    });
  });

  it('carries field errors beside the headline', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/field' });
    expect(response.statusCode).toBe(400);
    expect(json<ApiErrorBody>(response).errors).toEqual({
      message: 'Phone number must be 11 digit',
      phone: 'Phone number must be 11 digit',
    });
  });

  it.each(['/test/bug', '/test/throws-string'])(
    'answers an unexpected failure (%s) with a generic 500 that leaks nothing',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(json<ApiErrorBody>(response)).toEqual({
        message: INTERNAL_ERROR_MESSAGE,
        code: 'INTERNAL',
        errors: { message: INTERNAL_ERROR_MESSAGE },
      });
      expect(response.body).not.toContain('secret');
    },
  );
});

describe('CORS', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3005'])(
    'allows the local origin %s',
    async (origin) => {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url: '/ng/sports',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,idempotency-key',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-headers'])).toMatch(/Idempotency-Key/i);
    },
  );

  it('does not allow a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /health', () => {
  it("answers { status: 'ok' }", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(json<{ status: string }>(response)).toEqual({ status: 'ok' });
  });
});

describe('a database still busy past the busy timeout', () => {
  // Always SQLite: another process holds its write lock. A busy timeout of 0 gives up at the
  // first refusal, so the test needs no clock.
  let busy: TestApp;

  beforeAll(async () => {
    busy = await build({ dialect: 'sqlite', env: { SQLITE_BUSY_TIMEOUT_MS: '0' } });
  });

  afterAll(async () => {
    await busy.close();
  });

  it('answers 503 with Retry-After and the error body, and writes nothing', async () => {
    const user = await newUser(busy, 100);
    const market = await openMarket(busy);
    const countRows = async () => ({
      bets: (await busy.db.selectFrom('placed_bets').select('id').execute()).length,
      keys: (await busy.db.selectFrom('idempotency_keys').select('id').execute()).length,
      entries: (await busy.db.selectFrom('ledger_entries').select('id').execute()).length,
    });
    const before = await countRows();

    const lock = holdWriteLock(busy.config.sqlitePath);
    let response: Awaited<ReturnType<typeof postForm>>;
    try {
      response = await postForm(
        busy,
        '/ng/bet-submit',
        { bet_amount: 20, bet_event_id: market.events[0]!.id },
        { ...bearer(user.token), 'idempotency-key': 'busy-1' },
      );
    } finally {
      lock.release();
    }

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(json<ApiErrorBody>(response)).toEqual({
      message: DATABASE_BUSY_MESSAGE,
      code: 'SERVICE_UNAVAILABLE',
      errors: { message: DATABASE_BUSY_MESSAGE },
    });
    expect(await countRows()).toEqual(before);
    expect(await balanceMinorOf(busy, user.id)).toBe(10_000);

    // The same request once the lock is free goes through, under the same key.
    const retry = await postForm(
      busy,
      '/ng/bet-submit',
      { bet_amount: 20, bet_event_id: market.events[0]!.id },
      { ...bearer(user.token), 'idempotency-key': 'busy-1' },
    );
    expect(retry.statusCode).toBe(201);
    expect(await balanceMinorOf(busy, user.id)).toBe(8_000);
  });
});
