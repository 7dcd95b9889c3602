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
import {
  api,
  marketToMove,
  marketToRead,
  openMarkets,
  type ApiBetEvent,
  type OpenMarket,
} from './api';

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

/** The open markets of live matches that no purpose above and no live-odds test changes. */
async function marketsLeftAlone(): Promise<OpenMarket[]> {
  const purposes = Object.keys(MIDDLE_MATCH_INDEX) as MarketPurpose[];
  // A purpose whose match has no open market left (a spec of the same run settled it) touches
  // nothing that is still open.
  const touched = await Promise.all([
    ...purposes
      .filter((purpose) => purpose !== 'place')
      .map((purpose) => marketFor(purpose).catch(() => null)),
    marketToMove(),
  ]);
  const ids = new Set(touched.flatMap((market) => (market ? [market.bet.id] : [])));
  return openMarkets(await api.liveMatches()).filter(({ bet }) => !ids.has(bet.id));
}

/** The first of `markets` of each match, in their order. */
function firstOfEachMatch(markets: readonly OpenMarket[]): OpenMarket[] {
  return markets.filter(
    (market, index) => markets.findIndex(({ match }) => match.id === market.match.id) === index,
  );
}

/** The first market left alone of each of the first three matches with one: the multiple's. */
function multipleOf(alone: readonly OpenMarket[]): OpenMarket[] {
  return firstOfEachMatch(alone).slice(0, 3);
}

/**
 * The legs of the multiple that the cash-out test places and whose price it moves: a market left
 * alone in each of three matches, none of them one the multiples test places (`multipleOf`), and
 * `moved`, the leg whose odds it moves, in a match no other test reads as a whole (neither the
 * first live match, whose every market the home page test checks, nor the live-odds test's).
 */
export async function cashOutMultipleMarkets(): Promise<{ legs: OpenMarket[]; moved: OpenMarket }> {
  const alone = await marketsLeftAlone();
  const placed = new Set(multipleOf(alone).map(({ bet }) => bet.id));
  const legs = firstOfEachMatch(alone.filter(({ bet }) => !placed.has(bet.id))).slice(0, 3);
  const [read, move] = await Promise.all([marketToRead(), marketToMove()]);
  const moved = legs.find(({ match }) => match.id !== read.match.id && match.id !== move.match.id);
  if (legs.length < 3 || !moved) {
    throw new Error('The seed needs three live matches with a market no other test uses.');
  }
  return { legs, moved };
}

/**
 * The open markets of live matches that no test moves, locks or settles (every purpose above, the
 * live-odds test's `marketToMove()` and the cash-out of a multiple's moved leg change only their
 * own market), in the live list's order: for tests that only read and place, several matches at
 * once (the multiples test).
 */
export async function untouchedMarkets(): Promise<OpenMarket[]> {
  const [alone, moved] = await Promise.all([
    marketsLeftAlone(),
    cashOutMultipleMarkets().then(
      ({ moved: market }) => market.bet.id,
      () => null,
    ),
  ]);
  return alone.filter(({ bet }) => bet.id !== moved);
}

/** The markets of the multiples test: the first untouched one of each of three matches. */
export async function multipleMarkets(): Promise<OpenMarket[]> {
  const markets = multipleOf(await untouchedMarkets());
  if (markets.length < 3) throw new Error('The seed needs three live matches left alone.');
  return markets;
}

/** The market with its odds as the API has them now, and its first option. */
export async function freshMarket({
  match,
  bet,
}: OpenMarket): Promise<OpenMarket & { option: ApiBetEvent }> {
  const now = (await api.matchDetails(match.id)).bets.find((item) => item.id === bet.id);
  const option = now?.bet_events[0];
  if (!now || !option) throw new Error(`Market ${bet.id} is gone.`);
  return { match, bet: now, option };
}
