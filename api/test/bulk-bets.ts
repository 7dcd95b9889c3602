/**
 * Places many bets fast, through the ledger exactly as `POST /ng/bet-submit` does (a hold per
 * stake), but many to a write transaction: the tests and the benchmark of large settlements need
 * markets with thousands of bets.
 */
import type { BettingService } from '../src/betting/betting-service';
import type { Ledger } from '../src/ledger/ledger';

export interface BulkBets {
  /** Bettors, in turn. */
  userIds: readonly number[];
  /** Bet events to bet on, in turn. */
  betEventIds: readonly number[];
  count: number;
  stakeMinor: number;
  /** Bets per write transaction. */
  perTransaction?: number;
}

/** One placed bet: who, on what, for how much; the stake is already held. */
export interface BulkBet {
  id: number;
  userId: number;
  betEventId: number;
  stakeMinor: number;
  oddsCents: number;
}

export async function placeBets(
  services: { ledger: Ledger; betting: BettingService },
  bets: BulkBets,
): Promise<BulkBet[]> {
  const placed: BulkBet[] = [];
  const perTransaction = bets.perTransaction ?? 200;
  for (let first = 0; first < bets.count; first += perTransaction) {
    const last = Math.min(first + perTransaction, bets.count);
    await services.ledger.run(async (trx) => {
      for (let n = first; n < last; n += 1) {
        const userId = bets.userIds[n % bets.userIds.length] as number;
        const betEventId = bets.betEventIds[n % bets.betEventIds.length] as number;
        const bet = await services.betting.placeBet(trx, {
          userId,
          betEventId,
          stakeMinor: bets.stakeMinor,
          oddsSeenCents: null,
        });
        placed.push({
          id: bet.id,
          userId,
          betEventId,
          stakeMinor: bets.stakeMinor,
          oddsCents: Math.round(bet.bet_rate * 100),
        });
      }
    });
  }
  return placed;
}
