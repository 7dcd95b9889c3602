/**
 * Every route with an id, fed ids that are not ids: each must answer a 4xx with the error body,
 * never a 500 and never data.
 */
import type { ApiErrorBody } from '@sportsbook/shared/contracts';
import { buildBeforeAll, json } from '../../test/helper';
import { postForm } from '../../test/session';
import { NUL_MESSAGE } from './reject-nul';
import type { TestApp } from '../../test/helper';

let t: TestApp;

buildBeforeAll({}, (app) => {
  t = app;
});

const ROUTES = [
  (id: string) => `/ng/match-details/${id}`,
  (id: string) => `/ng/event-details/${id}`,
  (id: string) => `/ng/sport/${id}/matchesWithEvents`,
  (id: string) => `/ng/sport/${id}/pre-matches`,
  (id: string) => `/getPredictionEvent/${id}`,
];

/** Ids no route may accept, with the status each must get. */
const BAD_IDS: [string, number][] = [
  ['abc', 400],
  ['-1', 400],
  ['0', 400],
  ['1.5', 400],
  ['1e3', 400],
  ['0x10', 400],
  ['+1', 400],
  ['%201', 400],
  ['01', 400],
  ['true', 400],
  ['%E0%A4%A', 400],
  ['99999999999999999999', 400],
  ['9007199254740993', 400],
  ['2147483648', 400],
  ['x'.repeat(150), 414],
  // A valid id that matches nothing.
  ['2147483647', 404],
];

function expectErrorBody(body: ApiErrorBody): void {
  expect(Object.keys(body).sort()).toEqual(['code', 'errors', 'message']);
  expect(body.message).toEqual(expect.any(String));
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.errors.message).toBe(body.message);
}

describe.each(ROUTES.map((route) => [route('{id}'), route]))('%s', (_name, route) => {
  it.each(BAD_IDS)('answers id %s with %i and the error body', async (id, status) => {
    const response = await t.app.inject({ method: 'GET', url: route(id) });
    expect(response.statusCode).toBe(status);
    const body = json<ApiErrorBody>(response);
    expectErrorBody(body);
    expect(body.code).toBe(status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
  });

  it('names the id field in the errors of a validation failure', async () => {
    const body = json<ApiErrorBody>(await t.app.inject({ method: 'GET', url: route('abc') }));
    expect(body.errors.id).toBe('id must be a positive integer.');
  });

  it('ignores an unknown query string rather than failing', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${route('1')}?page=abc&x[]=1` });
    expect(response.statusCode).toBe(200);
  });
});

describe('routes without an id', () => {
  it.each([
    '/ng/live_matches',
    '/ng/advancebets',
    '/ng/upcoming-matches',
    '/ng/sports',
    '/ng/countries',
    '/ng/clubs',
    '/ng/site-notices',
    '/ng/site-settings',
  ])('%s ignores junk query strings', async (url) => {
    const response = await t.app.inject({ method: 'GET', url: `${url}?id=-1&page[]=x&%zz` });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['GET', '/ng/unknown'],
    ['GET', '/ng/match-details'],
    ['GET', '/ng/sport/1'],
    ['GET', '/ng/sport/1/unknown'],
    ['POST', '/ng/live_matches'],
    ['DELETE', '/ng/match-details/1'],
  ] as const)('%s %s is 404 with the error body', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    const body = json<ApiErrorBody>(response);
    expectErrorBody(body);
    expect(body.code).toBe('NOT_FOUND');
  });
});

describe('a NUL character (U+0000) in any text', () => {
  it.each([
    ['POST', '/ng/forgot-password', { login: 'demo\u0000' }],
    ['POST', '/oauth/token', { grant_type: 'password', username: '\u0000', password: 'x' }],
    ['POST', '/ng/signup', { username: 'new\u0000user' }],
  ] as const)(
    '%s %s is 400 on either database, and nothing is written',
    async (_m, url, fields) => {
      const requestsBefore = await t.db
        .selectFrom('password_reset_requests')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const response = await postForm(t, url, fields);
      expect(response.statusCode).toBe(400);
      const body = json<ApiErrorBody>(response);
      expectErrorBody(body);
      expect(body.message).toBe(NUL_MESSAGE);
      const requestsAfter = await t.db
        .selectFrom('password_reset_requests')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(requestsAfter.count)).toBe(Number(requestsBefore.count));
    },
  );

  it('in a query string is 400 too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ng/upcoming-matches?q=%00' });
    expect(response.statusCode).toBe(400);
    expect(json<ApiErrorBody>(response).errors).toMatchObject({ q: NUL_MESSAGE });
  });
});
