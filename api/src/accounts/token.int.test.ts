import { FIRST_PARTY_CLIENT } from '@sportsbook/shared/contracts';
import type { TokenResponse, User } from '@sportsbook/shared/contracts';
import { build, buildBeforeAll, json, TEST_NOW } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { bearer, errorOf, newUser, postForm, signIn } from '../../test/session';
import type { TestUser } from '../../test/session';
import { DEMO_USER } from './demo-user';
import { REFRESH_GRACE_MS, tokenHash } from './tokens';

let t: TestApp;
/** The app's clock: tokens live and refresh tokens are reused on it. */
let clockMs = TEST_NOW.getTime();

buildBeforeAll(
  {
    env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000', TOKEN_RATE_LIMIT_PER_ADDRESS: '1000' },
    now: () => new Date(clockMs),
  },
  (app) => {
    t = app;
  },
);

const client = { client_id: FIRST_PARTY_CLIENT.id, client_secret: FIRST_PARTY_CLIENT.secret };

function passwordGrant(username: string, password: string, extra: Record<string, string> = {}) {
  return postForm(t, '/oauth/token', {
    grant_type: 'password',
    ...client,
    username,
    password,
    ...extra,
  });
}

function refreshGrant(refreshToken: string) {
  return postForm(t, '/oauth/token', {
    grant_type: 'refresh_token',
    ...client,
    refresh_token: refreshToken,
  });
}

function profile(accessToken: string) {
  return t.app.inject({ method: 'GET', url: '/ng/user/profile', headers: bearer(accessToken) });
}

describe('POST /oauth/token, password grant', () => {
  it('signs the demo user in with an opaque bearer token that works for an hour', async () => {
    const response = await passwordGrant(DEMO_USER.username, DEMO_USER.password);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = json<TokenResponse>(response);
    expect(tokens).toEqual({
      token_type: 'Bearer',
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // Only hashes are stored.
    const stored = await t.db
      .selectFrom('access_tokens')
      .select(['token_hash', 'expires_at', 'created_at'])
      .where('token_hash', '=', tokenHash(tokens.access_token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(3_600_000);
    const raw = await t.db
      .selectFrom('access_tokens')
      .select('id')
      .where('token_hash', '=', tokens.access_token)
      .execute();
    expect(raw).toHaveLength(0);
    const me = await profile(tokens.access_token);
    expect(me.statusCode).toBe(200);
    expect(json<{ data: User }>(me).data.username).toBe('demo');
  });

  it('accepts the username in any case, and the email', async () => {
    expect((await passwordGrant('DEMO', DEMO_USER.password)).statusCode).toBe(200);
    expect((await passwordGrant(DEMO_USER.email, DEMO_USER.password)).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', DEMO_USER.username, 'wrong-password'],
    ['an unknown user', 'nobody_at_all', 'whatever-123'],
  ])(
    'refuses %s with "The user credentials were incorrect."',
    async (_case, username, password) => {
      const before = await t.db.selectFrom('token_families').select('id').execute();
      const response = await passwordGrant(username, password);
      expect(response.statusCode).toBe(400);
      const body = errorOf(response);
      expect(body.code).toBe('INVALID_CREDENTIALS');
      expect(body.message).toBe('The user credentials were incorrect.');
      expect(body.errors.message).toBe('The user credentials were incorrect.');
      expect(await t.db.selectFrom('token_families').select('id').execute()).toHaveLength(
        before.length,
      );
    },
  );

  it.each([
    [{ client_id: '3' }],
    [{ client_secret: 'guess' }],
    [{ client_id: '', client_secret: '' }],
  ])('refuses another client %j with 401 INVALID_CLIENT', async (override) => {
    const response = await passwordGrant(DEMO_USER.username, DEMO_USER.password, override);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toMatchObject({
      code: 'INVALID_CLIENT',
      message: 'Client authentication failed.',
    });
  });

  it('asks for the username and password with the sign-in form messages', async () => {
    const noUsername = await passwordGrant('', 'x');
    expect(noUsername.statusCode).toBe(422);
    expect(errorOf(noUsername).errors).toEqual({
      message: 'Username required',
      username: 'Username required',
    });
    const noPassword = await passwordGrant('demo', '');
    expect(errorOf(noPassword).errors).toEqual({
      message: 'Password required',
      password: 'Password required',
    });
  });

  it('refuses a missing or unknown grant type', async () => {
    const missing = await postForm(t, '/oauth/token', { ...client });
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing).message).toBe('The grant type is required.');
    const unknown = await postForm(t, '/oauth/token', {
      ...client,
      grant_type: 'client_credentials',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('The grant type is not supported.');
  });

  it('refuses an inactive user after checking the password', async () => {
    const user = await newUser(t);
    await t.db.updateTable('users').set({ status: 0 }).where('id', '=', user.id).execute();
    expect((await passwordGrant(user.username, 'wrong-password')).statusCode).toBe(400);
    const response = await passwordGrant(user.username, user.password);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe('Your account is inactive. Please contact support.');
    // Its existing tokens stop working too.
    expect((await profile(user.token)).statusCode).toBe(401);
  });
});

describe('POST /oauth/token, refresh_token grant', () => {
  let user: TestUser;

  beforeEach(async () => {
    user = await newUser(t);
  });

  it('rotates the refresh token on every use', async () => {
    const first = await refreshGrant(user.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = json<TokenResponse>(first);
    expect(rotated.refresh_token).not.toBe(user.refreshToken);
    expect(rotated.access_token).not.toBe(user.token);
    expect((await profile(rotated.access_token)).statusCode).toBe(200);
    const second = await refreshGrant(rotated.refresh_token);
    expect(second.statusCode).toBe(200);
    const used = await t.db
      .selectFrom('refresh_tokens')
      .select(['token_hash', 'used_at', 'family_id'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(used).toHaveLength(3);
    expect(used.map((token) => token.used_at === null)).toEqual([false, false, true]);
    expect(new Set(used.map((token) => token.family_id)).size).toBe(1);
  });

  it('revokes the whole family when a rotated refresh token is used again after the grace', async () => {
    const rotated = json<TokenResponse>(await refreshGrant(user.refreshToken));
    const other = await signIn(t, user.username, user.password);
    clockMs += REFRESH_GRACE_MS + 1;

    const reuse = await refreshGrant(user.refreshToken);
    expect(reuse.statusCode).toBe(400);
    expect(errorOf(reuse)).toMatchObject({
      code: 'INVALID_GRANT',
      message: 'The refresh token is invalid. Please sign in again.',
    });
    // Every token of that sign-in is dead: the thief's and the owner's.
    expect((await refreshGrant(rotated.refresh_token)).statusCode).toBe(400);
    expect((await profile(rotated.access_token)).statusCode).toBe(401);
    expect((await profile(user.token)).statusCode).toBe(401);
    // Another sign-in of the same user is a different family and keeps working.
    expect((await profile(other.access_token)).statusCode).toBe(200);
    const family = await t.db
      .selectFrom('token_families as f')
      .innerJoin('refresh_tokens as r', 'r.family_id', 'f.id')
      .select(['f.revoked_at', 'f.revoked_reason'])
      .where('r.token_hash', '=', tokenHash(user.refreshToken))
      .executeTakeFirstOrThrow();
    expect(family.revoked_reason).toBe('refresh-token-reuse');
    expect(family.revoked_at).not.toBeNull();
  });

  it('gives two simultaneous exchanges of one refresh token the same new pair', async () => {
    const responses = await Promise.all([
      refreshGrant(user.refreshToken),
      refreshGrant(user.refreshToken),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const [first, second] = responses.map((response) => json<TokenResponse>(response));
    expect(second).toEqual(first);
    // Both tabs now hold a working sign-in: nothing was revoked, one rotation was made.
    expect((await profile(first!.access_token)).statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('refresh_tokens')
      .select('used_at')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(2);
    expect((await refreshGrant(first!.refresh_token)).statusCode).toBe(200);
  });

  it('answers the same pair again within 30 s of the first use, with the seconds it has left', async () => {
    const first = json<TokenResponse>(await refreshGrant(user.refreshToken));
    clockMs += REFRESH_GRACE_MS;
    const again = await refreshGrant(user.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(json<TokenResponse>(again)).toEqual({ ...first, expires_in: 3600 - 30 });
    expect((await profile(first.access_token)).statusCode).toBe(200);
    // One millisecond later it is reuse: the family is revoked, the pair with it.
    clockMs += 1;
    expect((await refreshGrant(user.refreshToken)).statusCode).toBe(400);
    expect((await profile(first.access_token)).statusCode).toBe(401);
    expect((await refreshGrant(first.refresh_token)).statusCode).toBe(400);
  });

  it('gives nothing within the grace once the sign-in has ended', async () => {
    const first = json<TokenResponse>(await refreshGrant(user.refreshToken));
    const logout = await t.app.inject({
      method: 'POST',
      url: '/ng/logout',
      headers: bearer(first.access_token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await refreshGrant(user.refreshToken)).statusCode).toBe(400);
  });

  it('refuses an unknown, malformed or expired refresh token', async () => {
    expect((await refreshGrant('A'.repeat(43))).statusCode).toBe(400);
    expect((await refreshGrant('not a token')).statusCode).toBe(400);
    expect(
      (await postForm(t, '/oauth/token', { grant_type: 'refresh_token', ...client })).statusCode,
    ).toBe(422);
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token_hash', '=', tokenHash(user.refreshToken))
      .execute();
    expect((await refreshGrant(user.refreshToken)).statusCode).toBe(400);
  });

  it('refuses a refresh from another client', async () => {
    const response = await postForm(t, '/oauth/token', {
      grant_type: 'refresh_token',
      client_id: FIRST_PARTY_CLIENT.id,
      client_secret: 'wrong',
      refresh_token: user.refreshToken,
    });
    expect(response.statusCode).toBe(401);
    // The token was not spent by the refused request.
    expect((await refreshGrant(user.refreshToken)).statusCode).toBe(200);
  });
});

describe('bearer access tokens', () => {
  it('refuses a missing, malformed, unknown or expired token with 401 UNAUTHENTICATED', async () => {
    const user = await newUser(t);
    const noToken = await t.app.inject({ method: 'GET', url: '/ng/user/profile' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.headers['www-authenticate']).toBe('Bearer');
    expect(errorOf(noToken)).toMatchObject({
      code: 'UNAUTHENTICATED',
      errors: { message: 'Please Log In!' },
    });
    for (const header of [
      `Basic ${user.token}`,
      'Bearer',
      `Bearer ${'B'.repeat(43)}`,
      `Bearer ${user.token}x`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/ng/user/profile',
        headers: { authorization: header },
      });
      expect(response.statusCode).toBe(401);
    }
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token_hash', '=', tokenHash(user.token))
      .execute();
    expect((await profile(user.token)).statusCode).toBe(401);
  });

  it('ends the sign-in on logout: the access and refresh tokens stop working', async () => {
    const user = await newUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/ng/logout',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: string }>(response)).toEqual({ data: 'Logout Successfully' });
    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await refreshGrant(user.refreshToken)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/ng/logout', headers: bearer(user.token) }))
        .statusCode,
    ).toBe(401);
  });
});

describe('rate limits of /oauth/token', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await build({
      env: {
        TOKEN_RATE_LIMIT_PER_USERNAME: '3',
        TOKEN_RATE_LIMIT_PER_ADDRESS: '5',
      },
    });
  });

  afterAll(async () => {
    await limited.close();
  });

  const attempt = (username: string, address: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        ...client,
        username,
        password: 'wrong-guess',
      }).toString(),
    });

  it('answers 429 after too many failures for one username from addresses it never used', async () => {
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await attempt('demo', address)).statusCode).toBe(400);
    }
    const response = await attempt('DEMO', '10.0.0.4');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    const body = errorOf(response);
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.errors.message).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ seconds\. A device that has signed in to this account before can sign in now\.$/,
    );
  });

  it('answers 429 after too many attempts from one address, whatever the username', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await attempt(`someone${n}`, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Another address is not affected.
    expect((await attempt('someone_else', '10.9.9.10')).statusCode).toBe(400);
  });
});
