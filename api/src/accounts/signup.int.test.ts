import type { DataEnvelope } from '@sportsbook/shared/contracts';
import { build, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  errorOf,
  expectLedgerVerified,
  postForm,
  uniqueUsername,
  validSignup,
} from '../../test/session';
import { verifyPassword } from './passwords';

let t: TestApp;

beforeAll(async () => {
  t = await build({ env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000' } });
});

afterAll(async () => {
  await expectLedgerVerified(t);
  await t.close();
});

async function userCount(): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Posts a signup with one field changed and expects 422 with that field's message. */
async function expectRefused(
  overrides: Record<string, string | undefined>,
  field: string,
  message: string,
  code = 'VALIDATION_FAILED',
) {
  const before = await userCount();
  const response = await postForm(t, '/ng/signup', await validSignup(t, overrides));
  expect(response.statusCode).toBe(422);
  const body = errorOf(response);
  expect(body.code).toBe(code);
  expect(body.message).toBe(message);
  expect(body.errors.message).toBe(message);
  expect(body.errors[field]).toBe(message);
  expect(await userCount()).toBe(before);
}

describe('POST /ng/signup', () => {
  it('registers a user with a hashed password and an empty coin account', async () => {
    const signup = await validSignup(t, {
      username: '  Alice_01 ',
      email: ' Alice_01@Example.COM ',
    });
    const response = await postForm(t, '/ng/signup', signup);
    expect(response.statusCode).toBe(201);
    expect(json<DataEnvelope<string>>(response)).toEqual({
      data: 'Registration successful. Please sign in.',
    });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'Alice_01')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: 'alice_01@example.com',
      phone: '01711111111',
      country_id: Number(signup.country),
      club_id: Number(signup.club),
      sponsor_id: null,
      status: 1,
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.password_hash).not.toContain('secret-pass-1');
    expect(await verifyPassword(user.password_hash, 'secret-pass-1')).toBe(true);
    const account = await t.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ code: `user:${user.id}`, balance_minor: 0, allow_negative: 0 });
  });

  it.each([
    ['username', '', 'Username required'],
    ['username', '   ', 'Username required'],
    ['username', 'ab', 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.'],
    [
      'username',
      'has space',
      'Username must be 3 to 30 letters, digits, dots, dashes or underscores.',
    ],
    [
      'username',
      'x'.repeat(31),
      'Username must be 3 to 30 letters, digits, dots, dashes or underscores.',
    ],
    ['email', '', 'Email required'],
    ['email', 'not-an-email', 'Enter a valid email'],
    ['email', 'a@b', 'Enter a valid email'],
    ['email', 'a b@example.com', 'Enter a valid email'],
    ['password', '', 'Password required'],
    ['password', 'short12', 'Password must be minimum 8 characters'],
    ['password_confirm', '', 'Confirm Password required'],
    ['password_confirm', 'secret-pass-2', 'Password not match'],
    ['phone', '', 'Phone required'],
    ['phone', '0171111111', 'Phone number must be 11 digit'],
    ['phone', '017111111112', 'Phone number must be 11 digit'],
    ['phone', '0171111111a', 'Please enter a number'],
    ['phone', '+8801711111', 'Please enter a number'],
    ['country', '', 'Country required'],
    ['country', 'abc', 'Select a valid country'],
    ['country', '99999', 'Select a valid country'],
    ['club', '', 'Club required'],
    ['club', '0', 'Select a valid club'],
    ['club', '99999', 'Select a valid club'],
    ['sponsorname', 'nobody_here', 'The sponsor name does not match any user.'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const overrides: Record<string, string> = { [field]: value };
    // A new password needs a matching confirmation, or the confirmation would be the first problem.
    if (field === 'password') overrides.password_confirm = value;
    await expectRefused(overrides, field, message);
  });

  it('refuses a missing field like an empty one', async () => {
    const before = await userCount();
    const signup = await validSignup(t);
    delete signup.phone;
    const response = await postForm(t, '/ng/signup', signup);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).errors).toEqual({
      message: 'Phone required',
      phone: 'Phone required',
    });
    expect(await userCount()).toBe(before);
  });

  it('reports every field problem, headed by the first in form order', async () => {
    const response = await postForm(t, '/ng/signup', {});
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).errors).toEqual({
      message: 'Username required',
      username: 'Username required',
      email: 'Email required',
      password: 'Password required',
      password_confirm: 'Confirm Password required',
      phone: 'Phone required',
      country: 'Country required',
      club: 'Club required',
    });
  });

  it('refuses a taken username, ignoring case, and a taken email', async () => {
    const first = await validSignup(t);
    expect((await postForm(t, '/ng/signup', first)).statusCode).toBe(201);
    const username = first.username as string;
    await expectRefused(
      { username: username.toUpperCase() },
      'username',
      'The username has already been taken.',
      'USERNAME_TAKEN',
    );
    await expectRefused(
      { email: (first.email as string).toUpperCase() },
      'email',
      'The email has already been taken.',
      'EMAIL_TAKEN',
    );
  });

  it('lets only one of two simultaneous signups with one username through', async () => {
    const username = uniqueUsername('race');
    const responses = await Promise.all(
      [1, 2].map(async (n) =>
        postForm(
          t,
          '/ng/signup',
          await validSignup(t, { username, email: `race${n}_${username}@example.com` }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const refused = responses.find((response) => response.statusCode === 422)!;
    expect(errorOf(refused).errors.username).toBe('The username has already been taken.');
    const rows = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('makes the new user a follower of an existing sponsor', async () => {
    const sponsor = await validSignup(t);
    await postForm(t, '/ng/signup', sponsor);
    const follower = await validSignup(t, {
      sponsorname: (sponsor.username as string).toUpperCase(),
    });
    expect((await postForm(t, '/ng/signup', follower)).statusCode).toBe(201);
    const rows = await t.db
      .selectFrom('users as f')
      .innerJoin('users as s', 's.id', 'f.sponsor_id')
      .select(['f.username as follower', 's.username as sponsor'])
      .where('f.username', '=', follower.username as string)
      .execute();
    expect(rows).toEqual([{ follower: follower.username, sponsor: sponsor.username }]);
  });

  it('answers a JSON body with numbers the same as the form', async () => {
    const signup = await validSignup(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/ng/signup',
      payload: { ...signup, country: Number(signup.country), club: Number(signup.club) },
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers an over-long field with 400 and writes nothing', async () => {
    const before = await userCount();
    const response = await postForm(
      t,
      '/ng/signup',
      await validSignup(t, { email: `${'a'.repeat(1001)}@x.com` }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(await userCount()).toBe(before);
  });
});
