import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  BACKOFFICE_CHANNEL,
  IDEMPOTENCY_KEY_HEADER,
  privateUserChannel,
  QUEUE_CHANGED_EVENT,
  REALTIME_EVENTS,
} from '@sportsbook/shared/contracts';
import { build, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  balanceMinorOf,
  bearer,
  errorOf,
  expectLedgerVerified,
  newUser,
  placeBet,
  postForm,
  submitMultipleBet,
  takeFreshMarket,
} from '../../test/session';
import type { TestUser } from '../../test/session';
import { isSqlite } from '../db/write-transaction';
import { runOpsCommand } from '../ops/commands';
import { INACTIVE_ACCOUNT_MESSAGE } from '../accounts/tokens';
import type { AuditRecord } from './audit-trail';
import { OPERATOR_ROLES } from './backoffice-tables';
import type { OperatorRole } from './backoffice-tables';
import { DEMO_OPERATOR, OPERATOR_SIGN_IN_FAILED } from './operator-accounts';
import { OPERATOR_MESSAGES } from './operator-actions';
import { PERMISSIONS } from './permissions';
import type { Permission } from './permissions';
import { asOperator, newOperator, totpCode } from './operator-test-support';
import type { TestOperator } from './operator-test-support';

// Each operator is enrolled and signs in (argon2 twice): slow on a busy machine, PostgreSQL above all.
jest.setTimeout(60_000);

let t: TestApp;
let clock = new Date('2026-01-05T10:00:00.000Z');
const usedMarkets: number[] = [];
let bettor: TestUser;

beforeAll(async () => {
  t = await build({
    now: () => clock,
    env: {
      ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000',
      TOKEN_RATE_LIMIT_PER_ADDRESS: '1000',
      TOKEN_RATE_LIMIT_PER_USERNAME: '1000',
    },
  });
  bettor = await newUser(t, 2000);
  // Migrating and seeding a PostgreSQL schema takes longer than a test's default on a busy machine.
}, 60_000);

afterAll(async () => {
  await expectLedgerVerified(t);
  await t.close();
});

/** Moves the app's clock to the next TOTP step, so an operator may sign in again. */
function nextStep(): void {
  clock = new Date(clock.getTime() + 30_000);
}

interface ActionAnswer {
  record: AuditRecord;
  replayed: boolean;
}

async function depositOf(user: TestUser, coins: string): Promise<number> {
  const response = await postForm(
    t,
    '/ng/user/wallet/deposit-request',
    {
      payment_method: 'BKASH',
      coin_number: coins,
      phone_from: '01722222222',
      phone_to: '01711000001',
      password: user.password,
    },
    { ...bearer(user.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  );
  expect(`${response.statusCode} ${response.body}`).toMatch(/^201 /);
  const row = await t.db
    .selectFrom('deposit_requests')
    .select('id')
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function withdrawalOf(user: TestUser, coins: string): Promise<number> {
  const response = await postForm(
    t,
    '/ng/user/wallet/withdraw',
    {
      withdraw_amount: coins,
      phone_no: '01733333333',
      payment_method: 'BKASH',
      payment_type: 'Personal',
      password: user.password,
    },
    { ...bearer(user.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  );
  expect(response.statusCode).toBe(201);
  const row = await t.db
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The bettor's password sign-in (`/oauth/token`). */
function passwordSignIn(user: TestUser) {
  return postForm(t, '/oauth/token', {
    grant_type: 'password',
    client_id: t.config.auth.clientId,
    client_secret: t.config.auth.clientSecret,
    username: user.username,
    password: user.password,
  });
}

/** Runs `work` while every audit_log insert fails (a trigger), then puts the table back. */
async function withAuditDown(work: () => Promise<void>): Promise<void> {
  const sqlite = isSqlite(t.db);
  if (sqlite) {
    await sql`create trigger audit_log_down before insert on audit_log begin select raise(abort, 'audit down'); end`.execute(
      t.db,
    );
  } else {
    await sql`create function audit_log_down() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$`.execute(
      t.db,
    );
    await sql`create trigger audit_log_down before insert on audit_log for each row execute function audit_log_down()`.execute(
      t.db,
    );
  }
  try {
    await work();
  } finally {
    await sql
      .raw(sqlite ? 'drop trigger audit_log_down' : 'drop trigger audit_log_down on audit_log')
      .execute(t.db);
    if (!sqlite) await sql`drop function audit_log_down()`.execute(t.db);
  }
}

describe('operator sign-in', () => {
  it('seeds the demo operator with the known secret', async () => {
    await t.app.operators.ensureDemoOperator();
    nextStep();
    const response = await t.app.inject({
      method: 'POST',
      url: '/operator/session',
      payload: {
        username: DEMO_OPERATOR.username,
        password: DEMO_OPERATOR.password,
        code: await totpCode(DEMO_OPERATOR.totpSecret, clock),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ operator: { role: string } }>(response).operator.role).toBe('admin');
  });

  it('takes a password and a current TOTP code, once', async () => {
    const enrolment = await t.app.operators.create({
      username: 'signin-check',
      password: 'correct horse battery',
      role: 'support',
    });
    expect(enrolment.otpauth_uri).toContain('otpauth://totp/');
    expect(enrolment.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const code = await totpCode(enrolment.totp_secret, clock);
    const attempt = (password: string, given: string) =>
      t.app.inject({
        method: 'POST',
        url: '/operator/session',
        payload: { username: 'signin-check', password, code: given },
      });
    const wrongPassword = await attempt('wrong password!!', code);
    expect(wrongPassword.statusCode).toBe(400);
    expect(errorOf(wrongPassword).message).toBe(OPERATOR_SIGN_IN_FAILED);
    const wrongCode = await attempt(
      'correct horse battery',
      code === '000000' ? '111111' : '000000',
    );
    expect(wrongCode.statusCode).toBe(400);
    const missing = await attempt('correct horse battery', '');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors).toMatchObject({ code: expect.any(String) });
    const ok = await attempt('correct horse battery', code);
    expect(ok.statusCode).toBe(200);
    // The same code again is refused: a code is good for one sign-in.
    expect((await attempt('correct horse battery', code)).statusCode).toBe(400);
  });

  it('ends a session after 15 idle minutes', async () => {
    const operator = await newOperator(t, 'support', clock);
    expect((await asOperator(t, operator, 'GET', '/operator/me')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await asOperator(t, operator, 'GET', '/operator/me')).statusCode).toBe(401);
  });

  it('refuses a bettor token on operator routes, and an operator token on bettor routes', async () => {
    const operator = await newOperator(t, 'admin', clock);
    for (const url of [
      '/operator/me',
      '/operator/deposits',
      '/operator/markets',
      '/operator/audit',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(bettor.token) });
      expect(response.statusCode).toBe(401);
    }
    for (const url of ['/ng/user/profile', '/ng/user/coins', '/ng/user/wallet/statement']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: bearer(operator.token),
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('authorization matrix', () => {
  /** One request per permission: what it asks does not matter, only 403 or not. */
  const probes: Record<
    Permission,
    { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }
  > = {
    'operators.manage': { method: 'GET', url: '/operator/operators' },
    'settings.manage': { method: 'GET', url: '/operator/settings' },
    'audit.read': { method: 'GET', url: '/operator/audit' },
    'ledger.read': { method: 'GET', url: '/operator/ledger-health' },
    'wallet.read': { method: 'GET', url: '/operator/deposits' },
    'wallet.decide': { method: 'POST', url: '/operator/deposits/999999/approve', payload: {} },
    'wallet.credit': {
      method: 'POST',
      url: '/operator/credits',
      payload: { username: 'nobody-here', coins: '1', reason: 'matrix' },
    },
    'markets.read': { method: 'GET', url: '/operator/markets' },
    'markets.change': { method: 'POST', url: '/operator/markets/999999/lock' },
    'markets.settle': {
      method: 'GET',
      url: '/operator/markets/999999/settlement-preview?winner=void',
    },
    'complaints.read': { method: 'GET', url: '/operator/complaints' },
    'complaints.answer': {
      method: 'POST',
      url: '/operator/complaints/999999/answer',
      payload: { answer: 'x' },
    },
    'users.read': { method: 'GET', url: '/operator/users?q=zz' },
    'users.status': {
      method: 'POST',
      url: '/operator/users/999999/suspend',
      payload: { reason: 'matrix' },
    },
    'users.time-out': {
      method: 'POST',
      url: '/operator/users/999999/time-out',
      payload: { duration: '24h', reason: 'matrix' },
    },
  };

  it.each(OPERATOR_ROLES)('%s: each action allowed or 403, as PERMISSIONS says', async (role) => {
    nextStep();
    const operator = await newOperator(t, role as OperatorRole, clock);
    const surprises: string[] = [];
    for (const [permission, probe] of Object.entries(probes) as [
      Permission,
      (typeof probes)[Permission],
    ][]) {
      const response = await asOperator(t, operator, probe.method, probe.url, probe.payload);
      const allowed = (PERMISSIONS[permission] as readonly string[]).includes(role);
      const refused = response.statusCode === 403;
      if (allowed === refused || response.statusCode === 401 || response.statusCode >= 500) {
        surprises.push(`${permission}: ${response.statusCode}`);
      }
    }
    expect(surprises).toEqual([]);
  });
});

describe('deposits and withdrawals', () => {
  let finance: TestOperator;
  let secondFinance: TestOperator;

  beforeAll(async () => {
    nextStep();
    finance = await newOperator(t, 'finance', clock);
    secondFinance = await newOperator(t, 'finance', clock);
  });

  it('approves a deposit with its audit record, and a retry with its key answers the same', async () => {
    const id = await depositOf(bettor, '350');
    const queue = json<{
      deposits: {
        id: number;
        bettor: { balance: number; responsible_gambling: { play_break: unknown } };
      }[];
    }>(await asOperator(t, finance, 'GET', '/operator/deposits'));
    // The bettor's safer-gambling state stands beside the request (no break here).
    expect(queue.deposits.find((row) => row.id === id)?.bettor.responsible_gambling).toEqual(
      expect.objectContaining({ play_break: null, reality_check_minutes: 0 }),
    );
    expect(queue.deposits.find((row) => row.id === id)?.bettor.balance).toBe(
      (await balanceMinorOf(t, bettor.id)) / 100,
    );
    const before = await balanceMinorOf(t, bettor.id);
    const key = randomUUID();
    const first = await asOperator(t, finance, 'POST', `/operator/deposits/${id}/approve`, {}, key);
    expect(first.statusCode).toBe(200);
    const answer = json<ActionAnswer>(first);
    expect(answer.record).toMatchObject({
      operator: finance.username,
      via: 'app',
      action: 'approve-deposit',
      object: `deposit:${id}`,
      before: { status: 'pending', coins: 350 },
      after: { status: 'approved', coins: 350 },
    });
    expect(await balanceMinorOf(t, bettor.id)).toBe(before + 35_000);
    const again = await asOperator(t, finance, 'POST', `/operator/deposits/${id}/approve`, {}, key);
    expect(json<ActionAnswer>(again)).toEqual({ record: answer.record, replayed: true });
    expect(await balanceMinorOf(t, bettor.id)).toBe(before + 35_000);
    // Without the key a second approval is a conflict, and moves nothing either.
    const second = await asOperator(t, finance, 'POST', `/operator/deposits/${id}/approve`, {});
    expect(second.statusCode).toBe(409);
  });

  it('answers a poll of an unchanged queue with 304, however the clock moved', async () => {
    await depositOf(bettor, '300');
    const first = await asOperator(t, finance, 'GET', '/operator/deposits');
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    nextStep();
    const again = await t.app.inject({
      method: 'GET',
      url: '/operator/deposits',
      headers: { authorization: `Bearer ${finance.token}`, 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('rejects only with a reason', async () => {
    const id = await depositOf(bettor, '300');
    const bare = await asOperator(t, finance, 'POST', `/operator/deposits/${id}/reject`, {});
    expect(bare.statusCode).toBe(400);
    expect(errorOf(bare).errors).toMatchObject({ reason: OPERATOR_MESSAGES.reasonRequired });
    const row = await t.db
      .selectFrom('deposit_requests')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    const rejected = await asOperator(t, finance, 'POST', `/operator/deposits/${id}/reject`, {
      reason: 'No such payment arrived.',
    });
    expect(json<ActionAnswer>(rejected).record).toMatchObject({
      reason: 'No such payment arrived.',
      after: { status: 'rejected' },
    });
  });

  it('pays a withdrawal above the threshold only when a second operator confirms', async () => {
    const admin = await newOperator(t, 'admin', clock);
    const set = await asOperator(t, admin, 'PUT', '/operator/settings', { four_eyes_above: 600 });
    expect(set.statusCode).toBe(200);
    const small = await withdrawalOf(bettor, '500');
    const paid = await asOperator(t, finance, 'POST', `/operator/withdrawals/${small}/approve`, {});
    expect(json<ActionAnswer>(paid).record).toMatchObject({
      action: 'pay-withdrawal',
      after: { status: 'paid' },
    });

    const large = await withdrawalOf(bettor, '700');
    const firstApproval = await asOperator(
      t,
      finance,
      'POST',
      `/operator/withdrawals/${large}/approve`,
      {},
    );
    expect(json<ActionAnswer>(firstApproval).record).toMatchObject({
      action: 'approve-withdrawal',
      after: { status: 'pending', first_approval: finance.username },
    });
    const own = await asOperator(t, finance, 'POST', `/operator/withdrawals/${large}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe(OPERATOR_MESSAGES.sameOperator);
    const queue = json<{
      withdrawals: { id: number; four_eyes: boolean; first_approval: string }[];
    }>(await asOperator(t, finance, 'GET', '/operator/withdrawals'));
    expect(queue.withdrawals.find((row) => row.id === large)).toMatchObject({
      four_eyes: true,
      first_approval: finance.username,
    });
    const confirmed = await asOperator(
      t,
      secondFinance,
      'POST',
      `/operator/withdrawals/${large}/approve`,
      {},
    );
    expect(json<ActionAnswer>(confirmed).record).toMatchObject({
      action: 'confirm-withdrawal',
      operator: secondFinance.username,
      after: { status: 'paid' },
    });
    await asOperator(t, admin, 'PUT', '/operator/settings', { four_eyes_above: 5000 });
  });

  it('moves nothing when its audit record cannot be written', async () => {
    const id = await depositOf(bettor, '300');
    const before = await balanceMinorOf(t, bettor.id);
    await withAuditDown(async () => {
      const response = await asOperator(t, finance, 'POST', `/operator/deposits/${id}/approve`, {});
      expect(response.statusCode).toBe(500);
    });
    expect(await balanceMinorOf(t, bettor.id)).toBe(before);
    const row = await t.db
      .selectFrom('deposit_requests')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});

describe('markets', () => {
  it('shows a settlement’s money impact, settles once, and records it', async () => {
    nextStep();
    const trader = await newOperator(t, 'trader', clock);
    const market = await takeFreshMarket(t, usedMarkets);
    const [winner, loser] = market.events as [{ id: number; oddsCents: number }, { id: number }];
    const punter = await newUser(t, 500);
    await placeBet(t, punter, winner.id, 100);
    await placeBet(t, punter, loser.id, 50);
    // A bet cashed out in full rides no more: the settlement moves nothing of it, nor may its
    // preview (issue 32's cash-out).
    const cashedOut = await placeBet(t, punter, winner.id, 100);
    const cashOut = await postForm(
      t,
      '/ng/bet/cash-out',
      { bet_id: cashedOut },
      {
        ...bearer(punter.token),
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
      },
    );
    expect(cashOut.statusCode).toBe(200);
    const preview = json<{
      bets: number;
      total_stakes: number;
      total_payouts: number;
      house_result: number;
    }>(
      await asOperator(
        t,
        trader,
        'GET',
        `/operator/markets/${market.marketId}/settlement-preview?winner=${winner.id}`,
      ),
    );
    const payout = Math.round(100 * winner.oddsCents) / 100;
    expect(preview).toMatchObject({ bets: 2, total_stakes: 150, total_payouts: payout });
    expect(preview.house_result).toBeCloseTo(150 - payout, 2);
    const voidPreview = json<{ total_payouts: number; house_result: number }>(
      await asOperator(
        t,
        trader,
        'GET',
        `/operator/markets/${market.marketId}/settlement-preview?winner=void`,
      ),
    );
    expect(voidPreview).toMatchObject({ total_payouts: 150, house_result: 0 });

    const settled = await asOperator(
      t,
      trader,
      'POST',
      `/operator/markets/${market.marketId}/settle`,
      {
        winner: String(winner.id),
      },
    );
    expect(settled.statusCode).toBe(200);
    expect(json<ActionAnswer>(settled).record).toMatchObject({
      action: 'settle-market',
      object: `market:${market.marketId}`,
      after: { settlement: { outcome: 'winner', winning_bet_event_id: winner.id } },
    });
    const again = await asOperator(
      t,
      trader,
      'POST',
      `/operator/markets/${market.marketId}/settle`,
      {
        winner: 'void',
      },
    );
    expect(again.statusCode).toBe(409);
  });

  it('counts in a settlement’s money impact the multiples it decides, on their riding stakes', async () => {
    nextStep();
    const trader = await newOperator(t, 'trader', clock);
    const market = await takeFreshMarket(t, usedMarkets);
    /** A fresh market of a match none of `taken` is of. */
    const otherMatch = async (...taken: { matchId: number }[]) => {
      for (;;) {
        const fresh = await takeFreshMarket(t, usedMarkets);
        if (taken.every((one) => one.matchId !== fresh.matchId)) return fresh;
      }
    };
    const open = await otherMatch(market);
    const decided = await otherMatch(market, open);
    for (const [leg, cents] of [
      [market, 200],
      [open, 150],
      [decided, 300],
    ] as const) {
      await t.app.markets.changeOdds(leg.marketId, [
        { id: leg.events[0]!.id, bet_ratio: cents / 100 },
      ]);
    }
    const [winner, loser] = market.events as [
      { id: number; oddsCents: number },
      { id: number; oddsCents: number },
    ];
    const punter = await newUser(t, 1000);
    const multiple = async (legs: number[], stake: number) => {
      const response = await submitMultipleBet(t, punter, {
        bet_amount: stake,
        bet_event_ids: legs.join(','),
      });
      expect(response.statusCode).toBe(201);
      return json<{ data: { id: number } }>(response).data.id;
    };
    // Won here, its other leg open: nothing moves yet.
    await multiple([winner.id, open.events[0]!.id], 20);
    // Lost here: its stake goes to the house.
    await multiple([loser.id, open.events[0]!.id], 30);
    // Its other leg won already: this is its last, 40 x 2.00 x 3.00 = 240 (void: 40 x 3.00).
    await multiple([winner.id, decided.events[0]!.id], 40);
    // Lost here after half was cashed out: the 50 still riding goes to the house.
    const partly = await multiple([loser.id, open.events[0]!.id], 100);
    const cashOut = await postForm(
      t,
      '/ng/bet/cash-out',
      { bet_id: partly, amount: 50 },
      { ...bearer(punter.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );
    expect(cashOut.statusCode).toBe(200);
    await t.app.settlement.settleMarket(decided.marketId, {
      winningBetEventId: decided.events[0]!.id,
    });

    const preview = async (chosen: number | 'void') =>
      json<Record<string, unknown>>(
        await asOperator(
          t,
          trader,
          'GET',
          `/operator/markets/${market.marketId}/settlement-preview?winner=${chosen}`,
        ),
      );
    expect(await preview(winner.id)).toMatchObject({
      bets: 3,
      total_stakes: 120,
      total_payouts: 240,
      house_result: -120,
    });
    expect(await preview('void')).toMatchObject({
      bets: 1,
      total_stakes: 40,
      total_payouts: 120,
      house_result: -80,
    });
    // The settlement moves what the preview said: the punter is paid the 240.
    const before = await balanceMinorOf(t, punter.id);
    await t.app.settlement.settleMarket(market.marketId, { winningBetEventId: winner.id });
    expect(await balanceMinorOf(t, punter.id)).toBe(before + 24_000);

    // The bettor's page names each multiple's legs, not only its first leg's market.
    const support = await newOperator(t, 'support', clock);
    const details = json<{ bets: { id: number; market: string; selection: string }[] }>(
      await asOperator(t, support, 'GET', `/operator/users/${punter.id}`),
    );
    const row = details.bets.find((bet) => bet.id === partly);
    expect(row?.market).toBe('Multiple of 2');
    expect(row?.selection.split('; ')).toHaveLength(2);
    expect(details.bets.map((bet) => bet.market)).toEqual(Array(4).fill('Multiple of 2'));
  });

  it('locks, unlocks and moves odds, refusing bad odds with a clear message', async () => {
    const trader = await newOperator(t, 'trader', clock);
    const market = await takeFreshMarket(t, usedMarkets);
    const locked = await asOperator(t, trader, 'POST', `/operator/markets/${market.marketId}/lock`);
    expect(json<ActionAnswer>(locked).record).toMatchObject({ after: { bet_status: 0 } });
    await asOperator(t, trader, 'POST', `/operator/markets/${market.marketId}/unlock`);
    const selection = market.events[0]!.id;
    const bad = await asOperator(t, trader, 'POST', `/operator/markets/${market.marketId}/odds`, {
      odds: [{ id: selection, odds: 0.5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/Odds must be from/);
    const moved = await asOperator(t, trader, 'POST', `/operator/markets/${market.marketId}/odds`, {
      odds: [{ id: selection, odds: 2.35 }],
    });
    expect(json<ActionAnswer>(moved).record).toMatchObject({
      action: 'change-odds',
      after: { odds: { [selection]: 2.35 } },
    });
  });
});

describe('complaints and users', () => {
  it('answers a complaint; the bettor is told on their private channel', async () => {
    const support = await newOperator(t, 'support', clock);
    const submitted = await postForm(
      t,
      '/ng/user/profile/submit-complain',
      { qtitle: 'Late payout', qdescription: 'My win is not in my balance.' },
      bearer(bettor.token),
    );
    expect(submitted.statusCode).toBe(201);
    const { open } = json<{ open: { id: number; qtitle: string }[] }>(
      await asOperator(t, support, 'GET', '/operator/complaints'),
    );
    const complaint = open.find((row) => row.qtitle === 'Late payout')!;
    t.broadcaster.sent = [];
    const answered = await asOperator(
      t,
      support,
      'POST',
      `/operator/complaints/${complaint.id}/answer`,
      {
        answer: 'It is paid now.',
      },
    );
    expect(json<ActionAnswer>(answered).record).toMatchObject({
      after: { status: 'answered', answer: 'It is paid now.' },
    });
    expect(t.broadcaster.sent).toContainEqual(
      expect.objectContaining({
        channel: privateUserChannel(bettor.id),
        event: REALTIME_EVENTS.complaintAnswered,
      }),
    );
    const empty = await asOperator(
      t,
      support,
      'POST',
      `/operator/complaints/${complaint.id}/answer`,
      {
        answer: '  ',
      },
    );
    expect(empty.statusCode).toBe(400);
  });

  it('finds a bettor, suspends them (no sign-in) and reactivates them', async () => {
    const support = await newOperator(t, 'support', clock);
    const target = await newUser(t, 10);
    const found = json<{ users: { id: number }[] }>(
      await asOperator(t, support, 'GET', `/operator/users?q=${target.username.slice(0, 12)}`),
    );
    expect(found.users.map((user) => user.id)).toContain(target.id);
    const details = json<{ profile: { username: string }; balance: number; followers: unknown[] }>(
      await asOperator(t, support, 'GET', `/operator/users/${target.id}`),
    );
    expect(details).toMatchObject({ profile: { username: target.username }, balance: 10 });
    const suspended = await asOperator(t, support, 'POST', `/operator/users/${target.id}/suspend`, {
      reason: 'Chargeback under review.',
    });
    expect(json<ActionAnswer>(suspended).record).toMatchObject({
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    // Their session ended with it, and signing in again says why.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/ng/user/profile',
      headers: bearer(target.token),
    });
    expect(profile.statusCode).toBe(401);
    const signIn = await passwordSignIn(target);
    expect(signIn.statusCode).toBe(403);
    expect(errorOf(signIn).message).toBe(INACTIVE_ACCOUNT_MESSAGE);
    const back = await asOperator(
      t,
      support,
      'POST',
      `/operator/users/${target.id}/reactivate`,
      {},
    );
    expect(json<ActionAnswer>(back).record).toMatchObject({ after: { status: 'active' } });
  });
});

describe('operator time-outs', () => {
  interface UserDetails {
    safer_gambling: {
      state: { play_break: { kind: string; until: string } | null };
      history: { subject: string; to_value: string | null; actor: string }[];
    };
  }
  const breaks = (userId: number) =>
    t.db
      .selectFrom('safer_gambling_changes')
      .select(['subject', 'to_value', 'actor'])
      .where('user_id', '=', userId)
      .execute();
  const deposit = (user: TestUser) =>
    postForm(
      t,
      '/ng/user/wallet/deposit-request',
      {
        payment_method: 'BKASH',
        coin_number: '300',
        phone_from: '01722222222',
        phone_to: '01711000001',
        password: user.password,
      },
      { ...bearer(user.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );

  it('adds a time-out through the safer-gambling service, with its audit record', async () => {
    const support = await newOperator(t, 'support', clock);
    const target = await newUser(t, 10);
    const added = await asOperator(t, support, 'POST', `/operator/users/${target.id}/time-out`, {
      duration: '7d',
      reason: 'Asked for a break on the phone.',
    });
    expect(added.statusCode).toBe(200);
    const until = new Date(clock.getTime() + 7 * 24 * 3_600_000).toISOString();
    expect(json<ActionAnswer>(added).record).toMatchObject({
      operator: support.username,
      action: 'add-time-out',
      object: `user:${target.username}`,
      reason: 'Asked for a break on the phone.',
      before: { latest_break: null },
      after: { latest_break: { kind: 'time-out', until } },
    });
    // The bettor's money routes say so, and the Users screen shows the state and its history.
    const refused = await deposit(target);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toMatch(/^You are on a time-out until/);
    const details = json<UserDetails>(
      await asOperator(t, support, 'GET', `/operator/users/${target.id}`),
    );
    expect(details.safer_gambling.state.play_break).toMatchObject({ kind: 'time-out', until });
    expect(details.safer_gambling.history[0]).toMatchObject({
      subject: 'time-out',
      to_value: '7d',
      actor: support.username,
    });
  });

  it('refuses a bad length or a missing reason with a clear message, and changes nothing', async () => {
    const support = await newOperator(t, 'support', clock);
    const target = await newUser(t, 10);
    const url = `/operator/users/${target.id}/time-out`;
    const badLength = await asOperator(t, support, 'POST', url, {
      duration: '2h',
      reason: 'x',
    });
    expect(badLength.statusCode).toBeGreaterThanOrEqual(400);
    expect(badLength.statusCode).toBeLessThan(500);
    expect(errorOf(badLength).errors).toMatchObject({ duration: expect.any(String) });
    const noReason = await asOperator(t, support, 'POST', url, { duration: '24h' });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).errors).toMatchObject({ reason: OPERATOR_MESSAGES.reasonRequired });
    const nobody = await asOperator(t, support, 'POST', '/operator/users/999999/time-out', {
      duration: '24h',
      reason: 'x',
    });
    expect(nobody.statusCode).toBe(404);
    expect(await breaks(target.id)).toEqual([]);
  });

  it('never lifts a bettor’s own exclusion or time-out early', async () => {
    const admin = await newOperator(t, 'admin', clock);
    const target = await newUser(t, 10);
    const excluded = await postForm(
      t,
      '/ng/user/safer-gambling/self-exclusion',
      { duration: '6m', confirm: 'yes' },
      bearer(target.token),
    );
    expect(excluded.statusCode).toBe(200);
    const before = json<UserDetails>(
      await asOperator(t, admin, 'GET', `/operator/users/${target.id}`),
    ).safer_gambling.state.play_break;
    expect(before).toMatchObject({ kind: 'self-exclusion' });
    // No route ends or shortens a break, whatever the verb.
    for (const [method, url] of [
      ['DELETE', `/operator/users/${target.id}/time-out`],
      ['PUT', `/operator/users/${target.id}/time-out`],
      ['POST', `/operator/users/${target.id}/time-out/lift`],
      ['POST', `/operator/users/${target.id}/lift-time-out`],
      ['DELETE', `/operator/users/${target.id}/self-exclusion`],
      ['POST', `/operator/users/${target.id}/self-exclusion/lift`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: bearer(admin.token),
        payload: { reason: 'Lift it.' },
      });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
    }
    // A shorter time-out an operator adds leaves the longer exclusion as it was.
    const added = await asOperator(t, admin, 'POST', `/operator/users/${target.id}/time-out`, {
      duration: '24h',
      reason: 'Belt and braces.',
    });
    expect(added.statusCode).toBe(200);
    const after = json<UserDetails>(
      await asOperator(t, admin, 'GET', `/operator/users/${target.id}`),
    ).safer_gambling;
    expect(after.state.play_break).toEqual(before);
    expect(after.history.map((row) => [row.subject, row.actor])).toEqual([
      ['time-out', admin.username],
      ['self-exclusion', 'bettor'],
    ]);
  });

  it('adds nothing when its audit record cannot be written', async () => {
    const support = await newOperator(t, 'support', clock);
    const target = await newUser(t, 10);
    await withAuditDown(async () => {
      const response = await asOperator(
        t,
        support,
        'POST',
        `/operator/users/${target.id}/time-out`,
        { duration: '24h', reason: 'Audit is down.' },
      );
      expect(response.statusCode).toBe(500);
    });
    expect(await breaks(target.id)).toEqual([]);
    expect((await deposit(target)).statusCode).toBe(201);
  });
});

describe('the audit trail', () => {
  it('is filterable and append-only', async () => {
    const admin = await newOperator(t, 'admin', clock);
    // A record of its own, whatever ran before.
    const id = await depositOf(bettor, '300');
    const approved = await asOperator(t, admin, 'POST', `/operator/deposits/${id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    const records = json<{ records: AuditRecord[] }>(
      await asOperator(t, admin, 'GET', '/operator/audit?action=approve-deposit'),
    ).records;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.action === 'approve-deposit')).toBe(true);
    // A row-level trigger fires only on rows the statement touches: aim at a row that exists.
    const [first] = records;
    const stored = () =>
      t.db.selectFrom('audit_log').selectAll().where('id', '=', first!.id).executeTakeFirst();
    const original = await stored();
    expect(original).toBeDefined();
    // The guards themselves, so a failure below says whether they were gone or did not fire.
    const triggers = isSqlite(t.db)
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'trigger' and tbl_name = 'audit_log'`.execute(
          t.db,
        )
      : await sql<{
          name: string;
        }>`select tgname as name from pg_trigger where tgrelid = 'audit_log'::regclass and not tgisinternal`.execute(
          t.db,
        );
    expect(triggers.rows.map((row) => row.name).sort()).toEqual(
      isSqlite(t.db) ? ['audit_log_no_delete', 'audit_log_no_update'] : ['audit_log_append_only'],
    );
    // Matched by its message, not by `toThrow`: better-sqlite3 is a native module loaded once per
    // jest worker, so its SqliteError extends the Error of whichever test file loaded it first,
    // and `toThrow` (an instanceof Error check) reported "did not throw" beside other files.
    const refused = { message: expect.stringMatching(/append-only/) };
    await expect(
      t.db.updateTable('audit_log').set({ reason: 'edited' }).where('id', '=', first!.id).execute(),
    ).rejects.toMatchObject(refused);
    await expect(
      t.db.deleteFrom('audit_log').where('id', '=', first!.id).execute(),
    ).rejects.toMatchObject(refused);
    expect(await stored()).toEqual(original);
  });

  it('records the command-line tool’s actions under the operator it names', async () => {
    const id = await depositOf(bettor, '300');
    const admin = await newOperator(t, 'admin', clock);
    const printed: string[] = [];
    await runOpsCommand(['approve-deposit', String(id)], {
      database: t.database,
      markets: t.app.markets,
      seedDemoUser: true,
      wallet: t.app.walletOperations,
      operator: 'night-shift',
      audit: {
        trail: t.app.auditTrail,
        actions: t.app.operatorActions,
        actor: { operatorId: null, name: 'night-shift', via: 'cli' },
        reason: 'Checked the bank statement.',
      },
      print: (line) => void printed.push(line),
      now: () => clock,
    });
    const records = json<{ records: AuditRecord[] }>(
      await asOperator(t, admin, 'GET', `/operator/audit?operator=night-shift`),
    ).records;
    expect(records[0]).toMatchObject({
      via: 'cli',
      action: 'approve-deposit',
      object: `deposit:${id}`,
      reason: 'Checked the bank statement.',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it('suspends and reactivates a bettor from the command line, as the operator it names', async () => {
    const admin = await newOperator(t, 'admin', clock);
    const target = await newUser(t, 10);
    const run = (command: string, reason: string | null, username = target.username) =>
      runOpsCommand([command, username], {
        database: t.database,
        markets: t.app.markets,
        seedDemoUser: true,
        operator: 'night-shift',
        audit: {
          trail: t.app.auditTrail,
          actions: t.app.operatorActions,
          actor: { operatorId: null, name: 'night-shift', via: 'cli' },
          reason,
        },
        print: () => undefined,
        now: () => clock,
      });
    // A suspension needs its reason, as in the app; refused, it changes nothing.
    await expect(run('suspend', null)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await run('suspend', 'Card reported stolen.');
    const signIn = await passwordSignIn(target);
    expect(signIn.statusCode).toBe(403);
    await run('reactivate', null);
    const records = json<{ records: AuditRecord[] }>(
      await asOperator(t, admin, 'GET', `/operator/audit?object=user:${target.username}`),
    ).records;
    expect(records.map((record) => [record.operator, record.via, record.action])).toEqual([
      ['night-shift', 'cli', 'reactivate-user'],
      ['night-shift', 'cli', 'suspend-user'],
    ]);
    expect(records[1]).toMatchObject({
      reason: 'Card reported stolen.',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    await expect(run('suspend', 'x', 'nobody-by-this-name')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('shows the ledger’s health: every verifier run, the command line’s too', async () => {
    const admin = await newOperator(t, 'admin', clock);
    const before = json<{ last_check: unknown }>(
      await asOperator(t, admin, 'GET', '/operator/ledger-health'),
    );
    expect(before.last_check).toBeNull();
    await runOpsCommand(['verify'], {
      database: t.database,
      markets: t.app.markets,
      seedDemoUser: true,
      operator: 'night-shift',
      print: () => undefined,
      now: () => clock,
    });
    const afterOps = json<{ last_check: { ok: boolean; source: string; ran_by: string } }>(
      await asOperator(t, admin, 'GET', '/operator/ledger-health'),
    );
    expect(afterOps.last_check).toMatchObject({ ok: true, source: 'ops', ran_by: 'night-shift' });
    nextStep();
    const ran = json<{
      last_check: { ok: boolean; ran_at: string; source: string; ran_by: string };
      recent_checks: { source: string; ran_at: string }[];
      house_accounts: { code: string }[];
    }>(await asOperator(t, admin, 'POST', '/operator/ledger-health/verify'));
    expect(ran.last_check).toMatchObject({
      ok: true,
      ran_at: clock.toISOString(),
      source: 'backoffice',
      ran_by: admin.username,
    });
    expect(ran.recent_checks.map((run) => run.source)).toEqual(['backoffice', 'ops']);
    expect(ran.house_accounts.map((account) => account.code)).toContain('house:deposits');
  });

  it('lets an admin add an operator, answering its enrolment once, and records it', async () => {
    const admin = await newOperator(t, 'admin', clock);
    const created = await asOperator(t, admin, 'POST', '/operator/operators', {
      username: 'Late-Shift',
      password: 'correct horse battery',
      role: 'trader',
    });
    expect(created.statusCode).toBe(201);
    const enrolment = json<{
      operator: { username: string; role: string; active: boolean };
      totp_secret: string;
      otpauth_uri: string;
      qr_data_url: string;
    }>(created);
    expect(enrolment.operator).toMatchObject({
      username: 'late-shift',
      role: 'trader',
      active: true,
    });
    expect(enrolment.otpauth_uri).toContain(enrolment.totp_secret);
    expect(enrolment.qr_data_url).toMatch(/^data:image\/png;base64,/);

    const again = await asOperator(t, admin, 'POST', '/operator/operators', {
      username: 'late-shift',
      password: 'another long password',
      role: 'support',
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);

    const audit = json<{ records: { action: string; object: string }[] }>(
      await asOperator(t, admin, 'GET', '/operator/audit?action=create-operator'),
    );
    expect(audit.records.map((record) => record.object)).toEqual(['operator:late-shift']);
  });
});

describe("the operators' realtime channel", () => {
  const channelAuth = (url: string, token: string, channel: string) =>
    postForm(t, url, { socket_id: '1234.5678', channel_name: channel }, bearer(token));
  /** What the operators' channel heard since the last call. */
  const notices = () => {
    const heard = t.broadcaster.sent
      .filter((sent) => sent.channel === BACKOFFICE_CHANNEL)
      .map((sent) => [sent.event, sent.payload]);
    t.broadcaster.sent.length = 0;
    return heard;
  };
  const queueChanged = (...queues: string[]) => [QUEUE_CHANGED_EVENT, { queues }];

  it("is signed for an operator's session only, and a bettor's channel for its bettor only", async () => {
    const operator = await newOperator(t, 'trader', clock);
    const signed = await channelAuth(
      '/operator/broadcasting/auth',
      operator.token,
      BACKOFFICE_CHANNEL,
    );
    expect(signed.statusCode).toBe(200);
    const signature = createHmac('sha256', t.config.pusher.secret)
      .update(`1234.5678:${BACKOFFICE_CHANNEL}`)
      .digest('hex');
    expect(json<{ auth: string }>(signed)).toEqual({ auth: `${t.config.pusher.key}:${signature}` });
    // A bettor's token: refused on the operators' route; the bettors' route signs no other channel.
    const own = privateUserChannel(bettor.id);
    expect(
      (await channelAuth('/operator/broadcasting/auth', bettor.token, BACKOFFICE_CHANNEL))
        .statusCode,
    ).toBe(401);
    expect(
      (await channelAuth('/broadcasting/auth', bettor.token, BACKOFFICE_CHANNEL)).statusCode,
    ).toBe(403);
    // The reverse: an operator gets no bettor's channel by either route; the bettor gets theirs.
    expect((await channelAuth('/operator/broadcasting/auth', operator.token, own)).statusCode).toBe(
      403,
    );
    expect((await channelAuth('/broadcasting/auth', operator.token, own)).statusCode).toBe(401);
    expect((await channelAuth('/broadcasting/auth', bettor.token, own)).statusCode).toBe(200);
  });

  it("hears a bettor's deposit request, then an operator's approval, once each", async () => {
    const finance = await newOperator(t, 'finance', clock);
    notices();
    const id = await depositOf(bettor, '400');
    expect(notices()).toEqual([queueChanged('deposits')]);
    const key = randomUUID();
    const approve = () =>
      asOperator(t, finance, 'POST', `/operator/deposits/${id}/approve`, {}, key);
    expect((await approve()).statusCode).toBe(200);
    expect(notices()).toEqual([queueChanged('deposits', 'withdrawals', 'users', 'audit')]);
    // A retry changed nothing and tells nothing.
    expect(json<ActionAnswer>(await approve()).replayed).toBe(true);
    expect(notices()).toEqual([]);
  });

  it('hears a withdrawal, its cancel and a complaint filed', async () => {
    const user = await newUser(t, 1000);
    notices();
    const id = await withdrawalOf(user, '500');
    expect(notices()).toEqual([queueChanged('withdrawals')]);
    const cancelled = await postForm(
      t,
      '/ng/user/wallet/withdraw-cancel',
      { id },
      { ...bearer(user.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(notices()).toEqual([queueChanged('withdrawals')]);
    const filed = await postForm(
      t,
      '/ng/user/profile/submit-complain',
      { qtitle: 'Late payout', qdescription: 'My winnings are missing.' },
      bearer(user.token),
    );
    expect(filed.statusCode).toBe(201);
    expect(notices()).toEqual([queueChanged('complaints')]);
  });
});
