import { runScript } from '../../test/child-process';
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  balanceMinorOf,
  expectLedgerVerified,
  newUser,
  openMarket,
  submitBet,
} from '../../test/session';
import { HOUSE, HOUSE_ACCOUNTS, openHouseAccounts } from './accounts';
import type { Ledger } from './ledger';

let t: TestApp;
let ledger: Ledger;

beforeAll(async () => {
  t = await build({
    env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000', TOKEN_RATE_LIMIT_PER_ADDRESS: '1000' },
  });
  ledger = t.app.ledger;
});

afterAll(async () => {
  await expectLedgerVerified(t);
  await t.close();
});

async function entryCount(): Promise<number> {
  return (await t.db.selectFrom('ledger_entries').select('id').execute()).length;
}

describe('the ledger', () => {
  it('opens the house accounts first, in order, and opening them again changes nothing', async () => {
    const houseAccounts = () =>
      t.db
        .selectFrom('ledger_accounts')
        .select(['code', 'allow_negative', 'balance_minor'])
        .where('user_id', 'is', null)
        .orderBy('id')
        .execute();
    const opened = await houseAccounts();
    expect(opened.map((account) => account.code)).toEqual(
      HOUSE_ACCOUNTS.map((account) => account.code),
    );
    expect(opened.map((account) => account.allow_negative)).toEqual([1, 1, 0, 0, 1, 1, 0, 0, 0]);
    await openHouseAccounts(t.db, new Date());
    expect(await houseAccounts()).toEqual(opened);
  });

  it('writes a transfer as two entries summing to zero with running balances', async () => {
    const user = await newUser(t);
    const transferId = await ledger.run((trx) =>
      ledger.payUser(trx, HOUSE.adjustments, user.id, {
        amountMinor: 1234,
        kind: 'adjustment',
        reference: 'test',
        transferKey: `test-${user.id}`,
      }),
    );
    const entries = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['a.code', 'e.amount_minor', 'e.balance_after_minor'])
      .where('e.transfer_id', '=', transferId)
      .orderBy('e.amount_minor')
      .execute();
    expect(entries[0]).toMatchObject({ code: HOUSE.adjustments, amount_minor: -1234 });
    expect(entries[1]).toEqual({
      code: `user:${user.id}`,
      amount_minor: 1234,
      balance_after_minor: 1234,
    });
    expect(await balanceMinorOf(t, user.id)).toBe(1234);
  });

  it('rolls back every write of a money transaction that fails', async () => {
    const user = await newUser(t, 10);
    const before = await entryCount();
    await expect(
      ledger.run(async (trx) => {
        await ledger.payUser(trx, HOUSE.adjustments, user.id, {
          amountMinor: 500,
          kind: 'adjustment',
          reference: 'test',
          transferKey: `rolled-back-${user.id}`,
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await balanceMinorOf(t, user.id)).toBe(1000);
    expect(await entryCount()).toBe(before);
    expect(await ledger.transferExists(t.db, `rolled-back-${user.id}`)).toBe(false);
  });

  it('joins a nested money transaction to the outer one: one commit, one rollback', async () => {
    const user = await newUser(t, 10);
    await expect(
      ledger.run(async (outer) => {
        await ledger.run((inner) => {
          expect(inner).toBe(outer);
          return ledger.payUser(inner, HOUSE.adjustments, user.id, {
            amountMinor: 1,
            kind: 'adjustment',
            reference: 'test',
            transferKey: `nested-${user.id}`,
          });
        });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await balanceMinorOf(t, user.id)).toBe(1000);
  });

  it('refuses a debit below zero with INSUFFICIENT_BALANCE and moves nothing', async () => {
    const user = await newUser(t, 5);
    const before = await entryCount();
    await expect(
      ledger.run((trx) =>
        ledger.hold(trx, {
          userId: user.id,
          pendingAccount: HOUSE.betsPending,
          amountMinor: 501,
          kind: 'bet-stake',
          reference: 'test',
          transferKey: `too-much-${user.id}`,
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance.' });
    expect(await entryCount()).toBe(before);
    expect(
      await t.db.selectFrom('ledger_holds').select('id').where('reference', '=', 'test').execute(),
    ).toEqual([]);
  });

  it('refuses amounts that are not positive whole hundredths, and a transfer to itself', async () => {
    const user = await newUser(t, 5);
    const accountId = await ledger.userAccountId(t.db, user.id);
    for (const amountMinor of [0, -5, 1.5, Number.NaN]) {
      await expect(
        ledger.run((trx) =>
          ledger.payUser(trx, HOUSE.adjustments, user.id, {
            amountMinor,
            kind: 'adjustment',
            reference: 'test',
            transferKey: `bad-${amountMinor}`,
          }),
        ),
      ).rejects.toThrow('positive whole number');
    }
    await expect(
      ledger.run((trx) =>
        ledger.transfer(trx, {
          fromAccountId: accountId,
          toAccountId: accountId,
          amountMinor: 1,
          kind: 'adjustment',
          reference: 'test',
          transferKey: 'self',
        }),
      ),
    ).rejects.toThrow('two different accounts');
  });

  it('resolves a hold once: a second post or void is refused', async () => {
    const user = await newUser(t, 5);
    const holdId = await ledger.run((trx) =>
      ledger.hold(trx, {
        userId: user.id,
        pendingAccount: HOUSE.betsPending,
        amountMinor: 300,
        kind: 'bet-stake',
        reference: `hold-test-${user.id}`,
        transferKey: `hold-test-${user.id}`,
      }),
    );
    await ledger.run((trx) =>
      ledger.voidHold(trx, holdId, { kind: 'bet-void', transferKey: `hold-test-${user.id}:void` }),
    );
    await expect(
      ledger.run((trx) =>
        ledger.postHold(trx, holdId, HOUSE.betsRevenue, {
          kind: 'bet-lost',
          transferKey: `hold-test-${user.id}:post`,
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await balanceMinorOf(t, user.id)).toBe(500);
  });

  it('credits once per key', async () => {
    const user = await newUser(t);
    expect((await ledger.credit(user.id, 700, `once-${user.id}`)).applied).toBe(true);
    expect((await ledger.credit(user.id, 700, `once-${user.id}`)).applied).toBe(false);
    await expect(ledger.credit(user.id, 701, `once-${user.id}`)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await balanceMinorOf(t, user.id)).toBe(700);
  });

  it('credits once when one key arrives twice at the same time', async () => {
    const user = await newUser(t);
    const results = await Promise.all([
      ledger.credit(user.id, 500, `twice-${user.id}`),
      ledger.credit(user.id, 500, `twice-${user.id}`),
    ]);
    expect(results.map((result) => result.applied).sort()).toEqual([false, true]);
    expect(results[0]!.transferId).toBe(results[1]!.transferId);
    expect(await balanceMinorOf(t, user.id)).toBe(500);
  });

  it('stays consistent while another process writes the same accounts', async () => {
    const user = await newUser(t, 100_000);
    const market = await openMarket(t);
    const credits = 40;
    const writer = runScript(t, 'test/second-writer.ts', [String(user.id), String(credits)]);

    // Bet until the other process is done, so their transactions overlap.
    let placed = 0;
    for (let round = 0; writer.running || round < 5; round += 1) {
      const responses = await Promise.all(
        [1, 2, 3].map(() =>
          submitBet(t, user, { bet_amount: 20, bet_event_id: market.events[0]!.id }),
        ),
      );
      for (const response of responses) {
        expect(response.statusCode).toBe(201);
        placed += 1;
      }
    }
    expect(await writer.exited).toBe(0);
    expect(writer.stderr).toBe('');
    expect(await balanceMinorOf(t, user.id)).toBe(10_000_000 + credits * 100 - placed * 2000);
    await expectLedgerVerified(t);
  }, 60_000);
});
