import type { BetEventDetails } from '@sportsbook/shared/contracts';

/** A bet event as `GET /ng/event-details/{id}` answers, for tests; override what a test needs. */
export function testBet(
  overrides: {
    id?: number;
    bet_ratio?: number;
    bet_status?: number;
    cash_limit?: number;
    /** Its market and match: give both for a bet of another match. */
    market_id?: number;
    match_id?: number;
    bet_event_title?: string;
    match_title?: string;
  } = {},
): BetEventDetails {
  const marketId = overrides.market_id ?? 77;
  const matchId = overrides.match_id ?? 9;
  return {
    id: overrides.id ?? 501,
    bet_id: marketId,
    bet_event_title: overrides.bet_event_title ?? 'Mumbai to win',
    bet_ratio: overrides.bet_ratio ?? 1.85,
    bets: {
      id: marketId,
      bet_title: 'Match Winner',
      bet_status: overrides.bet_status ?? 1,
      cash_limit: overrides.cash_limit ?? 5000,
      match_id: matchId,
      matches: {
        id: matchId,
        match_title: overrides.match_title ?? 'IPL 2025 · Match 12',
        first_team: 'Mumbai Indians',
        second_team: 'Chennai Super Kings',
        status: 'LIVE',
        match_datetime: '2025-04-12T14:00:00Z',
      },
    },
  };
}

/** A bet of another match (its own market and match), for slips of several selections. */
export function otherMatchBet(
  n: number,
  overrides: { bet_ratio?: number; cash_limit?: number; bet_status?: number } = {},
): BetEventDetails {
  return testBet({
    id: 600 + n,
    market_id: 80 + n,
    match_id: 20 + n,
    bet_event_title: `Team ${n} to win`,
    match_title: `Match ${n}`,
    ...overrides,
  });
}
