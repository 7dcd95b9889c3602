/**
 * Wire types of the public catalog calls of SPEC section 7 (sports, matches, markets, odds).
 * Where SPEC says a response is "not shown", the shape here is the decision, consistent with the
 * entities of SPEC section 3. Dates are ISO 8601 strings in UTC unless the name says otherwise.
 */

/** `bet_status` value of an open market; any other value shows a lock and takes no bets. */
export const BET_STATUS_OPEN = 1;
/** `bet_status` value the server uses for a locked (suspended) market. */
export const BET_STATUS_LOCKED = 0;
/** `bet_status` value of a settled market: it takes no bets and never opens again. */
export const BET_STATUS_SETTLED = 2;

export type MatchStatus = 'UPCOMING' | 'LIVE' | 'FINISHED';

/** One selectable outcome of a market, with its decimal odds. */
export interface BetEvent {
  id: number;
  bet_id: number;
  bet_event_title: string;
  /** Decimal odds, two decimals. */
  bet_ratio: number;
}

/** A market of a match ("Match Winner", "Toss Winner"...). */
export interface Bet {
  id: number;
  match_id: number;
  bet_title: string;
  /** 1 is open; anything else is locked. */
  bet_status: number;
  /** The largest stake this market takes, in coins. */
  cash_limit: number;
  bet_events: BetEvent[];
}

/** The sport a tournament belongs to, as nested in a match. */
export interface TournamentCategory {
  id: number;
  category_name: string;
  /** URL of the sport's icon (SVG). */
  category_icon_url: string;
}

export interface Tournament {
  id: number;
  tournament_name: string;
  categories: TournamentCategory;
}

/** A match as the lists and the details page show it. `match_id` repeats `id` (SPEC: "id or match_id"). */
export interface Match {
  id: number;
  match_id: number;
  match_title: string;
  first_team: string;
  second_team: string;
  status: MatchStatus;
  /** Free text the live feed writes ("IND 145/3 (17.2 ov)"); null before the match starts. */
  live_updates: string | null;
  /** Start time, ISO 8601. */
  match_datetime: string;
  tournaments: Tournament;
  bets: Bet[];
}

/** A sport in the sidebar and the category strip. */
export interface Sport {
  id: number;
  category_name: string;
  /** URL of the sport's icon (SVG). */
  category_icon: string;
  /** The sport's open matches (live and upcoming), as references; the sidebar shows their count. */
  matches: SportMatchRef[];
  matches_count: number;
}

export interface SportMatchRef {
  id: number;
  status: MatchStatus;
}

/** The headline market of an upcoming-match card. */
export interface UpcomingBet {
  id: number;
  bet_title: string;
  bet_status: number;
  bet_events: BetEvent[];
}

/** A card of the Upcoming Matches section (`GET /ng/upcoming-matches`, the body is the list). */
export interface UpcomingMatch {
  match_id: number;
  /** Start time in unix seconds. */
  match_date: number;
  tournament: string;
  first_team_name: string;
  second_team_name: string;
  /** The headline market, or null when the match has none. */
  bet: UpcomingBet | null;
  bets: { id: number; bet_status: number; bet_events: BetEvent[] }[];
}

/** The match a bet event belongs to, as the betslip needs it. */
export interface BetEventMatch {
  id: number;
  match_title: string;
  first_team: string;
  second_team: string;
  status: MatchStatus;
  match_datetime: string;
}

/** `GET /ng/event-details/{id}`: a bet event with its market and match, for the betslip. */
export interface BetEventDetails {
  id: number;
  bet_id: number;
  bet_event_title: string;
  bet_ratio: number;
  bets: {
    id: number;
    bet_title: string;
    bet_status: number;
    cash_limit: number;
    match_id: number;
    matches: BetEventMatch;
  };
}
