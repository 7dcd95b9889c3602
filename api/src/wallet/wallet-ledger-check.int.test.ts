/**
 * The wallet's check of the ledger verifier: withdrawals and deposit requests of every status
 * verify, and each way one can disagree with the ledger is named. Each corruption is rolled back
 * (test/ledger-corruption.ts); coins move only through the Ledger, as a domain's bug would move
 * them.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { API_PATHS, IDEMPOTENCY_KEY_HEADER } from '@sportsbook/shared/contracts';
import type { DataEnvelope, DepositNumber, WithdrawStatus } from '@sportsbook/shared/contracts';
import { buildBeforeAll, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { violationsWhileCorrupted } from '../../test/ledger-corruption';
import { bearer, expectLedgerVerified, newUser, postForm, runOps } from '../../test/session';
import type { TestUser } from '../../test/session';
import type { Database } from '../db/schema';
import { HOUSE } from '../ledger/accounts';

let t: TestApp;
let user: TestUser;
const withdrawals = { pending: 0, paid: 0, rejected: 0, cancelled: 0 };
const deposits = { pending: 0, approved: 0, rejected: 0 };

async function post(path: string, fields: Record<string, string>): Promise<number> {
  const response = await postForm(t, `/ng/user/wallet/${path}`, fields, {
    ...bearer(user.token),
    [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
  });
  expect(response.statusCode).toBe(201);
  return (JSON.parse(response.body) as { data: { id: number } }).data.id;
}

const withdraw = () =>
  post('withdraw', {
    withdraw_amount: '500',
    phone_no: '01733333333',
    payment_method: 'NAGAD',
    payment_type: 'Agent',
    password: user.password,
  });

async function deposit(phoneTo: string): Promise<number> {
  await post('deposit-request', {
    payment_method: 'NAGAD',
    coin_number: '300',
    phone_from: '01722222222',
    phone_to: phoneTo,
    password: user.password,
  });
  const newest = await t.db
    .selectFrom('deposit_requests')
    .select('id')
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return newest.id;
}

buildBeforeAll({}, async (app) => {
  t = app;
  user = await newUser(t, 5000);
  withdrawals.pending = await withdraw();
  withdrawals.paid = await withdraw();
  withdrawals.rejected = await withdraw();
  await runOps(t, 'pay-withdrawal', String(withdrawals.paid));
  await runOps(t, 'reject-withdrawal', String(withdrawals.rejected));
  withdrawals.cancelled = await withdraw();
  const cancelled = await postForm(
    t,
    `/${API_PATHS.withdrawCancel}`,
    { id: String(withdrawals.cancelled) },
    { ...bearer(user.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  );
  expect(cancelled.statusCode).toBe(200);
  const numbers = await t.app.inject({
    method: 'GET',
    url: `/${API_PATHS.depositNumber}?type=NAGAD`,
    headers: bearer(user.token),
  });
  expect(numbers.statusCode).toBe(200);
  const nagad = json<DataEnvelope<DepositNumber>>(numbers);
  deposits.pending = await deposit(nagad.data.phone_no);
  deposits.approved = await deposit(nagad.data.phone_no);
  deposits.rejected = await deposit(nagad.data.phone_no);
  await runOps(t, 'approve-deposit', String(deposits.approved));
  await runOps(t, 'reject-deposit', String(deposits.rejected));
});

afterEach(async () => {
  await expectLedgerVerified(t);
});

function updateWithdrawal(
  trx: Kysely<Database>,
  id: number,
  change: { status?: WithdrawStatus; amount_minor?: number; hold_id?: number },
) {
  return trx.updateTable('withdrawals').set(change).where('id', '=', id).execute();
}

function updateDeposit(
  trx: Kysely<Database>,
  id: number,
  change: { status?: 'pending' | 'approved' | 'rejected'; amount_minor?: number },
) {
  return trx.updateTable('deposit_requests').set(change).where('id', '=', id).execute();
}

/** A deposit credit for `reference`, paid through the Ledger as approving a deposit pays one. */
function creditDeposit(trx: Kysely<Database>, reference: string, amountMinor: number) {
  return t.app.ledger.payUser(trx, HOUSE.deposits, user.id, {
    amountMinor,
    kind: 'deposit',
    reference,
    transferKey: `attack:${reference}:again`,
  });
}

describe("the wallet's ledger check", () => {
  it('passes withdrawals and deposit requests of every status', async () => {
    const statuses = async (table: 'withdrawals' | 'deposit_requests') =>
      (await t.db.selectFrom(table).select('status').orderBy('id').execute()).map(
        (row) => row.status,
      );
    expect(await statuses('withdrawals')).toEqual(['pending', 'paid', 'rejected', 'cancelled']);
    expect(await statuses('deposit_requests')).toEqual(['pending', 'approved', 'rejected']);
    await expectLedgerVerified(t);
  });

  it('names a withdrawal without a hold', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) =>
        updateWithdrawal(trx, withdrawals.pending, { hold_id: 999_999 }),
      ),
    ).toEqual([`Withdrawal ${withdrawals.pending} has no hold.`]);
  });

  it('names a withdrawal whose status its hold does not have', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) =>
        updateWithdrawal(trx, withdrawals.pending, { status: 'paid' }),
      ),
    ).toEqual([
      `Withdrawal ${withdrawals.pending} is paid of 500.00 but its hold is pending of 500.00.`,
    ]);
  });

  it('names a cancelled withdrawal whose hold was not voided, and a pending one whose was', async () => {
    expect(
      await violationsWhileCorrupted(t, async (trx) => {
        await updateWithdrawal(trx, withdrawals.pending, { status: 'cancelled' });
        await updateWithdrawal(trx, withdrawals.cancelled, { status: 'pending' });
      }),
    ).toEqual([
      `Withdrawal ${withdrawals.pending} is cancelled of 500.00 but its hold is pending of 500.00.`,
      `Withdrawal ${withdrawals.cancelled} is pending of 500.00 but its hold is voided of 500.00.`,
    ]);
  });

  it('names a withdrawal of another amount than its hold', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) =>
        updateWithdrawal(trx, withdrawals.paid, { amount_minor: 50_001 }),
      ),
    ).toEqual([
      `Withdrawal ${withdrawals.paid} is paid of 500.01 but its hold is posted of 500.00.`,
    ]);
  });

  it('names an approved deposit never credited', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) =>
        updateDeposit(trx, deposits.pending, { status: 'approved' }),
      ),
    ).toEqual([`Approved deposit ${deposits.pending} was not credited exactly once.`]);
  });

  it('names an approved deposit credited twice, even with its amount written up to match', async () => {
    expect(
      await violationsWhileCorrupted(t, async (trx) => {
        await creditDeposit(trx, `deposit:${deposits.approved}`, 30_000);
        await updateDeposit(trx, deposits.approved, { amount_minor: 60_000 });
      }),
    ).toEqual([`Approved deposit ${deposits.approved} was not credited exactly once.`]);
  });

  it('names an approved deposit credited another amount', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) =>
        updateDeposit(trx, deposits.approved, { amount_minor: 30_001 }),
      ),
    ).toEqual([`Approved deposit ${deposits.approved} was not credited exactly once.`]);
  });

  it('names a deposit credited though not approved', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) =>
        updateDeposit(trx, deposits.approved, { status: 'rejected' }),
      ),
    ).toEqual([`Deposit ${deposits.approved} is rejected but was credited.`]);
  });

  it('names a deposit credit of no deposit request', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) => creditDeposit(trx, 'deposit:999999', 100)),
    ).toEqual(['Deposit credit deposit:999999 belongs to no deposit request.']);
  });
});
