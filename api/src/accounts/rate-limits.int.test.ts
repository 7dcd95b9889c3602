/**
 * Whose attempts the rate limits count together: one counter per account however the login is
 * typed, per client address as a trusted proxy reports it, and across API instances when the
 * counters live in Redis (rate-limits.redis.int.test.ts).
 */
import { FIRST_PARTY_CLIENT } from '@sportsbook/shared/contracts';
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { LIMITS, signInAttempt, twoInstances } from '../../test/rate-limit-support';
import { errorOf, newUser, postForm, validSignup } from '../../test/session';

describe('the sign-in limit per account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build({ env: { ...LIMITS, ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts the username, its other spellings and the email as one account', async () => {
    // Registered, never signed in: every attempt below is one the limit sees.
    const alice = await validSignup(t);
    expect((await postForm(t, '/ng/signup', alice)).statusCode).toBe(201);
    const username = alice.username!;
    const email = alice.email!;
    const statuses: number[] = [];
    for (const [login, address] of [
      [username, '10.1.0.1'],
      [email, '10.1.0.2'],
      [username.toUpperCase(), '10.1.0.3'],
      [` ${email.toUpperCase()} `, '10.1.0.4'],
    ] as const) {
      statuses.push((await signInAttempt(t.app, login, address)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    // The account is limited, its password still right: a good sign-in waits too.
    const right = await postForm(t, '/oauth/token', {
      grant_type: 'password',
      client_id: FIRST_PARTY_CLIENT.id,
      client_secret: FIRST_PARTY_CLIENT.secret,
      username,
      password: alice.password,
    });
    expect(right.statusCode).toBe(429);
    expect(errorOf(right).code).toBe('RATE_LIMITED');
  });

  it('leaves other accounts alone', async () => {
    const [bob, carol] = [await newUser(t), await newUser(t)];
    for (let n = 0; n < 4; n += 1) await signInAttempt(t.app, bob.username, '10.2.0.1');
    expect((await signInAttempt(t.app, carol.username, '10.2.0.1')).statusCode).toBe(400);
  });

  it('counts a login that names no account as typed', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      statuses.push((await signInAttempt(t.app, 'nobody-at-all', `10.3.0.${n}`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await signInAttempt(t.app, 'nobody-else', '10.3.0.9')).statusCode).toBe(400);
  });
});

describe('the client address behind a reverse proxy (TRUST_PROXY)', () => {
  const forgot = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ng/forgot-password',
      remoteAddress: '127.0.0.1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': forwardedFor,
      },
      payload: 'login=somebody',
    });

  it('keys on the address the trusted proxy reports', async () => {
    const t = await build({
      seed: false,
      env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '2', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const first = [await forgot(t, '203.0.113.1'), await forgot(t, '203.0.113.1')];
      expect(first.map((response) => response.statusCode)).toEqual([200, 200]);
      expect((await forgot(t, '203.0.113.1')).statusCode).toBe(429);
      expect((await forgot(t, '203.0.113.2')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For by default, which any client can write', async () => {
    const t = await build({ seed: false, env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '2' } });
    try {
      await forgot(t, '203.0.113.1');
      await forgot(t, '203.0.113.2');
      expect((await forgot(t, '203.0.113.3')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('rate-limit counters without REDIS_URL', () => {
  it('are kept per instance without REDIS_URL, in memory: the default needs no Redis', async () => {
    const { apps, close } = await twoInstances({});
    try {
      expect(apps[0].redis).toBeNull();
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        statuses.push((await signInAttempt(apps[index % 2]!, 'someone', '10.5.0.1')).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400]);
    } finally {
      await close();
    }
  });
});
