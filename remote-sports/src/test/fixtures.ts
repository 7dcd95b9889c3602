/** Builders of wire objects for tests: valid defaults, overridden where a test cares. */
import {
  BET_STATUS_LOCKED,
  BET_STATUS_OPEN,
  type Bet,
  type BetEvent,
  type Match,
  type Sport,
  type UpcomingMatch,
} from '@sportsbook/shared/contracts';

export { BET_STATUS_LOCKED, BET_STATUS_OPEN };

export function betEvent(id: number, title: string, ratio: number, betId = 1): BetEvent {
  return { id, bet_id: betId, bet_event_title: title, bet_ratio: ratio };
}

export function bet(overrides: Partial<Bet> & Pick<Bet, 'id'>): Bet {
  return {
    match_id: 1,
    bet_title: `Market ${overrides.id}`,
    bet_status: BET_STATUS_OPEN,
    cash_limit: 5000,
    bet_events: [],
    ...overrides,
  };
}

export function match(overrides: Partial<Match> & Pick<Match, 'id'>): Match {
  return {
    match_id: overrides.id,
    match_title: `Match ${overrides.id}`,
    first_team: 'Home Team',
    second_team: 'Away Team',
    status: 'UPCOMING',
    live_updates: null,
    match_datetime: '2026-11-22T14:05:00.000Z',
    tournaments: {
      id: 10,
      tournament_name: 'Indian Premier League',
      categories: {
        id: 3,
        category_name: 'Cricket',
        category_icon_url: 'http://localhost:8000/static/icons/cricket.svg',
      },
    },
    bets: [],
    ...overrides,
  };
}

export function sport(id: number, name: string, matchesCount: number): Sport {
  return {
    id,
    category_name: name,
    category_icon: `http://localhost:8000/static/icons/${name.toLowerCase()}.svg`,
    matches: [],
    matches_count: matchesCount,
  };
}

export function upcoming(
  overrides: Partial<UpcomingMatch> & Pick<UpcomingMatch, 'match_id'>,
): UpcomingMatch {
  return {
    match_date: Date.UTC(2026, 10, 22, 14, 5) / 1000,
    tournament: 'Premier League',
    first_team_name: 'Arsenal',
    second_team_name: 'Chelsea',
    bet: null,
    bets: [],
    ...overrides,
  };
}
