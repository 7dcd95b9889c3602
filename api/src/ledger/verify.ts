/**
 * Proves the ledger's invariants over the whole database (TigerBeetle habit: assert them, do not
 * trust them):
 * 1. the entries of all transfers sum to zero, and so do the entries of each transfer (two or more);
 * 2. each account's cached balance equals the sum of its entries, and each entry's running
 *    balance equals the sum of that account's entries up to it;
 * 3. no account that may not go below zero is below zero (every user account);
 * 4. every hold resolved at most once: a pending hold has only its creating transfer and still
 *    sits in its pending account; a resolved one has exactly one more, which took it out again;
 *    each pending account holds exactly the sum of its pending holds;
 * 5. each placed bet agrees with its hold (pending / won or lost = posted / void = voided), and
 *    each won bet, and only a won bet, was paid its payout once;
 * 6. each withdrawal agrees with its hold (pending / paid = posted / rejected = voided, same
 *    amount), and each approved deposit, and only an approved one, was credited once, its amount;
 * 7. the same as 5 for each prediction entry (pending / won or lost = posted).
 * It reads one snapshot, so it can run beside a live server.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { betReference } from '../betting/bet-reference';
import { predictionReference } from '../prediction/prediction-reference';
import type { Database } from '../db/schema';
import { PENDING_ACCOUNTS } from './accounts';
import { readSnapshot } from '../db/write-transaction';

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

const coins = (minor: number) => (minor / 100).toFixed(2);

export async function verifyLedger(db: Kysely<Database>): Promise<LedgerReport> {
  return readSnapshot(db, checkInvariants);
}

async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function checkInvariants(db: Kysely<Database>): Promise<LedgerReport> {
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

  // 5. Bets against their holds and payouts.
  const bets = await db
    .selectFrom('placed_bets as b')
    .leftJoin('ledger_holds as h', 'h.id', 'b.hold_id')
    .select([
      'b.id',
      'b.status',
      'b.stake_minor',
      'b.payout_minor',
      'h.status as hold_status',
      'h.amount_minor as hold_amount',
    ])
    .orderBy('b.id')
    .execute();
  violations.push(
    ...wagerViolations(bets, await creditsByReference(db, 'bet-payout'), {
      noun: 'bet',
      reference: betReference,
      holdStatusOf: { pending: 'pending', won: 'posted', lost: 'posted', void: 'voided' },
    }),
  );

  // 6. The wallet's requests against their holds and transfers.
  const withdrawals = await db
    .selectFrom('withdrawals as w')
    .leftJoin('ledger_holds as h', 'h.id', 'w.hold_id')
    .select([
      'w.id',
      'w.status',
      'w.amount_minor',
      'h.status as hold_status',
      'h.amount_minor as hold_amount',
    ])
    .orderBy('w.id')
    .execute();
  const holdStatusOfWithdrawal = { pending: 'pending', paid: 'posted', rejected: 'voided' };
  for (const withdrawal of withdrawals) {
    if (withdrawal.hold_status === null) {
      violations.push(`Withdrawal ${withdrawal.id} has no hold.`);
    } else if (
      holdStatusOfWithdrawal[withdrawal.status] !== withdrawal.hold_status ||
      Number(withdrawal.hold_amount) !== Number(withdrawal.amount_minor)
    ) {
      violations.push(
        `Withdrawal ${withdrawal.id} is ${withdrawal.status} of ${coins(Number(withdrawal.amount_minor))} but its hold is ${withdrawal.hold_status} of ${coins(Number(withdrawal.hold_amount))}.`,
      );
    }
  }
  const creditByReference = await creditsByReference(db, 'deposit');
  const deposits = await db
    .selectFrom('deposit_requests')
    .select(['id', 'status', 'amount_minor'])
    .orderBy('id')
    .execute();
  for (const deposit of deposits) {
    const reference = `deposit:${deposit.id}`;
    const credit = creditByReference.get(reference);
    creditByReference.delete(reference);
    if (deposit.status === 'approved') {
      if (
        !credit ||
        credit.transfers !== 1 ||
        credit.creditedMinor !== Number(deposit.amount_minor)
      ) {
        violations.push(`Approved deposit ${deposit.id} was not credited exactly once.`);
      }
    } else if (credit) {
      violations.push(`Deposit ${deposit.id} is ${deposit.status} but was credited.`);
    }
  }
  for (const reference of creditByReference.keys()) {
    violations.push(`Deposit credit ${reference} belongs to no deposit request.`);
  }
  // 7. Prediction entries against their holds and payouts.
  violations.push(...(await predictionViolations(db)));

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

async function predictionViolations(db: Kysely<Database>): Promise<string[]> {
  const entries = await db
    .selectFrom('prediction_entries as p')
    .leftJoin('ledger_holds as h', 'h.id', 'p.hold_id')
    .select([
      'p.id',
      'p.status',
      'p.stake_minor',
      'p.payout_minor',
      'h.status as hold_status',
      'h.amount_minor as hold_amount',
    ])
    .orderBy('p.id')
    .execute();
  return wagerViolations(entries, await creditsByReference(db, 'prediction-payout'), {
    noun: 'prediction entry',
    reference: predictionReference,
    holdStatusOf: { pending: 'pending', won: 'posted', lost: 'posted' },
  });
}

interface Credit {
  transfers: number;
  creditedMinor: number;
}

/** Per reference, how many transfers of this kind there were and what they credited in all. */
async function creditsByReference(
  db: Kysely<Database>,
  kind: string,
): Promise<Map<string, Credit>> {
  const rows = await db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_entries as e', 'e.transfer_id', 't.id')
    .select((eb) => [
      't.reference',
      eb.fn.count<number>('t.id').distinct().as('transfers'),
      eb.fn
        .sum<number>(
          eb.case().when('e.amount_minor', '>', 0).then(eb.ref('e.amount_minor')).else(0).end(),
        )
        .as('credited'),
    ])
    .where('t.kind', '=', kind)
    .groupBy('t.reference')
    .execute();
  return new Map(
    rows.map((row) => [
      row.reference,
      { transfers: Number(row.transfers), creditedMinor: Number(row.credited) },
    ]),
  );
}

/** A stake held in the ledger and settled later: a placed bet or a prediction entry. */
interface Wager<S extends string> {
  id: number;
  status: S;
  stake_minor: number | string;
  payout_minor: number | string | null;
  hold_status: string | null;
  hold_amount: number | string | null;
}

/**
 * Each wager agrees with its hold (the status its own status implies, the stake's amount), each
 * won wager and only a won one was paid its payout exactly once, and every payout of the kind
 * belongs to a wager. `payouts` is consumed.
 */
function wagerViolations<S extends string>(
  wagers: readonly Wager<S>[],
  payouts: Map<string, Credit>,
  {
    noun,
    reference,
    holdStatusOf,
  }: { noun: string; reference: (id: number) => string; holdStatusOf: Record<S, string> },
): string[] {
  const violations: string[] = [];
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  for (const wager of wagers) {
    const payout = payouts.get(reference(wager.id));
    payouts.delete(reference(wager.id));
    if (wager.hold_status === null) {
      violations.push(`${Noun} ${wager.id} has no hold.`);
      continue;
    }
    if (holdStatusOf[wager.status] !== wager.hold_status) {
      violations.push(
        `${Noun} ${wager.id} is ${wager.status} but its hold is ${wager.hold_status}.`,
      );
    }
    if (Number(wager.hold_amount) !== Number(wager.stake_minor)) {
      violations.push(
        `${Noun} ${wager.id} staked ${coins(Number(wager.stake_minor))} but holds ${coins(Number(wager.hold_amount))}.`,
      );
    }
    if (wager.status === 'won') {
      if (
        !payout ||
        payout.transfers !== 1 ||
        payout.creditedMinor !== Number(wager.payout_minor)
      ) {
        violations.push(`Won ${noun} ${wager.id} was not paid its payout exactly once.`);
      }
    } else if (payout) {
      violations.push(`${Noun} ${wager.id} is ${wager.status} but was paid a payout.`);
    }
  }
  for (const unclaimed of payouts.keys()) {
    violations.push(`Payout ${unclaimed} belongs to no ${noun}.`);
  }
  return violations;
}
