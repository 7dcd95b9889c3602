/**
 * Markets for the betting tests, so that parallel files never race on the same market.
 *
 * The issue 3 specs read the first live match (`marketToRead()`) and move odds in the last one
 * (`marketToMove()`). The betting tests use the live matches between those two, one match per
 * purpose, and only the tests of one purpose change their match's markets: settling a market locks
 * it for good, and an odds move changes what the list and the slip show. The allocation is by the
 * match's place in the live list (earliest start first), which neither settling nor moving odds
 * changes, so it stays the same for the whole run.
 */
import { api, openMarkets, type OpenMarket } from './api';

/** What a test does with its market. */
export type MarketPurpose =
  /** Only places bets (no market change); tests share it. */
  | 'place'
  /** Settled by the operators' tool (one test). */
  | 'settle'
  /** Odds moved while the page hears it (one test). */
  | 'odds-live'
  /** Odds moved while the page misses it (one test). */
  | 'odds-missed'
  /**
   * Settled by the operators' tool while the bettor's bet history is open (one test): the last
   * open market of the 'place' match, whose first market the placing tests use (no live match
   * is left for a purpose of its own: the rest have one open market or none).
   */
  | 'settle-history';

const MIDDLE_MATCH_INDEX: Record<MarketPurpose, number> = {
  'odds-live': 0,
  place: 1,
  'odds-missed': 2,
  settle: 3,
  'settle-history': 1,
};

/** The first open market (two options or more, a title unique in its match) of the match. */
export async function marketFor(purpose: MarketPurpose): Promise<OpenMarket> {
  const live = await api.liveMatches();
  // Neither the first live match (read by other specs) nor the last (moved by live-odds.spec.ts).
  const middle = live.slice(1, -1);
  const needed = Object.keys(MIDDLE_MATCH_INDEX).length;
  if (middle.length < needed) {
    throw new Error(`The seed needs ${needed + 2} live matches; it has ${live.length}.`);
  }
  const match = middle[MIDDLE_MATCH_INDEX[purpose]];
  const markets = match ? openMarkets([match]) : [];
  // Never the market the placing tests use.
  const market = purpose === 'settle-history' ? markets.slice(1).at(-1) : markets[0];
  if (!market) throw new Error(`Live match "${match?.match_title}" has no open market left.`);
  return market;
}
