/**
 * Query strings are checked by shared's schemas (`@sportsbook/shared/contracts/wire-schemas`):
 * bad input is a 400 with the schema's message naming the parameter, good input works as before.
 */
import type { ApiErrorBody, Paged } from '@sportsbook/shared/contracts';
import { VALIDATION_MESSAGES } from '@sportsbook/shared/contracts';
import {
  BET_HISTORY_STATUS_MESSAGE,
  PAGE_MESSAGE,
} from '@sportsbook/shared/contracts/wire-schemas';
import { build, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { bearer, newUser } from '../../test/session';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await build();
  token = (await newUser(t)).token;
});

afterAll(async () => {
  await t.close();
});

function get(url: string) {
  return t.app.inject({ method: 'GET', url: `/ng/user/${url}`, headers: bearer(token) });
}

describe('a query string', () => {
  it.each([
    ['profile/complain-history?page=01', 'page', PAGE_MESSAGE],
    ['profile/complain-history?page=0', 'page', PAGE_MESSAGE],
    ['profile/followers?page=1e3', 'page', PAGE_MESSAGE],
    ['wallet/statement?page=Infinity', 'page', PAGE_MESSAGE],
    ['profile/bet-history?page=2&status=won', 'status', BET_HISTORY_STATUS_MESSAGE],
    ['wallet/deposit-number', 'type', VALIDATION_MESSAGES.paymentTypeRequired],
  ])('%s is a 400 with the message of its schema', async (url, field, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = json<ApiErrorBody>(response);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(body.errors[field]).toBe(message);
  });

  it.each(['profile/complain-history', 'profile/bet-history?page=1&status=open'])(
    '%s is read as before',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(json<Paged<unknown>>(response)).toMatchObject({ current_page: 1, data: [] });
    },
  );
});
