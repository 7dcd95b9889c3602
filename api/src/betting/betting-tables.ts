/** The betting tables: bets users placed, the settlement of each market, bettors' preferences. */
import type {
  BetKind,
  BetLegResult,
  BetSlipStatus,
  OddsChangePreference,
} from '@sportsbook/shared/contracts';
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
  /**
   * A single, or a multiple (issue 32) whose legs are in `placed_bet_legs`: then `bet_event_id`
   * and `bet_id` are its first leg's, and `odds_cents` its combined odds (at most MAX_ODDS_CENTS).
   */
  kind: Generated<BetKind>;
  /** A multiple's payout cap (the site setting when it was placed); null for a single. */
  max_payout_minor: Generated<number | null>;
  /**
   * The stake still riding after partial cash-outs (issue 32, migration 0016): null while the
   * whole stake rides, 0 once the bet is cashed out in full. `hold_id` holds exactly this much.
   */
  remaining_stake_minor: number | null;
  /** What the bet's cash-outs paid so far. */
  cashed_out_minor: Generated<number>;
  /** The bettor's automatic cash-out value: the whole bet cashes out once its price reaches it. */
  cash_out_value_minor: number | null;
}

/** One leg of a multiple (issue 32): a selection, its odds at placement and its result. */
export interface PlacedBetLegsTable {
  placed_bet_id: number;
  /** From 1, in the order the slip submitted the legs. */
  leg_no: number;
  bet_event_id: number;
  /** The leg's market, whose settlement decides the leg. */
  bet_id: number;
  odds_cents: number;
  result: BetLegResult;
  settled_at: string | null;
}

/** One cash-out of a bet, full or partial, by the bettor or automatic (issue 32). */
export interface BetCashOutsTable {
  id: Generated<number>;
  placed_bet_id: number;
  user_id: number;
  /** 1 for the bet's first cash-out, then 2...; unique per bet, so one can never happen twice. */
  sequence: number;
  /** The part of the stake cashed out. */
  stake_minor: number;
  /** What it paid. */
  price_minor: number;
  /** 1 when the automatic cash-out fired it. */
  automatic: number;
  created_at: string;
}

/** A market's result; one row per market, so a market settles once. */
export interface MarketSettlementsTable {
  bet_id: number;
  outcome: 'winner' | 'void';
  winning_bet_event_id: number | null;
  settled_at: string;
}

/** A bettor's betting preferences (issue 32); no row means the defaults. */
export interface BettingPreferencesTable {
  user_id: number;
  odds_change: OddsChangePreference;
  updated_at: string;
}

export interface BettingTables {
  placed_bets: PlacedBetsTable;
  placed_bet_legs: PlacedBetLegsTable;
  market_settlements: MarketSettlementsTable;
  betting_preferences: BettingPreferencesTable;
  bet_cash_outs: BetCashOutsTable;
}

declare module '../db/schema' {
  // The database holds this domain's tables (see db/schema.ts).
  interface Database extends BettingTables {}
}
