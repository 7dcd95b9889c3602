/**
 * Safer gambling (issue 31) through the routes, with the app's clock in the test's hand: limits
 * at their edges and across midnight, the 24-hour cooling-off of a raise, 50 parallel deposit
 * requests against one limit, and the refusals of a break on every money route.
 */
import { randomUUID } from 'node:crypto';
import { API_PATHS, IDEMPOTENCY_KEY_HEADER } from '@sportsbook/shared/contracts';
import type {
  ActivitySummary,
  DataEnvelope,
  SaferGamblingChange,
  SaferGamblingResponse,
  SaferGamblingState,
  SessionActivity,
} from '@sportsbook/shared/contracts';
import { buildBeforeAll, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  bearer,
  enterPrediction,
  validSignup,
  errorOf,
  newUser,
  openMarket,
  postForm,
  signIn,
  submitBet,
  submitMultipleBet,
  marketsOfDifferentMatches,
  submitPredictionEntry,
} from '../../test/session';
import type { TestUser } from '../../test/session';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The seed's (demo) house number of BKASH. */
const BKASH_NUMBER = '01711000001';

let t: TestApp;
let clock = new Date('2026-03-10T12:00:00.000Z');

buildBeforeAll(
  {
    now: () => clock,
    env: {
      ACCOUNT_RATE_LIMIT_PER_ADDRESS: '10000',
      TOKEN_RATE_LIMIT_PER_ADDRESS: '10000',
      TOKEN_RATE_LIMIT_PER_USERNAME: '10000',
    },
  },
  (app) => {
    t = app;
  },
);

function setClock(iso: string | Date): void {
  clock = new Date(iso);
}

function advance(ms: number): void {
  clock = new Date(clock.getTime() + ms);
}

/** A fresh access token at the current clock (moving it a day expires the old one). */
async function refreshToken(user: TestUser): Promise<TestUser> {
  const tokens = await signIn(t, user.username, user.password);
  return { ...user, token: tokens.access_token, refreshToken: tokens.refresh_token };
}

function post(user: TestUser, path: string, fields: Record<string, string>) {
  return postForm(t, `/${path}`, fields, bearer(user.token));
}

async function postOk(user: TestUser, path: string, fields: Record<string, string>) {
  const response = await post(user, path, fields);
  expect(response.statusCode).toBe(200);
  return json<SaferGamblingResponse>(response);
}

async function getData<T>(user: TestUser, path: string): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/${path}`,
    headers: bearer(user.token),
  });
  expect(response.statusCode).toBe(200);
  return json<DataEnvelope<T>>(response).data;
}

function deposit(user: TestUser, coins: string) {
  return postForm(
    t,
    `/${API_PATHS.depositRequest}`,
    {
      payment_method: 'BKASH',
      coin_number: coins,
      phone_from: '01722222222',
      phone_to: BKASH_NUMBER,
      password: user.password,
    },
    { ...bearer(user.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  );
}

function transfer(user: TestUser, to: TestUser) {
  return postForm(
    t,
    `/${API_PATHS.coinTransfer}`,
    { username: to.username, transferring_coin_number: '100', password: user.password },
    { ...bearer(user.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  );
}

function withdraw(user: TestUser) {
  return postForm(
    t,
    `/${API_PATHS.withdraw}`,
    {
      withdraw_amount: '500',
      phone_no: '01733333333',
      payment_method: 'BKASH',
      payment_type: 'Personal',
      password: user.password,
    },
    { ...bearer(user.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  );
}

function limitOf(state: SaferGamblingState, period: string) {
  return state.deposit_limits.find((limit) => limit.period === period)!;
}

describe('deposit limits', () => {
  it.each([
    ['day', 'daily', '24 hours'],
    ['week', 'weekly', '7 days'],
    ['month', 'monthly', '30 days'],
  ])(
    'a %s limit takes a deposit exactly at it and refuses one hundredth over',
    async (period, word, window) => {
      setClock('2026-03-10T12:00:00.000Z');
      const user = await newUser(t);
      await postOk(user, API_PATHS.depositLimit, { period, limit: '1000' });
      expect((await deposit(user, '600')).statusCode).toBe(201);

      const over = await deposit(user, '400.01');
      expect(over.statusCode).toBe(422);
      expect(errorOf(over).code).toBe('DEPOSIT_LIMIT_REACHED');
      expect(errorOf(over).message).toBe(
        `This deposit would pass your ${word} deposit limit of 1000.00 coins: 400.00 coins left in the rolling ${window}.`,
      );
      expect(errorOf(over).errors.coin_number).toBe(errorOf(over).message);

      expect((await deposit(user, '400')).statusCode).toBe(201);
      const state = await getData<SaferGamblingState>(user, API_PATHS.saferGambling);
      expect(limitOf(state, period)).toMatchObject({
        limit: 1000,
        used: 1000,
        left: 0,
        pending: null,
      });
    },
  );

  it('counts a rolling 24 hours, not the calendar day: midnight frees nothing', async () => {
    setClock('2026-03-10T23:30:00.000Z');
    let user = await newUser(t);
    await postOk(user, API_PATHS.depositLimit, { period: 'day', limit: '500' });
    expect((await deposit(user, '500')).statusCode).toBe(201);

    setClock('2026-03-11T00:30:00.000Z');
    user = await refreshToken(user);
    expect(errorOf(await deposit(user, '300')).code).toBe('DEPOSIT_LIMIT_REACHED');

    setClock('2026-03-11T23:29:59.999Z');
    user = await refreshToken(user);
    expect(errorOf(await deposit(user, '300')).code).toBe('DEPOSIT_LIMIT_REACHED');

    setClock('2026-03-11T23:30:00.000Z');
    user = await refreshToken(user);
    expect((await deposit(user, '500')).statusCode).toBe(201);
  });

  it('a rejected deposit request frees its amount', async () => {
    setClock('2026-03-10T12:00:00.000Z');
    const user = await newUser(t);
    await postOk(user, API_PATHS.depositLimit, { period: 'day', limit: '500' });
    expect((await deposit(user, '500')).statusCode).toBe(201);
    await t.db
      .updateTable('deposit_requests')
      .set({ status: 'rejected' })
      .where('user_id', '=', user.id)
      .execute();
    expect((await deposit(user, '500')).statusCode).toBe(201);
  });

  it('lowers at once; a raise waits 24 hours, then needs the confirmation', async () => {
    setClock('2026-03-10T12:00:00.000Z');
    let user = await newUser(t);
    await postOk(user, API_PATHS.depositLimit, { period: 'day', limit: '1000' });
    const lowered = await postOk(user, API_PATHS.depositLimit, { period: 'day', limit: '600' });
    expect(lowered.message).toBe('Your deposit limit is in force now.');
    expect(limitOf(lowered.data, 'day').limit).toBe(600);

    const raise = await postOk(user, API_PATHS.depositLimit, { period: 'day', limit: '2000' });
    expect(raise.message).toBe(
      'A higher limit or a removal waits 24 hours: you can confirm it from 11 Mar 2026, 12:00 UTC.',
    );
    expect(limitOf(raise.data, 'day')).toMatchObject({
      limit: 600,
      pending: { limit: 2000, confirmable_at: '2026-03-11T12:00:00.000Z' },
    });
    expect(errorOf(await deposit(user, '700')).code).toBe('DEPOSIT_LIMIT_REACHED');

    const early = await post(user, API_PATHS.depositLimitConfirm, { period: 'day' });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('You can confirm this change from 11 Mar 2026, 12:00 UTC.');

    advance(DAY - 1);
    user = await refreshToken(user);
    expect((await post(user, API_PATHS.depositLimitConfirm, { period: 'day' })).statusCode).toBe(
      409,
    );
    expect(errorOf(await deposit(user, '700')).code).toBe('DEPOSIT_LIMIT_REACHED');

    advance(1);
    const confirmed = await postOk(user, API_PATHS.depositLimitConfirm, { period: 'day' });
    expect(limitOf(confirmed.data, 'day')).toMatchObject({ limit: 2000, pending: null });
    expect((await deposit(user, '700')).statusCode).toBe(201);
    expect((await post(user, API_PATHS.depositLimitConfirm, { period: 'day' })).statusCode).toBe(
      409,
    );
  });

  it('a removal waits too, and a waiting raise can be cancelled', async () => {
    setClock('2026-03-10T12:00:00.000Z');
    let user = await newUser(t);
    await postOk(user, API_PATHS.depositLimit, { period: 'week', limit: '500' });
    const removal = await postOk(user, API_PATHS.depositLimit, { period: 'week', limit: '' });
    expect(limitOf(removal.data, 'week')).toMatchObject({ limit: 500, pending: { limit: null } });
    const cancelled = await postOk(user, API_PATHS.depositLimitCancel, { period: 'week' });
    expect(limitOf(cancelled.data, 'week')).toMatchObject({ limit: 500, pending: null });

    await postOk(user, API_PATHS.depositLimit, { period: 'week', limit: '' });
    advance(DAY);
    user = await refreshToken(user);
    const removed = await postOk(user, API_PATHS.depositLimitConfirm, { period: 'week' });
    expect(limitOf(removed.data, 'week')).toMatchObject({ limit: null, left: null });

    const history = await getData<SaferGamblingChange[]>(user, API_PATHS.saferGamblingHistory);
    expect(history.map((row) => [row.change, row.from_value, row.to_value])).toEqual([
      ['applied', '50000', null],
      ['requested', '50000', null],
      ['cancelled', '50000', null],
      ['requested', '50000', null],
      ['applied', null, '50000'],
    ]);
  });

  it('takes the optional limit of the registration form, and skips it when blank', async () => {
    setClock('2026-03-10T12:00:00.000Z');
    const form = await validSignup(t, { deposit_limit: '300', deposit_limit_period: 'day' });
    expect((await postForm(t, `/${API_PATHS.signup}`, form)).statusCode).toBe(201);
    const user = {
      id: 0,
      username: form.username!,
      password: form.password!,
      token: '',
      refreshToken: '',
    };
    const signedIn = await refreshToken(user);
    const state = await getData<SaferGamblingState>(signedIn, API_PATHS.saferGambling);
    expect(limitOf(state, 'day')).toMatchObject({ limit: 300, left: 300 });
    expect(errorOf(await deposit(signedIn, '300.01')).code).toBe('DEPOSIT_LIMIT_REACHED');

    const bad = await postForm(
      t,
      `/${API_PATHS.signup}`,
      await validSignup(t, { deposit_limit: 'lots' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).errors.deposit_limit).toBe(
      'The limit must be a positive amount of coins with at most 2 decimals.',
    );

    const skipped = await validSignup(t, { deposit_limit: '' });
    expect((await postForm(t, `/${API_PATHS.signup}`, skipped)).statusCode).toBe(201);
  });

  it('refuses a bad period or amount with the field named', async () => {
    const user = await newUser(t);
    for (const fields of [
      { period: 'year', limit: '10' },
      { period: 'day', limit: '-1' },
      { period: 'day', limit: '0' },
      { period: 'day', limit: '1.234' },
    ]) {
      const response = await post(user, API_PATHS.depositLimit, fields);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(errorOf(response).errors)).toContain(
        fields.period === 'year' ? 'period' : 'limit',
      );
    }
  });

  it('50 parallel deposit requests never pass the limit together', async () => {
    setClock('2026-03-10T12:00:00.000Z');
    const user = await newUser(t);
    await postOk(user, API_PATHS.depositLimit, { period: 'day', limit: '3000' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => deposit(user, '300')));
    const accepted = answers.filter((response) => response.statusCode === 201).length;
    expect(accepted).toBe(10);
    expect(
      answers.every((r) => r.statusCode === 201 || errorOf(r).code === 'DEPOSIT_LIMIT_REACHED'),
    ).toBe(true);
    const rows = await t.db
      .selectFrom('deposit_requests')
      .select('amount_minor')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.reduce((sum, row) => sum + row.amount_minor, 0)).toBe(300_000);
  });
});

describe('breaks', () => {
  async function expectEveryMoneyRouteRefused(user: TestUser, message: string) {
    const other = await newUser(t);
    const market = await openMarket(t);
    const answers = [
      await deposit(user, '500'),
      await submitBet(t, user, { bet_amount: 20, bet_event_id: market.events[0]!.id }),
      await submitMultipleBet(t, user, {
        bet_amount: 20,
        bet_event_ids: (await marketsOfDifferentMatches(t, 2))
          .map((leg) => leg.events[0]!.id)
          .join(','),
      }),
      await submitPredictionEntry(t, user, { stake: '100', prediction: 2 }),
      await transfer(user, other),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(errorOf(answer).code).toBe('PLAY_PAUSED');
      expect(errorOf(answer).message).toBe(message);
    }
  }

  it('a 24-hour time-out refuses every money route until it ends, and withdrawals go on', async () => {
    setClock('2026-03-10T12:00:00.000Z');
    let user = await newUser(t, 2000);
    const taken = await postOk(user, API_PATHS.timeOut, { duration: '24h' });
    expect(taken.message).toBe('Your time-out runs until 11 Mar 2026, 12:00 UTC.');
    expect(taken.data.play_break).toMatchObject({
      kind: 'time-out',
      until: '2026-03-11T12:00:00.000Z',
    });

    const message =
      'You are on a time-out until 11 Mar 2026, 12:00 UTC: betting, deposits, predictions and coin transfers are paused until then.';
    await expectEveryMoneyRouteRefused(user, message);
    expect((await withdraw(user)).statusCode).toBe(201);

    // A shorter one taken meanwhile does not end it early.
    advance(HOUR);
    user = await refreshToken(user);
    await postOk(user, API_PATHS.timeOut, { duration: '24h' });
    expect(
      (await getData<SaferGamblingState>(user, API_PATHS.saferGambling)).play_break?.until,
    ).toBe('2026-03-11T13:00:00.000Z');

    setClock('2026-03-11T13:00:00.000Z');
    user = await refreshToken(user);
    expect((await deposit(user, '500')).statusCode).toBe(201);
    const market = await openMarket(t);
    const bet = await submitBet(t, user, { bet_amount: 20, bet_event_id: market.events[0]!.id });
    expect(bet.statusCode).toBe(201);
  });

  it('offers 7 days, 30 days and 6 weeks, and nothing else', async () => {
    setClock('2026-03-10T12:00:00.000Z');
    const user = await newUser(t);
    expect((await post(user, API_PATHS.timeOut, { duration: '1h' })).statusCode).toBe(422);
    const sixWeeks = await postOk(user, API_PATHS.timeOut, { duration: '6w' });
    expect(sixWeeks.data.play_break?.until).toBe('2026-04-21T12:00:00.000Z');
  });

  it('self-exclusion needs the confirmation, signs out every session and refuses every money route', async () => {
    setClock('2026-03-10T12:00:00.000Z');
    const user = await newUser(t, 2000);
    const second = await refreshToken(user);

    const unconfirmed = await post(user, API_PATHS.selfExclusion, { duration: '6m' });
    expect(unconfirmed.statusCode).toBe(422);
    expect(errorOf(unconfirmed).errors.confirm).toBe(
      'Confirm that the self-exclusion cannot be undone early.',
    );

    const excluded = await postOk(user, API_PATHS.selfExclusion, {
      duration: '6m',
      confirm: 'yes',
    });
    expect(excluded.data.play_break).toMatchObject({
      kind: 'self-exclusion',
      until: '2026-09-10T12:00:00.000Z',
    });

    for (const token of [user.token, second.token]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/${API_PATHS.saferGambling}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
    }
    const refresh = await postForm(t, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: second.refreshToken,
      client_id: 'sportsbook-web',
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);

    // Signing in again is allowed (balance, history, withdrawals); the money routes are not.
    const back = await refreshToken(user);
    await expectEveryMoneyRouteRefused(
      back,
      'You have excluded yourself until 10 Sep 2026, 12:00 UTC: betting, deposits, predictions and coin transfers are paused until then.',
    );
    expect((await withdraw(back)).statusCode).toBe(201);

    // A time-out (the operator's too) cannot shorten it.
    await t.app.saferGambling.addOperatorTimeOut(user.id, '24h', 'ops-anna');
    const history = await getData<SaferGamblingChange[]>(back, API_PATHS.saferGamblingHistory);
    expect(history[0]).toMatchObject({ subject: 'time-out', actor: 'ops-anna' });
    expect(history[1]).toMatchObject({
      subject: 'self-exclusion',
      actor: 'bettor',
      to_value: '6m',
    });
    expect(
      (await getData<SaferGamblingState>(back, API_PATHS.saferGambling)).play_break?.until,
    ).toBe('2026-09-10T12:00:00.000Z');
  });
});

describe('reality check and activity', () => {
  it('keeps the interval the bettor chose, off by default', async () => {
    const user = await newUser(t);
    expect(
      (await getData<SaferGamblingState>(user, API_PATHS.saferGambling)).reality_check_minutes,
    ).toBe(0);
    expect((await post(user, API_PATHS.realityCheck, { minutes: '20' })).statusCode).toBe(422);
    const saved = await postOk(user, API_PATHS.realityCheck, { minutes: '15' });
    expect(saved.data.reality_check_minutes).toBe(15);
  });

  it('sums deposits, withdrawals, stakes and returns of 7 and 30 days, and of the session', async () => {
    setClock('2026-03-01T12:00:00.000Z');
    let user = await newUser(t, 5000);
    expect((await deposit(user, '400')).statusCode).toBe(201);
    setClock('2026-03-20T12:00:00.000Z');
    user = await refreshToken(user);
    expect((await deposit(user, '300')).statusCode).toBe(201);
    expect((await withdraw(user)).statusCode).toBe(201);
    const market = await openMarket(t);
    expect(
      (await submitBet(t, user, { bet_amount: 25.5, bet_event_id: market.events[0]!.id }))
        .statusCode,
    ).toBe(201);
    await enterPrediction(t, user, '100', 2);

    const activity = await getData<ActivitySummary>(user, API_PATHS.saferGamblingActivity);
    expect(activity.last_7_days).toEqual({
      deposits: 300,
      withdrawals: 500,
      stakes: 125.5,
      returns: 0,
    });
    expect(activity.last_30_days).toEqual({
      deposits: 700,
      withdrawals: 500,
      stakes: 125.5,
      returns: 0,
    });

    const session = await getData<SessionActivity>(user, API_PATHS.saferGamblingSession);
    expect(session).toEqual({
      started_at: '2026-03-20T12:00:00.000Z',
      server_time: '2026-03-20T12:00:00.000Z',
      stakes: 125.5,
      returns: 0,
    });
  });
});
