/**
 * The ledger's verifier, itself tested: each invariant verify.ts proves is broken on purpose, in
 * exactly one way, and the verifier must name what broke and nothing else. Most corruptions run
 * in a transaction that is rolled back (test/ledger-corruption.ts), with the database's guards
 * out of the way as an attacker with database access would have them; the few that must be seen
 * by another process (`ops verify`, `npm run ledger:verify`) are committed and put back. After
 * each test the ledger verifies again and the guards refuse again. The domains' own checks
 * (placed bets, the wallet, prediction entries) are tested beside them.
 */
import type { Kysely } from 'kysely';
import { runScript } from '../../test/child-process';
import { buildBeforeAll } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { violationsWhileCorrupted } from '../../test/ledger-corruption';
import { expectLedgerVerified, newUser, openMarket, placeBet, runOps } from '../../test/session';
import type { TestUser } from '../../test/session';
import type { Database } from '../db/schema';
import { LEDGER_CHECKS } from '../ledger-checks';
import { HOUSE, userAccountCode } from './accounts';
import type { HouseAccountCode } from './accounts';
import { formatReport, verifyLedger } from './verify';

let t: TestApp;
let user: TestUser;
/** The user's coin account. */
let account: { id: number; code: string };
/** Holds of the user, 20.00 still pending, 10.00 posted, 5.00 voided. */
const holds = { pending: 0, posted: 0, voided: 0 };
let betId: number;

buildBeforeAll({}, async (app) => {
  t = app;
  user = await newUser(t, 100);
  account = { id: await t.app.ledger.userAccountId(t.db, user.id), code: userAccountCode(user.id) };
  const ledger = t.app.ledger;
  const hold = (amountMinor: number, name: string) =>
    ledger.run((trx) =>
      ledger.hold(trx, {
        userId: user.id,
        pendingAccount: HOUSE.betsPending,
        amountMinor,
        kind: 'bet-stake',
        reference: `verify-test:${name}`,
        transferKey: `verify-test:${name}`,
      }),
    );
  holds.pending = await hold(2000, 'pending');
  holds.posted = await hold(1000, 'posted');
  holds.voided = await hold(500, 'voided');
  await ledger.run(async (trx) => {
    await ledger.postHold(trx, holds.posted, HOUSE.betsRevenue, {
      kind: 'bet-lost',
      transferKey: 'verify-test:posted:post',
    });
    await ledger.voidHold(trx, holds.voided, { kind: 'bet-void', transferKey: 'verify-test:void' });
  });
  betId = await placeBet(t, user, (await openMarket(t)).events[0]!.id, 20);
});

afterEach(async () => {
  // Whatever a test broke is undone, and the database refuses to rewrite history again.
  await expectLedgerVerified(t);
  await expectGuarded();
});

/**
 * Fails unless the database still refuses what its guards refuse: changing or deleting entries
 * and transfers, and a user's balance below zero.
 */
async function expectGuarded(): Promise<void> {
  // Matched on the message: better-sqlite3 builds its errors in the realm of the first test
  // file of a jest worker, so in later files they are not `instanceof Error` and toThrow misses.
  const refusal = (pattern: RegExp) => ({ message: expect.stringMatching(pattern) });
  await expect(
    t.db
      .updateTable('ledger_entries')
      .set((eb) => ({ amount_minor: eb.ref('amount_minor') }))
      .execute(),
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
}

async function houseAccount(trx: Kysely<Database>, code: HouseAccountCode) {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_minor'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { id: row.id, code, balanceMinor: Number(row.balance_minor) };
}

async function balanceMinor(trx: Kysely<Database>, accountId: number): Promise<number> {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.balance_minor);
}

/**
 * A transfer written by hand, past the Ledger's rules (one leg, legs that do not balance, a hold
 * resolved again), whose bookkeeping is otherwise right: each entry's running balance and each
 * cached balance follow its legs, so only the rule it breaks is broken. Returns its id.
 */
async function handWrittenTransfer(
  trx: Kysely<Database>,
  key: string,
  legs: readonly { accountId: number; amountMinor: number }[],
  holdId: number | null = null,
): Promise<number> {
  const transfer = await trx
    .insertInto('ledger_transfers')
    .values({
      transfer_key: key,
      kind: 'adjustment',
      reference: key,
      hold_id: holdId,
      created_at: '2025-06-01T12:00:30.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const leg of legs) {
    const after = (await balanceMinor(trx, leg.accountId)) + leg.amountMinor;
    await trx
      .updateTable('ledger_accounts')
      .set({ balance_minor: after })
      .where('id', '=', leg.accountId)
      .execute();
    await trx
      .insertInto('ledger_entries')
      .values({
        transfer_id: transfer.id,
        account_id: leg.accountId,
        amount_minor: leg.amountMinor,
        balance_after_minor: after,
      })
      .execute();
  }
  return transfer.id;
}

/** The newest entry of the user's account. */
async function lastEntryOfUser(trx: Kysely<Database>) {
  return trx
    .selectFrom('ledger_entries')
    .select(['id', 'transfer_id', 'amount_minor'])
    .where('account_id', '=', account.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

const coins = (minor: number) => (minor / 100).toFixed(2);

describe('the verifier names each broken invariant', () => {
  it('a one-sided entry: all entries no longer sum to zero, nor do its transfer’s', async () => {
    let transferId = 0;
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      transferId = await handWrittenTransfer(trx, 'attack:one-sided', [
        { accountId: account.id, amountMinor: 1 },
      ]);
    });
    expect(violations).toEqual([
      'The entries of all transfers sum to 0.01, not 0.',
      `Transfer ${transferId} (attack:one-sided) has 1 entries summing to 0.01.`,
    ]);
  });

  it('two transfers that do not balance, though all entries together do', async () => {
    const ids: number[] = [];
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      const adjustments = await houseAccount(trx, HOUSE.adjustments);
      ids.push(
        await handWrittenTransfer(trx, 'attack:over', [
          { accountId: adjustments.id, amountMinor: -1 },
          { accountId: account.id, amountMinor: 2 },
        ]),
        await handWrittenTransfer(trx, 'attack:under', [
          { accountId: adjustments.id, amountMinor: 1 },
          { accountId: account.id, amountMinor: -2 },
        ]),
      );
    });
    expect(violations).toEqual([
      `Transfer ${ids[0]} (attack:over) has 2 entries summing to 0.01.`,
      `Transfer ${ids[1]} (attack:under) has 2 entries summing to -0.01.`,
    ]);
  });

  it('a transfer with no entries', async () => {
    let transferId = 0;
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      transferId = await handWrittenTransfer(trx, 'attack:empty', []);
    });
    expect(violations).toEqual([
      `Transfer ${transferId} (attack:empty) has 0 entries summing to 0.00.`,
    ]);
  });

  it('a cached balance off by one hundredth', async () => {
    let balance = 0;
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      balance = await balanceMinor(trx, account.id);
      await trx
        .updateTable('ledger_accounts')
        .set({ balance_minor: balance + 1 })
        .where('id', '=', account.id)
        .execute();
    });
    expect(violations).toEqual([
      `Account ${account.code} has a cached balance of ${coins(balance + 1)} but its entries sum to ${coins(balance)}.`,
    ]);
  });

  it("an entry's running balance edited", async () => {
    let entryId = 0;
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      const entry = await lastEntryOfUser(trx);
      entryId = entry.id;
      await trx
        .updateTable('ledger_entries')
        .set((eb) => ({ balance_after_minor: eb('balance_after_minor', '+', 1) }))
        .where('id', '=', entry.id)
        .execute();
    });
    expect(violations).toEqual([
      `Entry ${entryId} of account ${account.id} has a running balance that is not the sum of the entries before it.`,
    ]);
  });

  it("an entry's amount edited: its transfer, its account's balances and its hold", async () => {
    let entry = { id: 0, transfer_id: 0 };
    let transfer = { transfer_key: '', hold_id: null as number | null };
    let balance = 0;
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      // The user's newest entry: the stake of the bet, which took its hold.
      entry = await lastEntryOfUser(trx);
      balance = await balanceMinor(trx, account.id);
      transfer = await trx
        .selectFrom('ledger_transfers')
        .select(['transfer_key', 'hold_id'])
        .where('id', '=', entry.transfer_id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('ledger_entries')
        .set((eb) => ({ amount_minor: eb('amount_minor', '+', 1) }))
        .where('id', '=', entry.id)
        .execute();
    });
    expect(transfer.hold_id).not.toBeNull();
    expect(violations).toEqual([
      'The entries of all transfers sum to 0.01, not 0.',
      `Transfer ${entry.transfer_id} (${transfer.transfer_key}) has 2 entries summing to 0.01.`,
      `Account ${account.code} has a cached balance of ${coins(balance)} but its entries sum to ${coins(balance + 1)}.`,
      `Entry ${entry.id} of account ${account.id} has a running balance that is not the sum of the entries before it.`,
      `Hold ${transfer.hold_id} (pending) moved other amounts than it holds.`,
    ]);
  });

  it("a user's balance below zero, entries and all", async () => {
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      const adjustments = await houseAccount(trx, HOUSE.adjustments);
      const overdraft = (await balanceMinor(trx, account.id)) + 1;
      await handWrittenTransfer(trx, 'attack:overdraft', [
        { accountId: account.id, amountMinor: -overdraft },
        { accountId: adjustments.id, amountMinor: overdraft },
      ]);
    });
    expect(violations).toEqual([`Account ${account.code} is below zero: -0.01.`]);
  });

  it('a user account allowed below zero', async () => {
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      await trx
        .updateTable('ledger_accounts')
        .set({ allow_negative: 1 })
        .where('id', '=', account.id)
        .execute();
    });
    expect(violations).toEqual([`User account ${account.code} is allowed below zero.`]);
  });

  it('a hold posted twice', async () => {
    let pendingMinor = 0;
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      const pending = await houseAccount(trx, HOUSE.betsPending);
      pendingMinor = pending.balanceMinor;
      const revenue = await houseAccount(trx, HOUSE.betsRevenue);
      await handWrittenTransfer(
        trx,
        'attack:post-again',
        [
          { accountId: pending.id, amountMinor: -1000 },
          { accountId: revenue.id, amountMinor: 1000 },
        ],
        holds.posted,
      );
    });
    expect(violations).toEqual([
      `Hold ${holds.posted} (posted) has 3 transfers; expected 2 (resolved at most once).`,
      `Account house:bets-pending holds ${coins(pendingMinor - 1000)} but its pending holds sum to ${coins(pendingMinor)}.`,
    ]);
  });

  it('a hold marked voided without its coins going back', async () => {
    let pendingMinor = 0;
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      pendingMinor = (await houseAccount(trx, HOUSE.betsPending)).balanceMinor;
      await trx
        .updateTable('ledger_holds')
        .set({ status: 'voided' })
        .where('id', '=', holds.pending)
        .execute();
    });
    expect(violations).toEqual([
      `Hold ${holds.pending} (voided) has 1 transfers; expected 2 (resolved at most once).`,
      `Account house:bets-pending holds ${coins(pendingMinor)} but its pending holds sum to ${coins(pendingMinor - 2000)}.`,
    ]);
  });

  it('a hold marked posted whose coins went back to the user', async () => {
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      await trx
        .updateTable('ledger_holds')
        .set({ status: 'posted' })
        .where('id', '=', holds.voided)
        .execute();
    });
    expect(violations).toEqual([
      `Hold ${holds.voided} (posted) moved other amounts than it holds.`,
    ]);
  });

  it('a hold that says its coins sit in another pending account', async () => {
    let betsPendingMinor = 0;
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      betsPendingMinor = (await houseAccount(trx, HOUSE.betsPending)).balanceMinor;
      const withdrawalsPending = await houseAccount(trx, HOUSE.withdrawalsPending);
      await trx
        .updateTable('ledger_holds')
        .set({ pending_account_id: withdrawalsPending.id })
        .where('id', '=', holds.pending)
        .execute();
    });
    expect(violations).toEqual([
      `Hold ${holds.pending} (pending) moved other amounts than it holds.`,
      `Account house:bets-pending holds ${coins(betsPendingMinor)} but its pending holds sum to ${coins(betsPendingMinor - 2000)}.`,
      'Account house:withdrawals-pending holds 0.00 but its pending holds sum to 20.00.',
    ]);
  });

  it('coins in a pending account that no hold explains', async () => {
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      const adjustments = await houseAccount(trx, HOUSE.adjustments);
      const withdrawalsPending = await houseAccount(trx, HOUSE.withdrawalsPending);
      await handWrittenTransfer(trx, 'attack:park', [
        { accountId: adjustments.id, amountMinor: -1 },
        { accountId: withdrawalsPending.id, amountMinor: 1 },
      ]);
    });
    expect(violations).toEqual([
      'Account house:withdrawals-pending holds 0.01 but its pending holds sum to 0.00.',
    ]);
  });

  it('a hold parked in an account that holds other coins too', async () => {
    let revenueMinor = 0;
    const violations = await violationsWhileCorrupted(t, async (trx) => {
      revenueMinor = (await houseAccount(trx, HOUSE.betsRevenue)).balanceMinor;
      // Through the Ledger itself: nothing stops a caller from naming a wrong pending account.
      await t.app.ledger.hold(trx, {
        userId: user.id,
        pendingAccount: HOUSE.betsRevenue,
        amountMinor: 1,
        kind: 'bet-stake',
        reference: 'attack:misplaced-hold',
        transferKey: 'attack:misplaced-hold',
      });
    });
    expect(revenueMinor).toBeGreaterThan(0);
    expect(violations).toEqual([
      `Account house:bets-revenue holds ${coins(revenueMinor + 1)} but its pending holds sum to 0.01.`,
    ]);
  });
});

describe('the verifier reports', () => {
  it('what it verified, and that every invariant holds', async () => {
    const count = async (table: 'ledger_accounts' | 'ledger_transfers' | 'ledger_entries') =>
      (await t.db.selectFrom(table).select('id').execute()).length;
    const holdRows = await t.db.selectFrom('ledger_holds').select('status').execute();
    const counts = {
      accounts: await count('ledger_accounts'),
      transfers: await count('ledger_transfers'),
      entries: await count('ledger_entries'),
      holds: holdRows.length,
      pendingHolds: holdRows.filter((hold) => hold.status === 'pending').length,
    };
    const report = await verifyLedger(t.db, LEDGER_CHECKS);
    expect(report).toEqual({ ok: true, violations: [], counts });
    expect(formatReport(report)).toBe(
      `Ledger verified: ${counts.accounts} accounts, ${counts.transfers} transfers, ` +
        `${counts.entries} entries, ${counts.holds} holds (${counts.pendingHolds} pending). ` +
        'Every invariant holds.',
    );
  });

  it('through ops verify: a committed corruption is refused, and passes once put back', async () => {
    const corrupt = (delta: number) =>
      t.db
        .updateTable('ledger_accounts')
        .set((eb) => ({ balance_minor: eb('balance_minor', '+', delta) }))
        .where('id', '=', account.id)
        .execute();
    await corrupt(1);
    try {
      const report = await verifyLedger(t.db, LEDGER_CHECKS);
      expect(report.violations).toEqual([
        expect.stringMatching(`^Account ${account.code} has a cached balance of`),
      ]);
      await expect(runOps(t, 'verify')).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'The ledger has 1 violation(s).',
      });
    } finally {
      await corrupt(-1);
    }
    expect((await runOps(t, 'verify'))[0]).toMatch(/^Ledger verified: .* Every invariant holds\.$/);
  });

  it("through npm run ledger:verify, with every domain's checks: exit 0, or 1 and the report", async () => {
    const lastRun = () =>
      t.db
        .selectFrom('verifier_runs')
        .select(['ok', 'violations', 'source', 'ran_by'])
        .orderBy('id', 'desc')
        .executeTakeFirst();
    const passed = runScript(t, 'src/ledger-verify-cli.ts', [], { SB_OPERATOR: 'night-audit' });
    expect(await passed.exited).toBe(0);
    expect(passed.lines).toEqual([formatReport(await verifyLedger(t.db, LEDGER_CHECKS))]);
    // Each run is kept, so the back office's ledger health shows it.
    expect(await lastRun()).toEqual({ ok: 1, violations: 0, source: 'cli', ran_by: 'night-audit' });

    // A placed bet that says it was voided while its stake is still held: betting's check.
    const setStatus = (status: 'pending' | 'void') =>
      t.db.updateTable('placed_bets').set({ status }).where('id', '=', betId).execute();
    await setStatus('void');
    try {
      const report = await verifyLedger(t.db, LEDGER_CHECKS);
      expect(report.violations).toEqual([`Bet ${betId} is void but its hold is pending.`]);
      const failed = runScript(t, 'src/ledger-verify-cli.ts', []);
      expect(await failed.exited).toBe(1);
      expect(failed.lines).toEqual([]);
      expect(failed.stderr).toBe(`${formatReport(report)}\n`);
      expect(await lastRun()).toMatchObject({ ok: 0, violations: 1, source: 'cli' });
    } finally {
      await setStatus('pending');
    }
  }, 60_000);
});
