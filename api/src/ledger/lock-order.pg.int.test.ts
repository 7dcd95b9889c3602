/**
 * The ledger's lock order on PostgreSQL: a transfer updates its two balances in account id order
 * (`Ledger.transfer`), whichever way the coins go, so two money operations on the same two
 * accounts never wait for each other in a circle. SQLite has one writer at a time and no such
 * order to prove, so this file runs in the PostgreSQL pass only (TEST_DATABASE_URL set, as
 * .ci/run does; api/jest.config.js leaves it out otherwise).
 *
 * A deadlock would not fail a request: PostgreSQL aborts one of the two after deadlock_timeout and
 * the write transaction runs it again (db/write-transaction.ts). So the test counts how often each
 * operation's work ran: once each, or one of them was a deadlock victim.
 *
 * The interleaving is forced, not left to chance: a third transaction holds the lower account
 * (as a settlement's `lockAccounts` does), the transfer from it queues first, and the transfer the
 * other way queues second. Without the order the second would take the higher account first and
 * then wait for the lower one, which the first, once let go, holds while it waits for the higher.
 */
import { sql } from 'kysely';
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { backendPid, deferred } from '../../test/postgres-locks';
import { balanceMinorOf, expectLedgerVerified, newUser } from '../../test/session';

let t: TestApp;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('This file needs TEST_DATABASE_URL.');
  t = await build();
});

afterAll(async () => {
  await expectLedgerVerified(t);
  await t.close();
});

/** Resolves once the session `pid` is waiting for a lock (a row lock or its queue). */
async function waitingForLock(pid: number): Promise<void> {
  for (let poll = 0; poll < 10_000; poll += 1) {
    const { rows } = await sql<{ wait_event_type: string | null }>`
      select wait_event_type from pg_stat_activity where pid = ${pid}`.execute(t.db);
    if (rows[0]?.wait_event_type === 'Lock') return;
  }
  throw new Error(`Session ${pid} never waited for a lock.`);
}

/**
 * One money operation, a transfer of `amountMinor` in its own transaction, started once the
 * operations before it wait for their locks; resolves when it waits for its own. Counts each run
 * of its work (a deadlock victim runs again).
 */
async function queuedTransfer(fromAccountId: number, toAccountId: number, amountMinor: number) {
  const { ledger } = t.app;
  const pid = deferred<number>();
  const outcome = { runs: 0 };
  const key = `lock-order:${fromAccountId}-to-${toAccountId}`;
  const done = ledger.run(async (trx) => {
    outcome.runs += 1;
    pid.resolve(await backendPid(trx));
    return ledger.transfer(trx, {
      fromAccountId,
      toAccountId,
      amountMinor,
      kind: 'coin-transfer',
      reference: key,
      transferKey: key,
    });
  });
  await waitingForLock(await pid.promise);
  return { done, outcome };
}

describe('two transfers between the same two accounts in opposite directions, at once', () => {
  it('both complete, each run once: the balances are updated in account id order', async () => {
    const { ledger } = t.app;
    const users = await Promise.all(
      [await newUser(t, 100), await newUser(t, 100)].map(async (user) => ({
        userId: user.id,
        accountId: await ledger.userAccountId(t.db, user.id),
      })),
    );
    const [lowUser, highUser] = users.sort((a, b) => a.accountId - b.accountId) as [
      (typeof users)[0],
      (typeof users)[0],
    ];
    const [low, high] = [lowUser.accountId, highUser.accountId];

    // A third transaction holds the lower account until told to let go.
    const holding = deferred();
    const release = deferred();
    const holder = ledger.run(async (trx) => {
      await ledger.lockAccounts(trx, [low]);
      holding.resolve();
      await release.promise;
    });
    await holding.promise;

    const lowToHigh = await queuedTransfer(low, high, 3000);
    const highToLow = await queuedTransfer(high, low, 2000);

    release.resolve();
    await holder;
    const results = await Promise.allSettled([lowToHigh.done, highToLow.done]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect([lowToHigh.outcome.runs, highToLow.outcome.runs]).toEqual([1, 1]);
    expect(await balanceMinorOf(t, lowUser.userId)).toBe(10_000 - 3000 + 2000);
    expect(await balanceMinorOf(t, highUser.userId)).toBe(10_000 + 3000 - 2000);
  });
});
