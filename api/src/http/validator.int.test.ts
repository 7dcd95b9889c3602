/**
 * The app's validators refuse numbers that are not finite on every route, including one added
 * later without a hook of its own: Ajv alone lets "Infinity" through `integer` and `maximum`.
 */
import type { ApiErrorBody } from '@sportsbook/shared/contracts';
import { build, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { nonFinitePath } from './validator';

let t: TestApp;

beforeAll(async () => {
  t = await build({ seed: false });
  // A route as a later change might write it: schemas only, arithmetic in the handler.
  t.app.post<{ Querystring: { n: number }; Body: { amount?: number } }>(
    '/test/arithmetic',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { n: { type: 'integer', minimum: 1, maximum: 100 } },
          required: ['n'],
        },
        body: { type: 'object', properties: { amount: { type: 'number', maximum: 1000 } } },
      },
    },
    async (request) => {
      const total = request.query.n * (request.body?.amount ?? 1);
      if (!Number.isFinite(total)) throw new Error('arithmetic on a non-finite number');
      return { total };
    },
  );
});

afterAll(async () => {
  await t.close();
});

function post(query: string, body: string) {
  return t.app.inject({
    method: 'POST',
    url: `/test/arithmetic?${query}`,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
}

describe('validation of numbers', () => {
  it.each(['Infinity', '-Infinity', '1e400', '-1e400'])(
    'refuses n=%s in a query string with 400 naming the field',
    async (n) => {
      const response = await post(`n=${n}`, '{}');
      expect(response.statusCode).toBe(400);
      const body = json<ApiErrorBody>(response);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.errors)).toContain('n');
    },
  );

  it.each(['"Infinity"', '"1e400"', '1e400'])(
    'refuses amount %s in a JSON body with 400 naming the field',
    async (amount) => {
      const response = await post('n=2', `{"amount": ${amount}}`);
      expect(response.statusCode).toBe(400);
      expect(json<ApiErrorBody>(response).errors.amount).toMatch(/^amount must be /);
    },
  );

  it('still accepts finite numbers, coerced as before', async () => {
    const response = await post('n=2', '{"amount": 2.5}');
    expect(response.statusCode).toBe(200);
    expect(json<{ total: number }>(response).total).toBe(5);
  });
});

describe('nonFinitePath', () => {
  it('points at the first number that is not finite, however deep', () => {
    expect(nonFinitePath({ a: 1, b: [2, { c: Number.NaN }] })).toBe('/b/1/c');
    expect(nonFinitePath({ a: '1e400', b: [1, 2] })).toBeNull();
    expect(nonFinitePath(Number.NEGATIVE_INFINITY)).toBe('');
  });
});
