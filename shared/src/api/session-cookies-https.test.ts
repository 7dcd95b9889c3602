/**
 * @jest-environment-options {"url": "https://bet.example.com/"}
 */
import Cookies from 'js-cookie';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REMEMBER_COOKIE,
  readTokens,
  storeTokens,
} from './session-cookies';

const tokens = {
  token_type: 'Bearer',
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 3600,
} as const;

describe('session cookies on a page served over HTTPS', () => {
  it('are Secure and SameSite=Lax, and still read back', () => {
    const set = jest.spyOn(Cookies, 'set');
    storeTokens(tokens, Date.now(), true);
    const names = set.mock.calls.map(([name]) => name);
    expect(names).toEqual([ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, REMEMBER_COOKIE]);
    for (const [, , attributes] of set.mock.calls) {
      expect(attributes).toMatchObject({ secure: true, sameSite: 'lax', path: '/' });
    }
    expect(readTokens()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    set.mockRestore();
  });
});
