import type { BetEventDetails } from '@sportsbook/shared/contracts';

/** A bet event as `GET /ng/event-details/{id}` answers, for tests; override what a test needs. */
export function testBet(
  overrides: { id?: number; bet_ratio?: number; bet_status?: number; cash_limit?: number } = {},
): BetEventDetails {
  return {
    id: overrides.id ?? 501,
    bet_id: 77,
    bet_event_title: 'Mumbai to win',
    bet_ratio: overrides.bet_ratio ?? 1.85,
    bets: {
      id: 77,
      bet_title: 'Match Winner',
      bet_status: overrides.bet_status ?? 1,
      cash_limit: overrides.cash_limit ?? 5000,
      match_id: 9,
      matches: {
        id: 9,
        match_title: 'IPL 2025 · Match 12',
        first_team: 'Mumbai Indians',
        second_team: 'Chennai Super Kings',
        status: 'LIVE',
        match_datetime: '2025-04-12T14:00:00Z',
      },
    },
  };
}
