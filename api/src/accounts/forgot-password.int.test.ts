import { build, buildBeforeAll, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { bearer, errorOf, newUser, postForm, runOps, signIn } from '../../test/session';

let t: TestApp;

buildBeforeAll({ env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000' } }, (app) => {
  t = app;
});

const RECORDED =
  'If the account exists, your request has been recorded. Our support team will contact you shortly.';

const ops = (...argv: string[]): Promise<string[]> => runOps(t, ...argv);

describe('POST /ng/forgot-password', () => {
  it('records one open request per user and answers the same for unknown accounts', async () => {
    const user = await newUser(t);
    for (const login of [user.username, `${user.username}@example.com`, 'nobody_known', 'x@y.zz']) {
      const response = await postForm(t, '/ng/forgot-password', { login });
      expect(response.statusCode).toBe(200);
      expect(json<{ data: string }>(response)).toEqual({ data: RECORDED });
    }
    const requests = await t.db.selectFrom('password_reset_requests').selectAll().execute();
    expect(requests).toEqual([
      expect.objectContaining({
        user_id: user.id,
        login: user.username,
        status: 'open',
        resolved_at: null,
      }),
    ]);
  });

  it('asks for a username or email', async () => {
    const response = await postForm(t, '/ng/forgot-password', { login: '  ' });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).errors).toEqual({
      message: 'Username or email required',
      login: 'Username or email required',
    });
  });

  it('lets an operator list requests and set a new password, which signs the user out', async () => {
    const user = await newUser(t);
    await postForm(t, '/ng/forgot-password', { login: user.username });
    const listed = await ops('password-resets');
    expect(
      listed
        .map((line) => JSON.parse(line) as { username: string })
        .map((request) => request.username),
    ).toContain(user.username);

    const printed = await ops('set-password', user.username, 'brand-new-pass');
    expect(printed[0]).toMatch(/1 reset request\(s\) closed/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/ng/user/coins', headers: bearer(user.token) }))
        .statusCode,
    ).toBe(401);
    await expect(signIn(t, user.username, user.password)).rejects.toThrow('Sign-in failed');
    expect((await signIn(t, user.username, 'brand-new-pass')).access_token).toEqual(
      expect.any(String),
    );
    const open = await t.db
      .selectFrom('password_reset_requests')
      .select('id')
      .where('user_id', '=', user.id)
      .where('status', '=', 'open')
      .execute();
    expect(open).toHaveLength(0);
    expect((await ops('password-resets')).join('\n')).not.toContain(user.username);
  });

  it('refuses a too short password and an unknown user in set-password', async () => {
    const user = await newUser(t);
    await expect(ops('set-password', user.username, 'short')).rejects.toThrow(
      'Password must be minimum 8 characters',
    );
    await expect(ops('set-password', 'nobody_here', 'long-enough-1')).rejects.toThrow(
      'No user is named nobody_here.',
    );
  });

  it('limits requests per address', async () => {
    const limited = await build({ env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '2' } });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 3; n += 1) {
        statuses.push(
          (await postForm(limited, '/ng/forgot-password', { login: 'demo' })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
