/**
 * Betting's check of the ledger verifier (ledger/verify-checks.ts): each placed bet agrees with its
 * hold (pending = pending, won or lost = posted, void = voided, the riding stake's amount), each
 * won bet and only a won bet was paid its payout once, and every bet payout belongs to a bet.
 * Singles here; multiples (paid as multiple-payout) in multiple-ledger-check.ts, through the same
 * `ridingWagerViolations`.
 * Cash-out (issue 32): a bet cashed out in full has its last hold posted to the house whatever
 * the market did and no payout, and each bet's (single or multiple) cash-out payments are its
 * cash-outs, once each (`checkBetCashOuts`).
 */
import type { Kysely } from 'kysely';
import type { BetKind } from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import type { Credit, LedgerCheck } from '../ledger/verify-checks';
import { coins, creditsByReference, wagerViolations } from '../ledger/verify-checks';
import { ridingStakeMinor } from './bet-history-rows';
import { betReference } from './bet-reference';

/** A placed bet's status and the hold it names, for each bet of this kind. */
export function betsWithHolds(db: Kysely<Database>, kind: BetKind) {
  return db
    .selectFrom('placed_bets as b')
    .leftJoin('ledger_holds as h', 'h.id', 'b.hold_id')
    .select([
      'b.id',
      'b.status',
      'b.stake_minor',
      'b.remaining_stake_minor',
      'b.cashed_out_minor',
      'b.payout_minor',
      'b.max_payout_minor',
      'h.status as hold_status',
      'h.amount_minor as hold_amount',
    ])
    .where('b.kind', '=', kind)
    .orderBy('b.id')
    .execute();
}

type BetWithHold = Awaited<ReturnType<typeof betsWithHolds>>[number];

/** What a placed bet's status says its hold is. */
export const HOLD_STATUS_OF_BET = {
  pending: 'pending',
  won: 'posted',
  lost: 'posted',
  void: 'voided',
} as const;

/**
 * The hold and payout of each bet, after its cash-outs: a bet cashed out in full has its hold
 * posted and no payout; one still riding agrees with its hold for the riding stake (wagerViolations).
 */
export function ridingWagerViolations(
  bets: readonly BetWithHold[],
  payouts: Map<string, Credit>,
  noun: 'bet' | 'multiple',
): string[] {
  const violations: string[] = [];
  const Noun = noun === 'bet' ? 'Bet' : 'Multiple';
  for (const bet of bets.filter((row) => ridingStakeMinor(row) === 0)) {
    if (bet.hold_status !== 'posted') {
      violations.push(
        `${Noun} ${bet.id} is cashed out but its hold is ${bet.hold_status ?? 'missing'}.`,
      );
    }
    if (Number(bet.payout_minor ?? 0) !== 0) {
      violations.push(`${Noun} ${bet.id} is cashed out but records a payout.`);
    }
  }
  const riding = bets.filter((bet) => ridingStakeMinor(bet) > 0);
  violations.push(
    ...wagerViolations(
      riding.map((bet) => ({ ...bet, stake_minor: ridingStakeMinor(bet) })),
      payouts,
      { noun, reference: betReference, holdStatusOf: HOLD_STATUS_OF_BET },
    ),
  );
  return violations;
}

export const checkPlacedBets: LedgerCheck = async (db) =>
  ridingWagerViolations(
    await betsWithHolds(db, 'single'),
    await creditsByReference(db, 'bet-payout'),
    'bet',
  );

/** Each bet's cash-outs (singles and multiples) were paid once each, what the bet records. */
export const checkBetCashOuts: LedgerCheck = async (db) => {
  const violations: string[] = [];
  const bets = await db
    .selectFrom('placed_bets')
    .select(['id', 'cashed_out_minor'])
    .orderBy('id')
    .execute();
  const cashOuts = await db
    .selectFrom('bet_cash_outs')
    .select((eb) => [
      'placed_bet_id',
      eb.fn.countAll<number>().as('cash_outs'),
      eb.fn.sum<number>('price_minor').as('price_minor'),
    ])
    .groupBy('placed_bet_id')
    .execute();
  const byBet = new Map(cashOuts.map((row) => [row.placed_bet_id, row]));
  const paid = await creditsByReference(db, 'bet-cash-out');
  for (const bet of bets) {
    const reference = betReference(bet.id);
    const credit = paid.get(reference);
    paid.delete(reference);
    const rows = byBet.get(bet.id);
    const expected = Number(rows?.price_minor ?? 0);
    if (Number(bet.cashed_out_minor) !== expected) {
      violations.push(
        `Bet ${bet.id} records ${coins(Number(bet.cashed_out_minor))} cashed out but its cash-outs paid ${coins(expected)}.`,
      );
    }
    if (
      (credit?.transfers ?? 0) !== Number(rows?.cash_outs ?? 0) ||
      (credit?.creditedMinor ?? 0) !== expected
    ) {
      violations.push(`Bet ${bet.id} was not paid each of its cash-outs exactly once.`);
    }
  }
  for (const unclaimed of paid.keys()) {
    violations.push(`Cash-out payment ${unclaimed} belongs to no bet.`);
  }
  return violations;
};
