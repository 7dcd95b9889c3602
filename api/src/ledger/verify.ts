/**
 * Proves the ledger's invariants over the whole database (TigerBeetle habit: assert them, do not
 * trust them):
 * 1. the entries of all transfers sum to zero, and so do the entries of each transfer (two or more);
 * 2. each account's cached balance equals the sum of its entries, and each entry's running
 *    balance equals the sum of that account's entries up to it;
 * 3. no account that may not go below zero is below zero, and no user account may;
 * 4. every hold resolved at most once: a pending hold has only its creating transfer and still
 *    sits in its pending account; a resolved one has exactly one more, which took it out again
 *    (to the house when posted, back to the user when voided); each pending account holds
 *    exactly the sum of its pending holds;
 * 5. what each domain registered (verify-checks.ts): that its rows agree with the ledger (a placed
 *    bet with its hold and payout, a withdrawal with its hold, a deposit with its credit...).
 * It knows no domain: the caller hands it the domains' checks (`LEDGER_CHECKS` in
 * api/src/ledger-checks.ts is the full set). It reads one snapshot, so it can run beside a live
 * server. verify.int.test.ts breaks each invariant on purpose and sees it named.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PENDING_ACCOUNTS } from './accounts';
import { readSnapshot } from '../db/write-transaction';
import { coins } from './verify-checks';
import type { LedgerCheck } from './verify-checks';

export interface LedgerReport {
  ok: boolean;
  violations: string[];
  counts: {
    accounts: number;
    transfers: number;
    entries: number;
    holds: number;
    pendingHolds: number;
  };
}

/** Verifies the ledger and the domains' `checks` on one snapshot of its own. */
export async function verifyLedger(
  db: Kysely<Database>,
  checks: readonly LedgerCheck[],
): Promise<LedgerReport> {
  return readSnapshot(db, (snapshot) => checkLedger(snapshot, checks));
}

async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Verifies what `db` sees now, without a snapshot of its own: inside the caller's transaction,
 * its own writes included (the tests corrupt a database in a transaction and roll it back).
 */
export async function checkLedger(
  db: Kysely<Database>,
  checks: readonly LedgerCheck[],
): Promise<LedgerReport> {
  const violations: string[] = [];

  // 1. Double entry.
  const total = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
    .executeTakeFirstOrThrow();
  if (Number(total.total) !== 0) {
    violations.push(`The entries of all transfers sum to ${coins(Number(total.total))}, not 0.`);
  }
  const unbalanced = await db
    .selectFrom('ledger_transfers as t')
    .leftJoin('ledger_entries as e', 'e.transfer_id', 't.id')
    .select((eb) => [
      't.id',
      't.transfer_key',
      eb.fn.count<number>('e.id').as('entries'),
      eb.fn.coalesce(eb.fn.sum<number>('e.amount_minor'), eb.lit(0)).as('total'),
    ])
    .groupBy(['t.id', 't.transfer_key'])
    .orderBy('t.id')
    .execute();
  for (const transfer of unbalanced) {
    if (Number(transfer.entries) < 2 || Number(transfer.total) !== 0) {
      violations.push(
        `Transfer ${transfer.id} (${transfer.transfer_key}) has ${transfer.entries} entries ` +
          `summing to ${coins(Number(transfer.total))}.`,
      );
    }
  }

  // 2. Cached and running balances.
  const accounts = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .select((eb) => [
      'a.id',
      'a.code',
      'a.user_id',
      'a.allow_negative',
      'a.balance_minor',
      eb.fn.coalesce(eb.fn.sum<number>('e.amount_minor'), eb.lit(0)).as('entries_total'),
    ])
    .groupBy(['a.id', 'a.code', 'a.user_id', 'a.allow_negative', 'a.balance_minor'])
    .orderBy('a.id')
    .execute();
  for (const account of accounts) {
    const cached = Number(account.balance_minor);
    const summed = Number(account.entries_total);
    if (cached !== summed) {
      violations.push(
        `Account ${account.code} has a cached balance of ${coins(cached)} but its entries sum to ${coins(summed)}.`,
      );
    }
    // 3. Never below zero.
    if (account.allow_negative === 0 && cached < 0) {
      violations.push(`Account ${account.code} is below zero: ${coins(cached)}.`);
    }
    if (account.user_id !== null && account.allow_negative !== 0) {
      violations.push(`User account ${account.code} is allowed below zero.`);
    }
  }
  const runningOff = await sql<{ id: number; account_id: number }>`
    select id, account_id from (
      select id, account_id, balance_after_minor,
        sum(amount_minor) over (partition by account_id order by id rows unbounded preceding) as running
      from ledger_entries
    ) entries where running <> balance_after_minor order by id limit 20`.execute(db);
  for (const entry of runningOff.rows) {
    violations.push(
      `Entry ${entry.id} of account ${entry.account_id} has a running balance that is not the sum of the entries before it.`,
    );
  }

  // 4. Holds.
  const holds = await db
    .selectFrom('ledger_holds as h')
    .leftJoin('ledger_transfers as t', 't.hold_id', 'h.id')
    .leftJoin('ledger_entries as e', 'e.transfer_id', 't.id')
    .select((eb) => [
      'h.id',
      'h.status',
      'h.amount_minor',
      'h.pending_account_id',
      eb.fn.count<number>('t.id').distinct().as('transfers'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .case()
              .when('e.account_id', '=', eb.ref('h.pending_account_id'))
              .then(eb.ref('e.amount_minor'))
              .else(0)
              .end(),
          ),
          eb.lit(0),
        )
        .as('pending_net'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .case()
              .when('e.account_id', '=', eb.ref('h.account_id'))
              .then(eb.ref('e.amount_minor'))
              .else(0)
              .end(),
          ),
          eb.lit(0),
        )
        .as('user_net'),
    ])
    .groupBy(['h.id', 'h.status', 'h.amount_minor', 'h.pending_account_id'])
    .orderBy('h.id')
    .execute();
  const pendingByAccount = new Map<number, number>();
  let pendingHolds = 0;
  for (const hold of holds) {
    const amount = Number(hold.amount_minor);
    const pending = hold.status === 'pending';
    const expected = {
      transfers: pending ? 1 : 2,
      pendingNet: pending ? amount : 0,
      userNet: hold.status === 'voided' ? 0 : -amount,
    };
    if (Number(hold.transfers) !== expected.transfers) {
      violations.push(
        `Hold ${hold.id} (${hold.status}) has ${hold.transfers} transfers; expected ${expected.transfers} (resolved at most once).`,
      );
    } else if (
      Number(hold.pending_net) !== expected.pendingNet ||
      Number(hold.user_net) !== expected.userNet
    ) {
      violations.push(`Hold ${hold.id} (${hold.status}) moved other amounts than it holds.`);
    }
    if (pending) {
      pendingHolds += 1;
      pendingByAccount.set(
        hold.pending_account_id,
        (pendingByAccount.get(hold.pending_account_id) ?? 0) + amount,
      );
    }
  }
  const pendingAccounts = accounts.filter(
    (account) =>
      (PENDING_ACCOUNTS as readonly string[]).includes(account.code) ||
      pendingByAccount.has(account.id),
  );
  for (const account of pendingAccounts) {
    const held = pendingByAccount.get(account.id) ?? 0;
    if (Number(account.balance_minor) !== held) {
      violations.push(
        `Account ${account.code} holds ${coins(Number(account.balance_minor))} but its pending holds sum to ${coins(held)}.`,
      );
    }
  }

  // 5. What each domain registered: its rows against their holds and transfers.
  for (const check of checks) violations.push(...(await check(db)));

  return {
    ok: violations.length === 0,
    violations,
    counts: {
      accounts: accounts.length,
      transfers: await count(db, 'ledger_transfers'),
      entries: await count(db, 'ledger_entries'),
      holds: holds.length,
      pendingHolds,
    },
  };
}

export function formatReport(report: LedgerReport): string {
  const { accounts, transfers, entries, holds, pendingHolds } = report.counts;
  const scope = `${accounts} accounts, ${transfers} transfers, ${entries} entries, ${holds} holds (${pendingHolds} pending)`;
  if (report.ok) return `Ledger verified: ${scope}. Every invariant holds.`;
  return [
    `Ledger verification FAILED: ${report.violations.length} violation(s) over ${scope}.`,
    ...report.violations.map((violation) => `  - ${violation}`),
  ].join('\n');
}
