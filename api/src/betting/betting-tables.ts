/** The betting tables: bets users placed, and the settlement of each market. */
import type { BetSlipStatus } from '@sportsbook/shared/contracts';
import type { Generated } from 'kysely';

/** A user's bet on one bet event (the catalog's `bets` table holds markets). */
export interface PlacedBetsTable {
  id: Generated<number>;
  user_id: number;
  bet_event_id: number;
  /** The market, denormalised so settlement finds its bets by one index. */
  bet_id: number;
  stake_minor: number;
  /** Odds at placement, the price the payout uses. */
  odds_cents: number;
  status: BetSlipStatus;
  /** The ledger hold of the stake; set in the same transaction as the insert. */
  hold_id: number | null;
  /** What a win pays (stake x odds, rounded to the hundredth); null until settled. */
  payout_minor: number | null;
  placed_at: string;
  settled_at: string | null;
}

/** A market's result; one row per market, so a market settles once. */
export interface MarketSettlementsTable {
  bet_id: number;
  outcome: 'winner' | 'void';
  winning_bet_event_id: number | null;
  settled_at: string;
}

export interface BettingTables {
  placed_bets: PlacedBetsTable;
  market_settlements: MarketSettlementsTable;
}
