/**
 * Prediction's check of the ledger verifier (ledger/verify-checks.ts): each prediction entry
 * agrees with its hold (pending = pending, won or lost = posted, the stake's amount), each won
 * entry and only a won one was paid its payout once, and every prediction payout belongs to an
 * entry.
 */
import type { LedgerCheck } from '../ledger/verify-checks';
import { creditsByReference, wagerViolations } from '../ledger/verify-checks';
import { predictionReference } from './prediction-reference';

export const checkPredictionEntries: LedgerCheck = async (db) => {
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
};
