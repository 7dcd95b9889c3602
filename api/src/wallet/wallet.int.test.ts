import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, privateUserChannel } from '@sportsbook/shared/contracts';
import type {
  Coins,
  CoinTransferResponse,
  DataEnvelope,
  DepositNumber,
  DepositRecord,
  DepositRequestResponse,
  Paged,
  StatementRow,
  WithdrawCancelResponse,
  WithdrawRecord,
  WithdrawResponse,
} from '@sportsbook/shared/contracts';
import { build, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  balanceMinorOf,
  bearer,
  enterPrediction,
  errorOf,
  expectLedgerVerified,
  newUser,
  placeBet,
  postForm,
  runOps,
  takeFreshMarket,
} from '../../test/session';
import type { TestUser } from '../../test/session';
import { UsageError } from '../ops/commands';

let t: TestApp;

beforeAll(async () => {
  t = await build({
    env: {
      ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000',
      TOKEN_RATE_LIMIT_PER_ADDRESS: '1000',
      TOKEN_RATE_LIMIT_PER_USERNAME: '1000',
    },
  });
});

afterAll(async () => {
  // Every scenario of this file leaves a ledger that verifies.
  await expectLedgerVerified(t);
  await t.close();
});

const ops = (...argv: string[]): Promise<string[]> => runOps(t, ...argv);
const opsJson = async <T>(...argv: string[]): Promise<T> => {
  const lines = (await ops(...argv)).filter((line) => !line.startsWith('warning'));
  return JSON.parse(lines[lines.length - 1]!) as T;
};

const WALLET = '/ng/user/wallet';
/** The seed's (demo) house number of BKASH. */
const BKASH_NUMBER = '01711000001';
const NAGAD_NUMBER = '01811000003';
const SKRILL_NUMBER = '01611000004';

type Fields = Record<string, string | number | undefined>;

function walletPost(user: TestUser, path: string, fields: Fields, key: string = randomUUID()) {
  return postForm(t, `${WALLET}/${path}`, fields, {
    ...bearer(user.token),
    [IDEMPOTENCY_KEY_HEADER]: key,
  });
}

async function walletGetPath<T>(user: TestUser, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
  expect(response.statusCode).toBe(200);
  return json<T>(response);
}

async function walletGet<T>(user: TestUser, path: string): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${WALLET}/${path}`,
    headers: bearer(user.token),
  });
  expect(response.statusCode).toBe(200);
  return json<T>(response);
}

function depositForm(user: TestUser, change: Fields = {}): Fields {
  return {
    payment_method: 'BKASH',
    coin_number: '500',
    phone_from: '01722222222',
    phone_to: BKASH_NUMBER,
    password: user.password,
    ...change,
  };
}

function withdrawForm(user: TestUser, change: Fields = {}): Fields {
  return {
    withdraw_amount: '500',
    phone_no: '01733333333',
    payment_method: 'BKASH',
    payment_type: 'Personal',
    password: user.password,
    ...change,
  };
}

function transferForm(user: TestUser, to: TestUser, change: Fields = {}): Fields {
  return {
    username: to.username,
    transferring_coin_number: '100',
    password: user.password,
    ...change,
  };
}

async function deposit(user: TestUser, change: Fields = {}): Promise<DepositRecord> {
  const response = await walletPost(user, 'deposit-request', depositForm(user, change));
  expect(response.statusCode).toBe(201);
  const history = await walletGet<Paged<DepositRecord>>(user, 'deposit-history');
  return history.data[0]!;
}

async function withdraw(user: TestUser, change: Fields = {}): Promise<WithdrawRecord> {
  const response = await walletPost(user, 'withdraw', withdrawForm(user, change));
  expect(response.statusCode).toBe(201);
  return json<WithdrawResponse>(response).data;
}

function statementOf(user: TestUser, page = 1): Promise<Paged<StatementRow>> {
  return walletGet<Paged<StatementRow>>(user, `statement?page=${page}`);
}

async function tableCount(table: 'deposit_requests' | 'withdrawals'): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function coinsChangedTo(userId: number) {
  return t.broadcaster.sent.filter(
    (sent) => sent.channel === privateUserChannel(userId) && sent.event === 'CoinsChanged',
  );
}

/** Expects a refusal with this status, code and headline, the field named, nothing written. */
async function expectRefused(
  response: Promise<{ statusCode: number; body: string }>,
  status: number,
  code: string,
  message: string,
  field?: string,
) {
  const result = await response;
  expect(result.statusCode).toBe(status);
  const body = errorOf(result);
  expect(body).toMatchObject({ code, message, errors: { message } });
  if (field) expect(body.errors[field]).toBe(message);
}

describe('deposit numbers', () => {
  it('lists a house number for every method on the demo data, and answers one by type', async () => {
    const user = await newUser(t);
    const list = await walletGet<DataEnvelope<DepositNumber[]>>(user, 'deposit-numbers');
    expect(list.data).toEqual([
      { type: 'Skrill', phone_no: SKRILL_NUMBER },
      { type: 'Stripe', phone_no: '01611000005' },
      { type: 'Neteller', phone_no: '01611000006' },
      { type: 'BKASH', phone_no: BKASH_NUMBER },
      { type: 'BKASH_AGENT', phone_no: '01711000002' },
      { type: 'NAGAD', phone_no: NAGAD_NUMBER },
    ]);
    expect(await walletGet<DataEnvelope<DepositNumber>>(user, 'deposit-number?type=NAGAD')).toEqual(
      { data: { type: 'NAGAD', phone_no: NAGAD_NUMBER } },
    );
    const none = await t.app.inject({
      method: 'GET',
      url: `${WALLET}/deposit-number?type=PAYPAL`,
      headers: bearer(user.token),
    });
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).message).toBe('Deposit Not Available');
  });

  it('takes a deposit by Skrill, the default method, on the demo data', async () => {
    const user = await newUser(t);
    const record = await deposit(user, {
      payment_method: 'Skrill',
      phone_to: SKRILL_NUMBER,
      coin_number: '50',
    });
    expect(record).toMatchObject({
      method: 'Skrill',
      phone_to: SKRILL_NUMBER,
      coin_number: 50,
      status: 'pending',
    });
  });

  it('is for signed-in users only', async () => {
    for (const path of ['deposit-numbers', 'deposit-number?type=BKASH', 'statement']) {
      const response = await t.app.inject({ method: 'GET', url: `${WALLET}/${path}` });
      expect(response.statusCode).toBe(401);
    }
  });

  it('operators set, list and remove them, audited', async () => {
    const user = await newUser(t);
    expect(await ops('set-deposit-number', 'Skrill', '01799999999')).toEqual([
      JSON.stringify({ type: 'Skrill', phone_no: '01799999999' }),
    ]);
    expect(await ops('deposit-numbers')).toContain(
      JSON.stringify({ type: 'Skrill', phone_no: '01799999999' }),
    );
    // A card method with a number takes deposits (a sane bound: 1..100000 coins).
    await deposit(user, { payment_method: 'Skrill', phone_to: '01799999999', coin_number: '50' });
    await ops('remove-deposit-number', 'Skrill');
    await expectRefused(
      walletPost(user, 'deposit-request', depositForm(user, { payment_method: 'Skrill' })),
      422,
      'VALIDATION_FAILED',
      'Deposit Not Available',
      'phone_to',
    );
    const audit = await t.db
      .selectFrom('wallet_audit')
      .selectAll()
      .where('subject', '=', 'deposit-number:Skrill')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.operator, row.action])).toEqual([
      ['test-operator', 'set-deposit-number'],
      ['test-operator', 'remove-deposit-number'],
    ]);
    expect(JSON.parse(audit[0]!.details)).toEqual({ before: SKRILL_NUMBER, after: '01799999999' });
    expect(audit[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.parse((await ops('wallet-audit'))[0]!)).toEqual({
      id: audit[1]!.id,
      operator: 'test-operator',
      action: 'remove-deposit-number',
      subject: 'deposit-number:Skrill',
      details: { before: '01799999999', after: null },
      created_at: audit[1]!.created_at,
    });
    // The demo number back, for the other scenarios of this file.
    await ops('set-deposit-number', 'Skrill', SKRILL_NUMBER);
  });

  it('refuses a bad type or number, and removing a number that is not set', async () => {
    await expect(ops('set-deposit-number', 'PAYPAL', '01799999999')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(ops('set-deposit-number', 'BKASH', '0179')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(ops('remove-deposit-number', 'PAYPAL')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(ops('set-deposit-number', 'BKASH')).rejects.toBeInstanceOf(UsageError);
  });
});

describe('POST deposit-request', () => {
  it('creates a pending request and moves no coin', async () => {
    const user = await newUser(t, 100);
    const response = await walletPost(user, 'deposit-request', depositForm(user));
    expect(response.statusCode).toBe(201);
    const message = 'Your deposit request has been created. The coins arrive once it is approved.';
    expect(json<DepositRequestResponse>(response)).toEqual({ message, data: message });
    expect(await balanceMinorOf(t, user.id)).toBe(10_000);
    const history = await walletGet<Paged<DepositRecord>>(user, 'deposit-history');
    expect(history).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 1 });
    expect(history.data).toEqual([
      {
        id: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updated_at: expect.any(String),
        coin_number: 500,
        method: 'BKASH',
        phone_to: BKASH_NUMBER,
        phone_from: '01722222222',
        status: 'pending',
      },
    ]);
  });

  it.each([
    ['no coins', { coin_number: '' }, 'coin_number', 'Coin required'],
    ['0 coins', { coin_number: '0' }, 'coin_number', 'Coin must be greater than 0'],
    [
      'coins that are not a number',
      { coin_number: 'ten' },
      'coin_number',
      'Coin must be a number.',
    ],
    ['no phone from', { phone_from: '' }, 'phone_from', 'Phone required'],
    ['a short phone from', { phone_from: '0171' }, 'phone_from', 'Phone number must be 11 digit'],
    ['letters in phone from', { phone_from: '0171234567a' }, 'phone_from', 'Please enter a number'],
    ['no house number', { phone_to: '' }, 'phone_to', 'Deposit Not Available'],
    ['no password', { password: '' }, 'password', 'Password required'],
    ['no method', { payment_method: '' }, 'payment_method', 'Payment method required'],
    [
      'an unknown method',
      { payment_method: 'PAYPAL' },
      'payment_method',
      'Select a valid payment method.',
    ],
    [
      '299 coins by BKASH',
      { coin_number: '299' },
      'coin_number',
      'Mobile wallet deposits are minimum 300, maximum 25000 coins.',
    ],
    [
      '25000.01 coins by NAGAD',
      { coin_number: '25000.01', payment_method: 'NAGAD', phone_to: NAGAD_NUMBER },
      'coin_number',
      'Mobile wallet deposits are minimum 300, maximum 25000 coins.',
    ],
    [
      '100000.01 coins by card',
      { coin_number: '100000.01', payment_method: 'Stripe' },
      'coin_number',
      'Card deposits are minimum 1, maximum 100000 coins.',
    ],
    [
      'a wrong password',
      { password: 'wrong-password' },
      'password',
      'The current password is incorrect.',
    ],
  ])('refuses %s with 422 and stores nothing', async (_case, change, field, message) => {
    const user = await newUser(t);
    const before = await tableCount('deposit_requests');
    const response = await walletPost(user, 'deposit-request', depositForm(user, change));
    expect(response.statusCode).toBe(422);
    const body = errorOf(response);
    expect(body.message).toBe(message);
    expect(body.errors[field]).toBe(message);
    if (message === 'The current password is incorrect.')
      expect(body.code).toBe('INVALID_CREDENTIALS');
    expect(await tableCount('deposit_requests')).toBe(before);
  });

  it('takes the limits themselves: 300 and 25000 coins by a mobile wallet', async () => {
    const user = await newUser(t);
    await deposit(user, { coin_number: '300' });
    await deposit(user, { coin_number: '25000' });
  });

  it('refuses a house number that is no longer the method’s with 409', async () => {
    const user = await newUser(t);
    await expectRefused(
      walletPost(user, 'deposit-request', depositForm(user, { phone_to: '01700000009' })),
      409,
      'CONFLICT',
      'The deposit number of this method has changed. Choose the method again.',
      'phone_to',
    );
  });

  it('needs an Idempotency-Key, and the same key twice makes one request', async () => {
    const user = await newUser(t);
    const noKey = await postForm(
      t,
      `${WALLET}/deposit-request`,
      depositForm(user),
      bearer(user.token),
    );
    expect(noKey.statusCode).toBe(400);
    expect(errorOf(noKey).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const key = randomUUID();
    const first = await walletPost(user, 'deposit-request', depositForm(user), key);
    const retry = await walletPost(user, 'deposit-request', depositForm(user), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect((await walletGet<Paged<DepositRecord>>(user, 'deposit-history')).total).toBe(1);
    // A retry learns its answer before any password check: it moves nothing, and tells only
    // what this user's request with this key already got.
    const withoutPassword = await walletPost(
      user,
      'deposit-request',
      depositForm(user, { password: 'a-wrong-guess' }),
      key,
    );
    expect(withoutPassword.statusCode).toBe(201);
    expect(withoutPassword.headers['idempotent-replayed']).toBe('true');
    expect(withoutPassword.body).toBe(first.body);
    expect((await walletGet<Paged<DepositRecord>>(user, 'deposit-history')).total).toBe(1);
    // The key with another request is refused, before the password too.
    const other = await walletPost(
      user,
      'deposit-request',
      depositForm(user, { coin_number: '600', password: 'a-wrong-guess' }),
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(errorOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('operators decide deposits', () => {
  it('approve: the coins arrive once, CoinsChanged goes out, the statement says Deposit', async () => {
    const user = await newUser(t, 20);
    const request = await deposit(user, { coin_number: '750.50' });
    const pending = (await ops('deposits')).map((line) => JSON.parse(line) as { id: number });
    expect(pending).toContainEqual({
      id: request.id,
      username: user.username,
      date: request.date,
      coin_number: 750.5,
      method: 'BKASH',
      phone_from: '01722222222',
      phone_to: BKASH_NUMBER,
    });
    t.broadcaster.sent = [];
    expect(await opsJson(`approve-deposit`, String(request.id))).toEqual({
      id: request.id,
      username: user.username,
      status: 'approved',
      coins: 750.5,
      current_balance: 770.5,
    });
    expect(coinsChangedTo(user.id)).toEqual([
      {
        channel: privateUserChannel(user.id),
        event: 'CoinsChanged',
        payload: { reason: 'deposit-approved' },
      },
    ]);
    await expect(ops('approve-deposit', String(request.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Deposit ${request.id} is already approved.`,
    });
    await expect(ops('reject-deposit', String(request.id))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await balanceMinorOf(t, user.id)).toBe(77_050);
    const history = await walletGet<Paged<DepositRecord>>(user, 'deposit-history');
    expect(history.data[0]).toMatchObject({ id: request.id, status: 'approved' });
    const [row] = (await statementOf(user)).data;
    expect(row).toEqual({
      id: expect.any(Number),
      date: expect.any(String),
      reference: 'Deposit',
      debit: 0,
      credit: 750.5,
      current_balance: 770.5,
    });
    expect((await ops('deposits')).join('\n')).not.toContain(`"id":${request.id},`);
    const audit = await t.db
      .selectFrom('wallet_audit')
      .selectAll()
      .where('subject', '=', `deposit:${request.id}`)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ operator: 'test-operator', action: 'approve-deposit' }),
    ]);
  });

  it('approving one deposit twice at the same time credits it once', async () => {
    const user = await newUser(t);
    const request = await deposit(user, { coin_number: '400' });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => ops('approve-deposit', String(request.id))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceMinorOf(t, user.id)).toBe(40_000);
    await expectLedgerVerified(t);
  });

  it('reject: nothing moves, no CoinsChanged, and it cannot be approved later', async () => {
    const user = await newUser(t);
    const request = await deposit(user);
    t.broadcaster.sent = [];
    expect(await opsJson('reject-deposit', String(request.id))).toMatchObject({
      status: 'rejected',
      current_balance: 0,
    });
    expect(coinsChangedTo(user.id)).toEqual([]);
    await expect(ops('approve-deposit', String(request.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Deposit ${request.id} is already rejected.`,
    });
    expect(await balanceMinorOf(t, user.id)).toBe(0);
    expect((await statementOf(user)).data).toEqual([]);
  });

  it('refuses an unknown id and a bad command line', async () => {
    await expect(ops('approve-deposit', '999999')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(ops('approve-deposit', 'abc')).rejects.toBeInstanceOf(UsageError);
    await expect(ops('pay-withdrawal')).rejects.toBeInstanceOf(UsageError);
  });
});

describe('POST withdraw', () => {
  it('holds the amount at once: the balance drops, the history shows it pending', async () => {
    const user = await newUser(t, 2000);
    const response = await walletPost(
      user,
      'withdraw',
      withdrawForm(user, { withdraw_amount: '600.25' }),
    );
    expect(response.statusCode).toBe(201);
    const body = json<WithdrawResponse>(response);
    expect(body).toEqual({
      message: 'Your withdraw request has been created.',
      data: {
        id: expect.any(Number),
        date: expect.any(String),
        withdraw_amount: 600.25,
        method: 'Personal',
        payment_method: 'BKASH',
        phone_no: '01733333333',
        reference: `WD-${String(body.data.id).padStart(6, '0')}`,
        status: 'pending',
      },
    });
    expect(await balanceMinorOf(t, user.id)).toBe(200_000 - 60_025);
    const history = await walletGet<Paged<WithdrawRecord>>(user, 'withdraw-history');
    expect(history.data).toEqual([body.data]);
    expect((await statementOf(user)).data[0]).toMatchObject({
      reference: 'Withdrawal held',
      debit: 600.25,
      credit: 0,
      current_balance: 1399.75,
    });
  });

  it.each([
    ['USDT', { payment_method: 'USDT' }, 'payment_method', 'Payment not supported now!'],
    ['no method', { payment_method: '' }, 'payment_method', 'Payment not supported now!'],
    ['BKASH without a type', { payment_type: '' }, 'payment_type', 'Select Payment Mathod'],
    [
      'NAGAD with an unknown type',
      { payment_method: 'NAGAD', payment_type: 'Other' },
      'payment_type',
      'Select Payment Mathod',
    ],
    ['no amount', { withdraw_amount: '' }, 'withdraw_amount', 'Amount required'],
    ['0', { withdraw_amount: '0' }, 'withdraw_amount', 'Amount must be greater than 0'],
    [
      '3 decimals',
      { withdraw_amount: '500.123' },
      'withdraw_amount',
      'Amount can have at most 2 decimals.',
    ],
    ['no account', { phone_no: '' }, 'phone_no', 'Account required'],
    ['a short account', { phone_no: '123' }, 'phone_no', 'Account number must be 11 digit'],
    ['no password', { password: '' }, 'password', 'Password required'],
    [
      'a wrong password',
      { password: 'not-my-password' },
      'password',
      'The current password is incorrect.',
    ],
    [
      '499.99 (below the minimum)',
      { withdraw_amount: '499.99' },
      'withdraw_amount',
      'Minimum withdraw is 500 coins.',
    ],
    [
      '15000.01 (above the maximum)',
      { withdraw_amount: '15000.01' },
      'withdraw_amount',
      'Maximum withdraw is 15000 coins.',
    ],
  ])('refuses %s with 422 and holds nothing', async (_case, change, field, message) => {
    const user = await newUser(t, 20_000);
    const before = await tableCount('withdrawals');
    const response = await walletPost(user, 'withdraw', withdrawForm(user, change));
    expect(response.statusCode).toBe(422);
    const body = errorOf(response);
    expect(body.message).toBe(message);
    expect(body.errors[field]).toBe(message);
    expect(await tableCount('withdrawals')).toBe(before);
    expect(await balanceMinorOf(t, user.id)).toBe(2_000_000);
  });

  it('keeps the reserve of 10 coins', async () => {
    const user = await newUser(t, 509.99);
    await expectRefused(
      walletPost(user, 'withdraw', withdrawForm(user)),
      422,
      'INSUFFICIENT_BALANCE',
      'Insufficient balance. Reserve Coin: 10 must stay in your account.',
      'withdraw_amount',
    );
    await t.app.ledger.credit(user.id, 1, `reserve-top-up-${user.id}`);
    await withdraw(user);
    expect(await balanceMinorOf(t, user.id)).toBe(1000);
  });

  it('takes its limits from the site settings, which operators set', async () => {
    const user = await newUser(t, 1000);
    expect(await opsJson('withdraw-limits')).toEqual({
      withdraw_min_limit: 500,
      withdraw_max_limit: 15000,
    });
    try {
      expect(await opsJson('withdraw-limits', '100', '200')).toEqual({
        withdraw_min_limit: 100,
        withdraw_max_limit: 200,
      });
      const site = await t.app.inject({ method: 'GET', url: '/ng/site-settings' });
      expect(site.body).toContain('"withdraw_min_limit"');
      await withdraw(user, { withdraw_amount: '100' });
      await expectRefused(
        walletPost(user, 'withdraw', withdrawForm(user, { withdraw_amount: '201' })),
        422,
        'VALIDATION_FAILED',
        'Maximum withdraw is 200 coins.',
        'withdraw_amount',
      );
      await expect(ops('withdraw-limits', '300', '200')).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
      await expect(ops('withdraw-limits', '1.5', '200')).rejects.toBeInstanceOf(UsageError);
      const audit = await t.db
        .selectFrom('wallet_audit')
        .select(['operator', 'details'])
        .where('action', '=', 'withdraw-limits')
        .execute();
      expect(JSON.parse(audit[0]!.details)).toEqual({
        before: { min: 500, max: 15000 },
        after: { min: 100, max: 200 },
      });
    } finally {
      await ops('withdraw-limits', '500', '15000');
    }
  });

  it('the same Idempotency-Key twice holds once', async () => {
    const user = await newUser(t, 2000);
    const key = randomUUID();
    const first = await walletPost(user, 'withdraw', withdrawForm(user), key);
    const retry = await walletPost(user, 'withdraw', withdrawForm(user), key);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.body).toBe(first.body);
    expect(await balanceMinorOf(t, user.id)).toBe(150_000);
  });
});

describe('operators decide withdrawals', () => {
  it('pay: once; the balance stays, the statement says Withdrawal paid', async () => {
    const user = await newUser(t, 1000);
    const request = await withdraw(user, { withdraw_amount: '700' });
    expect((await ops('withdrawals')).map((line) => JSON.parse(line))).toContainEqual({
      id: request.id,
      reference: request.reference,
      username: user.username,
      date: request.date,
      withdraw_amount: 700,
      payment_method: 'BKASH',
      payment_type: 'Personal',
      phone_no: '01733333333',
    });
    t.broadcaster.sent = [];
    expect(await opsJson('pay-withdrawal', String(request.id))).toEqual({
      id: request.id,
      username: user.username,
      status: 'paid',
      coins: 700,
      current_balance: 300,
    });
    expect(coinsChangedTo(user.id)).toHaveLength(1);
    await expect(ops('pay-withdrawal', String(request.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Withdrawal ${request.id} is already paid.`,
    });
    await expect(ops('reject-withdrawal', String(request.id))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await balanceMinorOf(t, user.id)).toBe(30_000);
    expect((await walletGet<Paged<WithdrawRecord>>(user, 'withdraw-history')).data[0]!.status).toBe(
      'paid',
    );
    expect((await statementOf(user)).data.slice(0, 2)).toMatchObject([
      { reference: 'Withdrawal paid', debit: 0, credit: 0, current_balance: 300 },
      { reference: 'Withdrawal held', debit: 700, credit: 0, current_balance: 300 },
    ]);
  });

  it('reject: the coins come back once, with CoinsChanged', async () => {
    const user = await newUser(t, 1000);
    const request = await withdraw(user, { withdraw_amount: '800' });
    expect(await balanceMinorOf(t, user.id)).toBe(20_000);
    t.broadcaster.sent = [];
    expect(await opsJson('reject-withdrawal', String(request.id))).toMatchObject({
      status: 'rejected',
      current_balance: 1000,
    });
    expect(coinsChangedTo(user.id).map((sent) => sent.payload)).toEqual([
      { reason: 'withdrawal-rejected' },
    ]);
    await expect(ops('reject-withdrawal', String(request.id))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(ops('pay-withdrawal', String(request.id))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await balanceMinorOf(t, user.id)).toBe(100_000);
    expect((await statementOf(user)).data[0]).toMatchObject({
      reference: 'Withdrawal returned',
      debit: 0,
      credit: 800,
      current_balance: 1000,
    });
  });

  it('deciding one withdrawal many times at once resolves it once', async () => {
    const user = await newUser(t, 1000);
    const request = await withdraw(user);
    const results = await Promise.allSettled([
      ops('reject-withdrawal', String(request.id)),
      ops('pay-withdrawal', String(request.id)),
      ops('reject-withdrawal', String(request.id)),
      ops('pay-withdrawal', String(request.id)),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await expectLedgerVerified(t);
  });
});

describe('POST withdraw-cancel', () => {
  const cancel = (user: TestUser, id: number | string, key?: string) =>
    walletPost(user, 'withdraw-cancel', { id }, key);

  it('cancels a pending withdrawal of its owner once: the hold voided, the coins back', async () => {
    const user = await newUser(t, 1000);
    const request = await withdraw(user, { withdraw_amount: '600' });
    expect(await balanceMinorOf(t, user.id)).toBe(40_000);
    const key = randomUUID();
    const response = await cancel(user, request.id, key);
    expect(response.statusCode).toBe(200);
    expect(json<WithdrawCancelResponse>(response)).toEqual({
      message: 'Your withdrawal has been cancelled. The coins are back in your balance.',
      data: { ...request, status: 'cancelled' },
    });
    expect(await balanceMinorOf(t, user.id)).toBe(100_000);
    // The same attempt again (a retry): the stored answer, nothing moves twice.
    const retry = await cancel(user, request.id, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(response.body);
    expect(await balanceMinorOf(t, user.id)).toBe(100_000);
    // A new attempt: it is cancelled already.
    await expectRefused(
      cancel(user, request.id),
      409,
      'CONFLICT',
      'This withdrawal is already cancelled; only a pending withdrawal can be cancelled.',
    );
    expect(await balanceMinorOf(t, user.id)).toBe(100_000);
    expect((await walletGet<Paged<WithdrawRecord>>(user, 'withdraw-history')).data[0]).toEqual({
      ...request,
      status: 'cancelled',
    });
    expect((await statementOf(user)).data.slice(0, 2)).toMatchObject([
      { reference: 'Withdrawal cancelled', debit: 0, credit: 600, current_balance: 1000 },
      { reference: 'Withdrawal held', debit: 600, credit: 0, current_balance: 400 },
    ]);
    const hold = await t.db
      .selectFrom('withdrawals as w')
      .innerJoin('ledger_holds as h', 'h.id', 'w.hold_id')
      .select('h.status')
      .where('w.id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(hold.status).toBe('voided');
    // An operator can no longer decide it.
    await expect(ops('pay-withdrawal', String(request.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Withdrawal ${request.id} is already cancelled.`,
    });
    await expectLedgerVerified(t);
  });

  it.each([
    ['paid', 'pay-withdrawal'],
    ['rejected', 'reject-withdrawal'],
  ])('refuses a %s withdrawal with 409, nothing moves', async (status, command) => {
    const user = await newUser(t, 1000);
    const request = await withdraw(user, { withdraw_amount: '600' });
    await ops(command, String(request.id));
    const before = await balanceMinorOf(t, user.id);
    await expectRefused(
      cancel(user, request.id),
      409,
      'CONFLICT',
      `This withdrawal is already ${status}; only a pending withdrawal can be cancelled.`,
    );
    expect(await balanceMinorOf(t, user.id)).toBe(before);
    expect((await walletGet<Paged<WithdrawRecord>>(user, 'withdraw-history')).data[0]!.status).toBe(
      status,
    );
  });

  it("answers 404 for another user's withdrawal (as for none) and changes nothing", async () => {
    const alice = await newUser(t, 1000);
    const mallory = await newUser(t, 1000);
    const request = await withdraw(alice, { withdraw_amount: '600' });
    for (const id of [request.id, 2_000_000_000]) {
      await expectRefused(
        cancel(mallory, id),
        404,
        'NOT_FOUND',
        'No withdrawal of yours has this id.',
      );
    }
    expect(await balanceMinorOf(t, alice.id)).toBe(40_000);
    expect(await balanceMinorOf(t, mallory.id)).toBe(100_000);
    expect(
      (await walletGet<Paged<WithdrawRecord>>(alice, 'withdraw-history')).data[0]!.status,
    ).toBe('pending');
  });

  it.each(['', 'abc', '0', '-1', '1.5', '99999999999'])(
    'refuses the id %j with 422',
    async (id) => {
      const user = await newUser(t);
      await expectRefused(
        cancel(user, id),
        422,
        'VALIDATION_FAILED',
        'Choose a withdrawal to cancel.',
        'id',
      );
    },
  );

  it('needs a token and an Idempotency-Key', async () => {
    const user = await newUser(t, 1000);
    const request = await withdraw(user);
    const noToken = await postForm(
      t,
      `${WALLET}/withdraw-cancel`,
      { id: request.id },
      {
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
      },
    );
    expect(noToken.statusCode).toBe(401);
    const noKey = await postForm(
      t,
      `${WALLET}/withdraw-cancel`,
      { id: request.id },
      bearer(user.token),
    );
    expect(noKey.statusCode).toBe(400);
    expect((await walletGet<Paged<WithdrawRecord>>(user, 'withdraw-history')).data[0]!.status).toBe(
      'pending',
    );
  });

  it('of a cancel and operator decisions racing, exactly one wins and the ledger verifies', async () => {
    const user = await newUser(t, 1000);
    const request = await withdraw(user);
    const results = await Promise.allSettled([
      cancel(user, request.id).then((response) => {
        if (response.statusCode !== 200) throw new Error(String(response.statusCode));
      }),
      ops('pay-withdrawal', String(request.id)),
      cancel(user, request.id).then((response) => {
        if (response.statusCode !== 200) throw new Error(String(response.statusCode));
      }),
      ops('reject-withdrawal', String(request.id)),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await expectLedgerVerified(t);
  });
});

describe('GET coins: what is withdrawable and what is held', () => {
  it('shows a withdrawal, an open bet and a prediction entry as held, and the balance less the reserve as withdrawable', async () => {
    const user = await newUser(t, 2000);
    const coins = async () =>
      (await walletGetPath<DataEnvelope<Coins>>(user, '/ng/user/coins')).data;
    expect(await coins()).toEqual({
      current_balance: 2000,
      withdrawable: 1990,
      held: { withdrawals: 0, bets: 0, predictions: 0 },
    });
    const request = await withdraw(user, { withdraw_amount: '600' });
    const market = await takeFreshMarket(t, []);
    await placeBet(t, user, market.events[0]!.id, 25);
    await enterPrediction(t, user, '100', 2);
    expect(await coins()).toEqual({
      current_balance: 1275,
      withdrawable: 1265,
      held: { withdrawals: 600, bets: 25, predictions: 100 },
    });
    // Another user's holds are not this one's.
    const other = await newUser(t, 1000);
    await withdraw(other, { withdraw_amount: '700' });
    expect((await coins()).held).toEqual({ withdrawals: 600, bets: 25, predictions: 100 });
    // Cancelled, the withdrawal is held no more: the coins are back in the balance.
    await walletPost(user, 'withdraw-cancel', { id: request.id });
    expect(await coins()).toEqual({
      current_balance: 1875,
      withdrawable: 1865,
      held: { withdrawals: 0, bets: 25, predictions: 100 },
    });
  });

  it('never answers a negative withdrawable below the reserve', async () => {
    const user = await newUser(t, 5);
    expect((await walletGetPath<DataEnvelope<Coins>>(user, '/ng/user/coins')).data).toMatchObject({
      current_balance: 5,
      withdrawable: 0,
    });
  });
});

describe('POST cointransfer', () => {
  it('moves coins to another user in one transfer; both statements show it', async () => {
    const sender = await newUser(t, 300);
    const receiver = await newUser(t, 5);
    t.broadcaster.sent = [];
    const response = await walletPost(
      sender,
      'cointransfer',
      // Any case of the receiver's name.
      transferForm(sender, receiver, {
        username: receiver.username.toUpperCase(),
        transferring_coin_number: '120.5',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(json<CoinTransferResponse>(response)).toEqual({
      message: 'The coins have been transferred.',
      data: { current_balance: 179.5 },
    });
    expect(await balanceMinorOf(t, sender.id)).toBe(17_950);
    expect(await balanceMinorOf(t, receiver.id)).toBe(12_550);
    expect(coinsChangedTo(receiver.id).map((sent) => sent.payload)).toEqual([
      { reason: 'transfer-received' },
    ]);
    expect((await statementOf(sender)).data[0]).toMatchObject({
      reference: `Transfer to ${receiver.username}`,
      debit: 120.5,
      credit: 0,
      current_balance: 179.5,
    });
    expect((await statementOf(receiver)).data[0]).toMatchObject({
      reference: `Transfer from ${sender.username}`,
      debit: 0,
      credit: 120.5,
      current_balance: 125.5,
    });
  });

  it.each([
    ['no username', { username: '' }, 'username', 'Username required', 422],
    [
      'an unknown user',
      { username: 'nobody_at_all_here' },
      'username',
      'No user has this username.',
      422,
    ],
    [
      'no coins',
      { transferring_coin_number: '' },
      'transferring_coin_number',
      'Coin required',
      422,
    ],
    [
      '0 coins',
      { transferring_coin_number: '0' },
      'transferring_coin_number',
      'Coin must be greater than 0',
      422,
    ],
    ['no password', { password: '' }, 'password', 'Password required', 422],
    [
      'a wrong password',
      { password: 'nope-nope-nope' },
      'password',
      'The current password is incorrect.',
      422,
    ],
    [
      'more than keeps the reserve',
      { transferring_coin_number: '90.01' },
      'transferring_coin_number',
      'Insufficient balance. Reserve Coin: 10 must stay in your account.',
      422,
    ],
  ])('refuses %s and moves nothing', async (_case, change, field, message, status) => {
    const sender = await newUser(t, 100);
    const receiver = await newUser(t);
    const response = await walletPost(
      sender,
      'cointransfer',
      transferForm(sender, receiver, change),
    );
    expect(response.statusCode).toBe(status);
    expect(errorOf(response).errors[field]).toBe(message);
    expect(errorOf(response).message).toBe(message);
    expect(await balanceMinorOf(t, sender.id)).toBe(10_000);
    expect(await balanceMinorOf(t, receiver.id)).toBe(0);
  });

  it('refuses a transfer to oneself', async () => {
    const user = await newUser(t, 100);
    await expectRefused(
      walletPost(user, 'cointransfer', transferForm(user, user, { username: user.username })),
      422,
      'VALIDATION_FAILED',
      'You cannot transfer coins to yourself.',
      'username',
    );
    expect(await balanceMinorOf(t, user.id)).toBe(10_000);
  });

  it('takes exactly what keeps the reserve, and the same key twice moves once', async () => {
    const sender = await newUser(t, 100);
    const receiver = await newUser(t);
    const key = randomUUID();
    const fields = transferForm(sender, receiver, { transferring_coin_number: '90' });
    const first = await walletPost(sender, 'cointransfer', fields, key);
    const retry = await walletPost(sender, 'cointransfer', fields, key);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await balanceMinorOf(t, sender.id)).toBe(1000);
    expect(await balanceMinorOf(t, receiver.id)).toBe(9000);
  });
});

describe('concurrency over one balance', () => {
  it('50 parallel withdrawals never break the reserve', async () => {
    const user = await newUser(t, 5009.99);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => walletPost(user, 'withdraw', withdrawForm(user))),
    );
    const statuses = responses.map((response) => response.statusCode);
    // 5009.99 - 9 x 500 = 509.99: a tenth would leave 9.99, below the reserve.
    expect(statuses.filter((status) => status === 201)).toHaveLength(9);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).code).toBe('INSUFFICIENT_BALANCE');
    }
    expect(await balanceMinorOf(t, user.id)).toBe(50_999);
    expect((await walletGet<Paged<WithdrawRecord>>(user, 'withdraw-history')).total).toBe(9);
    await expectLedgerVerified(t);
  }, 60_000);

  it('50 parallel transfers never break the reserve, and both sides add up', async () => {
    const sender = await newUser(t, 1010);
    const receivers = [await newUser(t), await newUser(t)];
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_unused, index) =>
        walletPost(
          sender,
          'cointransfer',
          transferForm(sender, receivers[index % 2]!, { transferring_coin_number: '30' }),
        ),
      ),
    );
    const done = responses.filter((response) => response.statusCode === 200).length;
    // 1010 - 33 x 30 = 20; a 34th would leave -10.
    expect(done).toBe(33);
    expect(await balanceMinorOf(t, sender.id)).toBe(101_000 - done * 3000);
    const received =
      (await balanceMinorOf(t, receivers[0]!.id)) + (await balanceMinorOf(t, receivers[1]!.id));
    expect(received).toBe(done * 3000);
    await expectLedgerVerified(t);
  }, 60_000);
});

describe('statement', () => {
  it('one row per movement, newest first, with the running balance, paged by ten', async () => {
    const user = await newUser(t, 2000);
    const market = await takeFreshMarket(t, []);
    await placeBet(t, user, market.events[0]!.id, 25);
    const other = await newUser(t);
    await walletPost(
      user,
      'cointransfer',
      transferForm(user, other, { transferring_coin_number: '5' }),
    );
    const request = await withdraw(user, { withdraw_amount: '600' });
    await ops('reject-withdrawal', String(request.id));
    for (let n = 0; n < 7; n += 1) {
      await walletPost(
        user,
        'cointransfer',
        transferForm(user, other, { transferring_coin_number: '1' }),
      );
    }
    const first = await statementOf(user);
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    const second = await statementOf(user, 2);
    const rows = [...first.data, ...second.data].reverse();
    expect(rows.map((row) => [row.reference, row.debit, row.credit, row.current_balance])).toEqual([
      ['Operator credit', 0, 2000, 2000],
      ['Bet placed', 25, 0, 1975],
      [`Transfer to ${other.username}`, 5, 0, 1970],
      ['Withdrawal held', 600, 0, 1370],
      ['Withdrawal returned', 0, 600, 1970],
      ...Array.from({ length: 7 }, (_unused, n) => [
        `Transfer to ${other.username}`,
        1,
        0,
        1969 - n,
      ]),
    ]);
    expect(rows.at(-1)!.current_balance * 100).toBe(await balanceMinorOf(t, user.id));
  });

  it('refuses a bad page with 400', async () => {
    const user = await newUser(t);
    for (const path of ['statement', 'deposit-history', 'withdraw-history']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${WALLET}/${path}?page=0`,
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('privacy', () => {
  it('two users never see each other’s deposits, withdrawals or statement rows', async () => {
    const alice = await newUser(t, 1000);
    const bob = await newUser(t, 1000);
    await deposit(alice);
    await withdraw(alice);
    // Fields naming another user are not the form's and are dropped.
    await walletPost(bob, 'deposit-request', { ...depositForm(bob), user_id: alice.id });
    const bobDeposits = await walletGet<Paged<DepositRecord>>(bob, 'deposit-history');
    expect(bobDeposits.total).toBe(1);
    expect((await walletGet<Paged<DepositRecord>>(alice, 'deposit-history')).total).toBe(1);
    expect((await walletGet<Paged<WithdrawRecord>>(bob, 'withdraw-history')).total).toBe(0);
    const bobStatement = await statementOf(bob);
    expect(bobStatement.data.map((row) => row.reference)).toEqual(['Operator credit']);
    const owner = await t.db
      .selectFrom('deposit_requests')
      .select('user_id')
      .where('id', '=', bobDeposits.data[0]!.id)
      .executeTakeFirstOrThrow();
    expect(owner.user_id).toBe(bob.id);
  });
});

/**
 * An app allowing 3 wrong passwords a window, a user with 1,000.00 coins, another user, and a
 * wallet POST as the first user (a fresh Idempotency-Key unless given one).
 */
async function withThreeAttempts(
  test: (context: {
    limited: TestApp;
    user: TestUser;
    other: TestUser;
    post: (path: string, fields: Fields, key?: string) => ReturnType<typeof postForm>;
  }) => Promise<void>,
): Promise<void> {
  const limited = await build({
    env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000', TOKEN_RATE_LIMIT_PER_USERNAME: '3' },
  });
  try {
    const user = await newUser(limited, 1000);
    const other = await newUser(limited);
    const post = (path: string, fields: Fields, key: string = randomUUID()) =>
      postForm(limited, `${WALLET}/${path}`, fields, {
        ...bearer(user.token),
        [IDEMPOTENCY_KEY_HEADER]: key,
      });
    await test({ limited, user, other, post });
  } finally {
    await limited.close();
  }
}

describe('password attempts', () => {
  it('limits the money forms per user, counted together, so a stolen token cannot guess', async () => {
    await withThreeAttempts(async ({ limited, user, other, post }) => {
      const wrong = { password: 'guess-number-1' };
      expect((await post('withdraw', withdrawForm(user, wrong))).statusCode).toBe(422);
      expect((await post('deposit-request', depositForm(user, wrong))).statusCode).toBe(422);
      expect((await post('cointransfer', transferForm(user, other, wrong))).statusCode).toBe(422);
      const fourth = await post('cointransfer', transferForm(user, other));
      expect(fourth.statusCode).toBe(429);
      expect(errorOf(fourth).code).toBe('RATE_LIMITED');
      expect(errorOf(fourth).message).toMatch(
        /^Too many password attempts\. Please try again in \d+ seconds\.$/,
      );
      expect(fourth.headers['retry-after']).toEqual(expect.any(String));
      expect(await limited.app.ledger.balanceMinor(user.id)).toBe(100_000);
    });
  });

  it('counts wrong passwords only: a bettor who knows theirs uses the forms as often as they like', async () => {
    await withThreeAttempts(async ({ limited, user, other, post }) => {
      const statuses: number[] = [];
      for (let n = 0; n < 8; n += 1) {
        statuses.push((await post('cointransfer', transferForm(user, other))).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
      expect(await limited.app.ledger.balanceMinor(user.id)).toBe(100_000 - 8 * 10_000);
      // Two wrong passwords leave one attempt: the right password still goes through.
      const wrong = { password: 'guess-number-1' };
      expect((await post('deposit-request', depositForm(user, wrong))).statusCode).toBe(422);
      expect((await post('deposit-request', depositForm(user, wrong))).statusCode).toBe(422);
      expect((await post('deposit-request', depositForm(user))).statusCode).toBe(201);
      expect((await post('deposit-request', depositForm(user, wrong))).statusCode).toBe(422);
      expect((await post('deposit-request', depositForm(user))).statusCode).toBe(429);
    });
  });

  it('lets a retry learn its stored answer however often it asks, even with the attempts used up', async () => {
    await withThreeAttempts(async ({ limited, user, other, post }) => {
      const key = randomUUID();
      const first = await post('cointransfer', transferForm(user, other), key);
      expect(first.statusCode).toBe(200);
      // A client whose request timed out asks again and again.
      for (let n = 0; n < 12; n += 1) {
        const retry = await post('cointransfer', transferForm(user, other), key);
        expect([retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([200, 'true']);
        expect(retry.body).toBe(first.body);
      }
      const wrong = { password: 'guess-number-1' };
      for (let n = 0; n < 3; n += 1) {
        expect((await post('withdraw', withdrawForm(user, wrong))).statusCode).toBe(422);
      }
      expect((await post('cointransfer', transferForm(user, other))).statusCode).toBe(429);
      const afterLimit = await post('cointransfer', transferForm(user, other), key);
      expect([afterLimit.statusCode, afterLimit.headers['idempotent-replayed']]).toEqual([
        200,
        'true',
      ]);
      expect(afterLimit.body).toBe(first.body);
      expect(await limited.app.ledger.balanceMinor(user.id)).toBe(100_000 - 10_000);
      expect(await limited.app.ledger.balanceMinor(other.id)).toBe(10_000);
    });
  });
});
