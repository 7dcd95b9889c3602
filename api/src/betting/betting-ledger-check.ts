/**
 * Betting's check of the ledger verifier (ledger/verify-checks.ts): each placed bet agrees with its
 * hold (pending = pending, won or lost = posted, void = voided, the stake's amount), each won bet
 * and only a won bet was paid its payout once, and every bet payout belongs to a bet.
 */
import type { LedgerCheck } from '../ledger/verify-checks';
import { creditsByReference, wagerViolations } from '../ledger/verify-checks';
import { betReference } from './bet-reference';

export const checkPlacedBets: LedgerCheck = async (db) => {
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
  return wagerViolations(bets, await creditsByReference(db, 'bet-payout'), {
    noun: 'bet',
    reference: betReference,
    holdStatusOf: { pending: 'pending', won: 'posted', lost: 'posted', void: 'voided' },
  });
};
