import type {
  DataEnvelope,
  MessageResponse,
  ProfileChangeResponse,
  User,
} from '@sportsbook/shared/contracts';
import { build, buildBeforeAll, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { bearer, errorOf, newUser, postForm, signIn } from '../../test/session';
import type { TestUser } from '../../test/session';
import { verifyPassword } from './passwords';

let t: TestApp;
let bangladesh: { id: number; name: string };
let india: { id: number; name: string };
let clubs: { id: number; name: string }[];

buildBeforeAll(
  {
    env: {
      ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000',
      TOKEN_RATE_LIMIT_PER_ADDRESS: '1000',
      TOKEN_RATE_LIMIT_PER_USERNAME: '1000',
    },
  },
  async (app) => {
    t = app;
    const countries = await t.db
      .selectFrom('countries')
      .select(['id', 'name'])
      .orderBy('sort_order')
      .execute();
    [bangladesh, india] = [countries[0]!, countries[1]!];
    clubs = await t.db.selectFrom('clubs').select(['id', 'name']).orderBy('sort_order').execute();
  },
);

/** The parts of a user row a profile edit may change. */
async function rowOf(userId: number) {
  return t.db
    .selectFrom('users')
    .select(['email', 'phone', 'country_id', 'club_id', 'password_hash', 'sponsor_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

async function profileOf(user: { token: string }): Promise<User> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/ng/user/profile',
    headers: bearer(user.token),
  });
  expect(response.statusCode).toBe(200);
  return json<DataEnvelope<User>>(response).data;
}

/** Status of an authenticated GET with this access token. */
async function statusWith(token: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/ng/user/coins', headers: bearer(token) }))
    .statusCode;
}

async function refresh(refreshToken: string) {
  return postForm(t, '/oauth/token', {
    grant_type: 'refresh_token',
    client_id: '2',
    client_secret: 'sportsbook-web-client',
    refresh_token: refreshToken,
  });
}

/** Expects a 422 whose headline and fields are exactly these, and that nothing about the user changed. */
async function expectRefused(
  user: TestUser,
  url: string,
  fields: Record<string, string | number>,
  expected: { code: string; errors: Record<string, string> },
): Promise<void> {
  const before = await rowOf(user.id);
  const response = await postForm(t, url, fields, bearer(user.token));
  expect(response.statusCode).toBe(422);
  const body = errorOf(response);
  const headline = Object.values(expected.errors)[0];
  expect(body).toEqual({
    message: headline,
    code: expected.code,
    errors: { message: headline, ...expected.errors },
  });
  expect(await rowOf(user.id)).toEqual(before);
}

describe('POST /ng/user/profile (contact details)', () => {
  const url = '/ng/user/profile';

  it('saves email, country and phone and answers the message and the user as saved', async () => {
    const user = await newUser(t);
    const response = await postForm(
      t,
      url,
      { email: `  New.${user.username}@Example.COM `, country: india.id, phone: ' 01999999999 ' },
      bearer(user.token),
    );
    expect(response.statusCode).toBe(200);
    const body = json<ProfileChangeResponse>(response);
    expect(body.message).toBe('Your contact details have been updated.');
    expect(body.data).toMatchObject({
      username: user.username,
      email: `new.${user.username}@example.com`,
      phone: '01999999999',
      country: { id: india.id, name: india.name },
    });
    expect(await profileOf(user)).toEqual(body.data);
    expect(await rowOf(user.id)).toMatchObject({
      email: `new.${user.username}@example.com`,
      phone: '01999999999',
      country_id: india.id,
    });
  });

  it('keeps the user’s own email, whatever its case', async () => {
    const user = await newUser(t);
    const response = await postForm(
      t,
      url,
      {
        email: `${user.username.toUpperCase()}@EXAMPLE.COM`,
        country: bangladesh.id,
        phone: '01800000001',
      },
      bearer(user.token),
    );
    expect(response.statusCode).toBe(200);
    expect((await rowOf(user.id)).email).toBe(`${user.username}@example.com`);
  });

  it('refuses an email another user has, in any case, and changes nothing', async () => {
    const [user, other] = [await newUser(t), await newUser(t)];
    await expectRefused(
      user,
      url,
      {
        email: `${other.username.toUpperCase()}@example.com`,
        country: india.id,
        phone: '01800000002',
      },
      { code: 'EMAIL_TAKEN', errors: { email: 'The email has already been taken.' } },
    );
    expect((await rowOf(other.id)).email).toBe(`${other.username}@example.com`);
  });

  it.each([
    [{ email: '' }, { email: 'Email required' }],
    [{ email: 'someone@' }, { email: 'Enter a valid email' }],
    [{ phone: '' }, { phone: 'Phone required' }],
    [{ phone: '0171234567' }, { phone: 'Phone number must be 11 digit' }],
    [{ phone: '0171234567a' }, { phone: 'Please enter a number' }],
    [{ country: '' }, { country: 'Country required' }],
    [{ country: 'abc' }, { country: 'Select a valid country' }],
    [{ country: '999999' }, { country: 'Select a valid country' }],
  ])('refuses %j with SPEC’s message %j', async (change, errors) => {
    const user = await newUser(t);
    const valid = {
      email: `x.${user.username}@example.com`,
      country: india.id,
      phone: '01800000003',
    };
    await expectRefused(user, url, { ...valid, ...change }, { code: 'VALIDATION_FAILED', errors });
  });

  it('names every problem, headed by the first in the form’s order', async () => {
    const user = await newUser(t);
    await expectRefused(
      user,
      url,
      { phone: '12', country: '' },
      {
        code: 'VALIDATION_FAILED',
        errors: {
          email: 'Email required',
          country: 'Country required',
          phone: 'Phone number must be 11 digit',
        },
      },
    );
  });

  it('answers a taken email and an unknown country together, the email first', async () => {
    const [user, other] = [await newUser(t), await newUser(t)];
    await expectRefused(
      user,
      url,
      { email: `${other.username}@example.com`, country: '999999', phone: '01800000004' },
      {
        code: 'EMAIL_TAKEN',
        errors: { email: 'The email has already been taken.', country: 'Select a valid country' },
      },
    );
  });
});

describe('POST /ng/user/profile/change-password', () => {
  const url = '/ng/user/profile/change-password';

  it('rehashes with argon2id, ends every other sign-in and keeps this one', async () => {
    const user = await newUser(t);
    const other = await signIn(t, user.username, user.password);
    const response = await postForm(
      t,
      url,
      {
        current_password: user.password,
        password: 'a-new-password',
        password_confirm: 'a-new-password',
      },
      bearer(user.token),
    );
    expect(response.statusCode).toBe(200);
    expect(json<MessageResponse>(response)).toEqual({
      message: 'Your password has been changed. Your other devices have been signed out.',
    });

    const row = await rowOf(user.id);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row.password_hash, 'a-new-password')).toBe(true);
    await expect(signIn(t, user.username, user.password)).rejects.toThrow('Sign-in failed');
    expect((await signIn(t, user.username, 'a-new-password')).access_token).toEqual(
      expect.any(String),
    );

    // This sign-in: its access token works and its refresh token still rotates.
    expect(await statusWith(user.token)).toBe(200);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
    // The other sign-in: neither its access token nor its refresh token works.
    expect(await statusWith(other.access_token)).toBe(401);
    const refused = await refresh(other.refresh_token);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('INVALID_GRANT');

    const families = await t.db
      .selectFrom('token_families')
      .select(['revoked_reason'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    // Signup's sign-in (kept), the other (ended), and the sign-in with the new password.
    expect(families.map((family) => family.revoked_reason)).toEqual([
      null,
      'password-changed',
      null,
    ]);
    const liveTokensOfOther = await t.db
      .selectFrom('access_tokens as a')
      .innerJoin('token_families as f', 'f.id', 'a.family_id')
      .select('a.id')
      .where('a.user_id', '=', user.id)
      .where('f.revoked_reason', '=', 'password-changed')
      .where('a.revoked_at', 'is', null)
      .execute();
    expect(liveTokensOfOther).toEqual([]);
  });

  it('refuses a wrong current password, changes nothing and signs no one out', async () => {
    const user = await newUser(t);
    const other = await signIn(t, user.username, user.password);
    await expectRefused(
      user,
      url,
      {
        current_password: 'not-my-password',
        password: 'a-new-password',
        password_confirm: 'a-new-password',
      },
      {
        code: 'INVALID_CREDENTIALS',
        errors: { current_password: 'The current password is incorrect.' },
      },
    );
    expect(await statusWith(other.access_token)).toBe(200);
    expect((await signIn(t, user.username, user.password)).access_token).toEqual(
      expect.any(String),
    );
  });

  it.each([
    [{ current_password: '' }, { current_password: 'Password required' }],
    [
      { password: '', password_confirm: '' },
      { password: 'Password required', password_confirm: 'Confirm Password required' },
    ],
    [{ password: 'short12', password_confirm: 'short12' }, { password: 'Minimum 8 characters' }],
    [{ password_confirm: '' }, { password_confirm: 'Confirm Password required' }],
    [{ password_confirm: 'a-new-passworD' }, { password_confirm: 'Password not match' }],
  ])('refuses %j with SPEC’s message %j', async (change, errors) => {
    const user = await newUser(t);
    const valid = {
      current_password: user.password,
      password: 'a-new-password',
      password_confirm: 'a-new-password',
    };
    await expectRefused(user, url, { ...valid, ...change }, { code: 'VALIDATION_FAILED', errors });
  });
});

describe('POST /ng/user/profile/change-club', () => {
  const url = '/ng/user/profile/change-club';

  it('moves the user to an existing club and answers the user as saved', async () => {
    const user = await newUser(t);
    const club = clubs[2]!;
    const response = await postForm(
      t,
      url,
      { club: club.id, password: user.password },
      bearer(user.token),
    );
    expect(response.statusCode).toBe(200);
    const body = json<ProfileChangeResponse>(response);
    expect(body.message).toBe('Your club has been changed.');
    expect(body.data).toMatchObject({ club: { id: club.id }, clubs: { clubname: club.name } });
    expect((await rowOf(user.id)).club_id).toBe(club.id);
    expect(await profileOf(user)).toEqual(body.data);
  });

  it('refuses a wrong password and changes nothing', async () => {
    const user = await newUser(t);
    await expectRefused(
      user,
      url,
      { club: clubs[1]!.id, password: 'not-my-password' },
      { code: 'INVALID_CREDENTIALS', errors: { password: 'The current password is incorrect.' } },
    );
  });

  it.each([
    [{ club: '' }, { club: 'Club required' }],
    [{ club: '0' }, { club: 'Select a valid club' }],
    [{ club: '999999' }, { club: 'Select a valid club' }],
    [{ password: '' }, { password: 'Password required' }],
  ])('refuses %j with %j', async (change, errors) => {
    const user = await newUser(t);
    const valid = { club: clubs[1]!.id, password: user.password };
    await expectRefused(user, url, { ...valid, ...change }, { code: 'VALIDATION_FAILED', errors });
  });

  it('names an unknown club and a wrong password together, the club first', async () => {
    const user = await newUser(t);
    await expectRefused(
      user,
      url,
      { club: '999999', password: 'not-my-password' },
      {
        code: 'VALIDATION_FAILED',
        errors: { club: 'Select a valid club', password: 'The current password is incorrect.' },
      },
    );
  });
});

describe('one user never reads or changes another', () => {
  it('ignores any id or username in the form: only the bearer’s own row changes', async () => {
    const [me, other] = [await newUser(t), await newUser(t)];
    const otherBefore = await rowOf(other.id);
    const foreign = { id: other.id, user_id: other.id, username: other.username };
    const posts: [string, Record<string, string | number>][] = [
      [
        '/ng/user/profile',
        {
          ...foreign,
          email: `me.${me.username}@example.com`,
          country: india.id,
          phone: '01700000099',
        },
      ],
      ['/ng/user/profile/change-club', { ...foreign, club: clubs[2]!.id, password: me.password }],
      [
        '/ng/user/profile/change-password',
        {
          ...foreign,
          current_password: me.password,
          password: 'mine-only-1',
          password_confirm: 'mine-only-1',
        },
      ],
    ];
    for (const [url, fields] of posts) {
      expect((await postForm(t, url, fields, bearer(me.token))).statusCode).toBe(200);
    }
    expect(await rowOf(other.id)).toEqual(otherBefore);
    expect(await statusWith(other.token)).toBe(200);
    expect(await rowOf(me.id)).toMatchObject({
      email: `me.${me.username}@example.com`,
      club_id: clubs[2]!.id,
    });
  });

  it('reads only the bearer’s own profile, balance and followers, whatever the query names', async () => {
    const other = await newUser(t, 5);
    const me = await newUser(t, 0, { sponsorname: other.username });
    const query = `?id=${other.id}&user_id=${other.id}&username=${other.username}`;
    expect(await profileOf({ token: me.token })).toMatchObject({
      id: me.id,
      sponsorname: other.username,
    });
    const read = async (url: string) =>
      json<unknown>(
        await t.app.inject({ method: 'GET', url: `${url}${query}`, headers: bearer(me.token) }),
      );
    expect(await read('/ng/user/profile')).toMatchObject({
      data: { id: me.id, username: me.username },
    });
    expect(await read('/ng/user/coins')).toEqual({
      data: {
        current_balance: 0,
        withdrawable: 0,
        held: { withdrawals: 0, bets: 0, predictions: 0 },
      },
    });
    expect(await read('/ng/user/profile/followers')).toMatchObject({ data: [], total: 0 });
  });

  it('refuses another user’s password as the current one', async () => {
    const me = await newUser(t);
    const other = await newUser(t, 0, {
      password: 'the-other-pass',
      password_confirm: 'the-other-pass',
    });
    await expectRefused(
      me,
      '/ng/user/profile/change-club',
      { club: clubs[1]!.id, password: other.password },
      { code: 'INVALID_CREDENTIALS', errors: { password: 'The current password is incorrect.' } },
    );
  });

  it.each(['/ng/user/profile', '/ng/user/profile/change-password', '/ng/user/profile/change-club'])(
    'POST %s without a token is 401 before the form is read',
    async (url) => {
      const response = await postForm(t, url, {});
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Please Log In!',
      });
    },
  );
});

describe('password attempts', () => {
  it('are limited per user across the forms that check the password', async () => {
    const limited = await build({
      env: {
        ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000',
        TOKEN_RATE_LIMIT_PER_ADDRESS: '1000',
        TOKEN_RATE_LIMIT_PER_USERNAME: '2',
      },
    });
    try {
      const [user, other] = [await newUser(limited), await newUser(limited)];
      const wrongClub = { club: '1', password: 'not-my-password' };
      const wrongPassword = {
        current_password: 'not-my-password',
        password: 'a-new-password',
        password_confirm: 'a-new-password',
      };
      const statuses = [
        (await postForm(limited, '/ng/user/profile/change-club', wrongClub, bearer(user.token)))
          .statusCode,
        (
          await postForm(
            limited,
            '/ng/user/profile/change-password',
            wrongPassword,
            bearer(user.token),
          )
        ).statusCode,
      ];
      const third = await postForm(
        limited,
        '/ng/user/profile/change-club',
        { club: '1', password: user.password },
        bearer(user.token),
      );
      expect([...statuses, third.statusCode]).toEqual([422, 422, 429]);
      expect(errorOf(third).code).toBe('RATE_LIMITED');
      expect(third.headers['retry-after']).toEqual(expect.any(String));
      // Another user has their own count.
      expect(
        (
          await postForm(
            limited,
            '/ng/user/profile/change-club',
            { club: '1', password: other.password },
            bearer(other.token),
          )
        ).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
