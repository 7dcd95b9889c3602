/**
 * What a domain adds to the ledger's verifier. The ledger proves its own invariants (verify.ts:
 * double entry, balances, holds) and knows no domain; a domain whose rows stand for coins the
 * ledger moved (a placed bet and its hold, an approved deposit and its credit) registers a check
 * that its rows and the ledger agree. The full set is listed outside the ledger, in
 * `api/src/ledger-checks.ts`, and handed to `verifyLedger`, so the verify command, `ops verify`
 * and the tests run the same checks.
 *
 * Below, what such checks share: the ledger's side of a stake that is held and settled later (its
 * hold, its payout) and of a credit paid once per reference.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * One domain's check: reads the snapshot the verifier hands it and answers one sentence per
 * violation, naming the row (`Bet 12 is won but its hold is pending.`), or nothing.
 */
export type LedgerCheck = (snapshot: Kysely<Database>) => Promise<string[]>;

/** Hundredths as coins with two decimals, as every violation writes amounts. */
export const coins = (minor: number): string => (minor / 100).toFixed(2);

export interface Credit {
  transfers: number;
  creditedMinor: number;
}

/** Per reference, how many transfers of this kind there were and what they credited in all. */
export async function creditsByReference(
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

/** A stake held in the ledger and settled later (a placed bet, a prediction entry), with its hold. */
export interface Wager<S extends string> {
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
export function wagerViolations<S extends string>(
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
