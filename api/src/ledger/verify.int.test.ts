/**
 * The verify command proves the ledger's invariants; these tests break the ledger on purpose (the
 * only writes to ledger tables outside the Ledger class, which is why they live here) and check
 * that verify names what broke, and that the database itself refuses to rewrite history.
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@sportsbook/shared/contracts';
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  bearer,
  enterPrediction,
  expectLedgerVerified,
  newUser,
  openMarket,
  placeBet,
  postForm,
  runOps,
} from '../../test/session';
import { verifyLedger } from './verify';
import { LEDGER_CHECKS } from '../ledger-checks';

let t: TestApp;

beforeAll(async () => {
  t = await build();
});

afterAll(async () => {
  await t.close();
});

afterEach(async () => {
  // Each test puts back what it broke.
  await expectLedgerVerified(t);
});

describe('ledger verify', () => {
  it('fails, naming the account, when a cached balance is corrupted', async () => {
    const user = await newUser(t, 100);
    await t.db
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance_minor: eb('balance_minor', '+', 1) }))
      .where('user_id', '=', user.id)
      .execute();
    const report = await verifyLedger(t.db, LEDGER_CHECKS);
    expect(report.ok).toBe(false);
    expect(report.violations).toEqual([
      `Account user:${user.id} has a cached balance of 100.01 but its entries sum to 100.00.`,
    ]);
    await expect(runOps(t, 'verify')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'The ledger has 1 violation(s).',
    });
    await t.db
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance_minor: eb('balance_minor', '-', 1) }))
      .where('user_id', '=', user.id)
      .execute();
    expect((await runOps(t, 'verify'))[0]).toMatch(/^Ledger verified: .* Every invariant holds\.$/);
  });

  it('fails when a hold resolves without its bet, or a pending account does not match', async () => {
    const market = await openMarket(t);
    const user = await newUser(t, 100);
    const betId = await placeBet(t, user, market.events[0]!.id, 20);
    const row = await t.db
      .selectFrom('placed_bets')
      .select('hold_id')
      .where('id', '=', betId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('ledger_holds')
      .set({ status: 'voided' })
      .where('id', '=', row.hold_id!)
      .execute();
    const report = await verifyLedger(t.db, LEDGER_CHECKS);
    expect(report.violations).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Hold ${row.hold_id} (voided) has 1 transfers; expected 2`),
        expect.stringContaining('house:bets-pending holds'),
        `Bet ${betId} is pending but its hold is voided.`,
      ]),
    );
    await t.db
      .updateTable('ledger_holds')
      .set({ status: 'pending' })
      .where('id', '=', row.hold_id!)
      .execute();
  });

  it('fails when a bet or a prediction entry is marked won without its hold posted and payout paid', async () => {
    const market = await openMarket(t);
    const user = await newUser(t, 1000);
    const betId = await placeBet(t, user, market.events[0]!.id, 20);
    await enterPrediction(t, user, '60', 1);
    const entry = await t.db
      .selectFrom('prediction_entries')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('placed_bets')
      .set({ status: 'won', payout_minor: 4000 })
      .where('id', '=', betId)
      .execute();
    await t.db
      .updateTable('prediction_entries')
      .set({ status: 'won', payout_minor: 12000 })
      .where('id', '=', entry.id)
      .execute();
    expect((await verifyLedger(t.db, LEDGER_CHECKS)).violations).toEqual([
      `Bet ${betId} is won but its hold is pending.`,
      `Won bet ${betId} was not paid its payout exactly once.`,
      `Prediction entry ${entry.id} is won but its hold is pending.`,
      `Won prediction entry ${entry.id} was not paid its payout exactly once.`,
    ]);
    await t.db
      .updateTable('placed_bets')
      .set({ status: 'pending', payout_minor: null })
      .where('id', '=', betId)
      .execute();
    await t.db
      .updateTable('prediction_entries')
      .set({ status: 'pending', payout_minor: null })
      .where('id', '=', entry.id)
      .execute();
  });

  it('is backed by the database: entries and transfers cannot be changed or deleted', async () => {
    // Matched on the message: better-sqlite3 builds its errors in the realm of the first test
    // file of a jest worker, so in later files they are not `instanceof Error` and toThrow misses.
    const refusal = (pattern: RegExp) => ({ message: expect.stringMatching(pattern) });
    await expect(
      t.db.updateTable('ledger_entries').set({ amount_minor: 1 }).execute(),
    ).rejects.toMatchObject(refusal(/append-only/));
    await expect(t.db.deleteFrom('ledger_transfers').execute()).rejects.toMatchObject(
      refusal(/append-only/),
    );
    await expect(
      t.db
        .updateTable('ledger_accounts')
        .set({ balance_minor: -1 })
        .where('user_id', 'is not', null)
        .execute(),
    ).rejects.toMatchObject(refusal(/check/i));
  });

  it('fails when a withdrawal disagrees with its hold', async () => {
    const user = await newUser(t, 1000);
    const response = await postForm(
      t,
      '/ng/user/wallet/withdraw',
      {
        withdraw_amount: '500',
        phone_no: '01733333333',
        payment_method: 'NAGAD',
        payment_type: 'Agent',
        password: user.password,
      },
      { ...bearer(user.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );
    expect(response.statusCode).toBe(201);
    const id = (JSON.parse(response.body) as { data: { id: number } }).data.id;
    await t.db.updateTable('withdrawals').set({ status: 'paid' }).where('id', '=', id).execute();
    expect((await verifyLedger(t.db, LEDGER_CHECKS)).violations).toEqual([
      `Withdrawal ${id} is paid of 500.00 but its hold is pending of 500.00.`,
    ]);
    await t.db.updateTable('withdrawals').set({ status: 'pending' }).where('id', '=', id).execute();
  });

  it('fails when an approved deposit was not credited exactly once', async () => {
    const user = await newUser(t, 1);
    const response = await postForm(
      t,
      '/ng/user/wallet/deposit-request',
      {
        payment_method: 'NAGAD',
        coin_number: '300',
        phone_from: '01722222222',
        phone_to: '01811000003',
        password: user.password,
      },
      { ...bearer(user.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );
    expect(response.statusCode).toBe(201);
    const deposit = await t.db
      .selectFrom('deposit_requests')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    // Marked approved, pointing at the user's funding transfer instead of a deposit credit.
    const funding = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('transfer_key', '=', `adjustment:test-funding-${user.id}`)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('deposit_requests')
      .set({ status: 'approved', transfer_id: funding.id })
      .where('id', '=', deposit.id)
      .execute();
    expect((await verifyLedger(t.db, LEDGER_CHECKS)).violations).toEqual([
      `Approved deposit ${deposit.id} was not credited exactly once.`,
    ]);
    await t.db
      .updateTable('deposit_requests')
      .set({ status: 'pending', transfer_id: null })
      .where('id', '=', deposit.id)
      .execute();
  });
});
