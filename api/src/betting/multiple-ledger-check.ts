/**
 * The ledger verifier's check of multiples (issue 32): each multiple agrees with its hold and was
 * paid once when won, as a single (betting-ledger-check.ts, with multiple-payout transfers, after
 * its cash-outs: the riding stake), has
 * MIN_MULTIPLE_LEGS to MAX_MULTIPLE_LEGS legs, and its status and payout are what its legs'
 * results make of it (accumulator.ts): settled exactly when its legs decide it, paid stake x
 * product within its cap.
 */
import { MAX_MULTIPLE_LEGS, MIN_MULTIPLE_LEGS } from '@sportsbook/shared/contracts';
import type { LedgerCheck } from '../ledger/verify-checks';
import { coins, creditsByReference } from '../ledger/verify-checks';
import { settleAccumulator } from './accumulator';
import type { AccumulatorLeg } from './accumulator';
import { ridingStakeMinor } from './bet-history-rows';
import { betsWithHolds, ridingWagerViolations } from './betting-ledger-check';

export const checkMultipleBets: LedgerCheck = async (db) => {
  const multiples = await betsWithHolds(db, 'multiple');
  const violations = ridingWagerViolations(
    multiples,
    await creditsByReference(db, 'multiple-payout'),
    'multiple',
  );
  const legs = await db
    .selectFrom('placed_bet_legs')
    .select(['placed_bet_id', 'odds_cents', 'result'])
    .orderBy('placed_bet_id')
    .orderBy('leg_no')
    .execute();
  const legsOf = new Map<number, AccumulatorLeg[]>();
  for (const leg of legs) {
    const list = legsOf.get(leg.placed_bet_id) ?? [];
    list.push({ oddsCents: leg.odds_cents, result: leg.result });
    legsOf.set(leg.placed_bet_id, list);
  }
  for (const multiple of multiples) {
    const its = legsOf.get(multiple.id) ?? [];
    legsOf.delete(multiple.id);
    if (its.length < MIN_MULTIPLE_LEGS || its.length > MAX_MULTIPLE_LEGS) {
      violations.push(`Multiple ${multiple.id} has ${its.length} legs.`);
      continue;
    }
    if (multiple.max_payout_minor === null) {
      violations.push(`Multiple ${multiple.id} has no payout cap.`);
      continue;
    }
    const outcome = settleAccumulator(
      ridingStakeMinor(multiple),
      its,
      Number(multiple.max_payout_minor),
    );
    if (outcome.status !== multiple.status) {
      violations.push(
        `Multiple ${multiple.id} is ${multiple.status} but its legs make it ${outcome.status}.`,
      );
    } else if (outcome.status === 'won' && outcome.payoutMinor !== Number(multiple.payout_minor)) {
      violations.push(
        `Multiple ${multiple.id} was paid ${coins(Number(multiple.payout_minor))} but its legs pay ${coins(outcome.payoutMinor)}.`,
      );
    }
  }
  for (const placedBetId of legsOf.keys()) {
    violations.push(`Legs of bet ${placedBetId} belong to no multiple.`);
  }
  return violations;
};
