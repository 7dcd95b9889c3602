/**
 * Reads the API over HTTP, as any client does, so tests pick real ids and compare the page with
 * what the server says. The types are the few fields the tests read (the wire contract itself is
 * in @sportsbook/shared/contracts; e2e stays a black-box client of the running site).
 */
import type { Response } from '@playwright/test';
import { API_URL } from './stack';

export interface ApiSport {
  id: number;
  category_name: string;
  matches_count: number;
}

export interface ApiBetEvent {
  id: number;
  bet_event_title: string;
  bet_ratio: number;
}

export interface ApiBet {
  id: number;
  bet_title: string;
  bet_status: number;
  cash_limit: number;
  bet_events: ApiBetEvent[];
}

export interface ApiMatch {
  id: number;
  match_title: string;
  first_team: string;
  second_team: string;
  status: string;
  /** ISO 8601, UTC. */
  match_datetime: string;
  tournaments: { tournament_name: string; categories: { id: number; category_name: string } };
  bets: ApiBet[];
}

/** Matches the page's answer to a POST to `path` (for `page.waitForResponse`). */
export function isPost(path: string): (response: Response) => boolean {
  return (response) =>
    response.request().method() === 'POST' && new URL(response.url()).pathname === path;
}

/** SPEC section 4: status 1 is an open market; anything else shows a lock. */
export const BET_STATUS_OPEN = 1;

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function getData<T>(path: string): Promise<T> {
  return (await getJson<{ data: T }>(path)).data;
}

export const api = {
  sports: () => getData<ApiSport[]>('/ng/sports'),
  liveMatches: () => getData<ApiMatch[]>('/ng/live_matches'),
  advanceMatches: () => getData<ApiMatch[]>('/ng/advancebets'),
  sportMatches: (sportId: number) => getData<ApiMatch[]>(`/ng/sport/${sportId}/matchesWithEvents`),
  sportPreMatches: (sportId: number) => getData<ApiMatch[]>(`/ng/sport/${sportId}/pre-matches`),
  matchDetails: (matchId: number) => getData<ApiMatch>(`/ng/match-details/${matchId}`),
};

/** A match and one of its open markets. */
export interface OpenMarket {
  match: ApiMatch;
  bet: ApiBet;
}

/**
 * Every open market with at least two options, in list order; only markets whose title is unique
 * in their match, so a test can find them by title.
 */
export function openMarkets(matches: readonly ApiMatch[]): OpenMarket[] {
  return matches.flatMap((match) =>
    match.bets
      .filter(
        (bet) =>
          bet.bet_status === BET_STATUS_OPEN &&
          bet.bet_events.length >= 2 &&
          match.bets.filter((other) => other.bet_title === bet.bet_title).length === 1,
      )
      .map((bet) => ({ match, bet })),
  );
}

/**
 * The tests that read odds and the test that moves odds use different live matches, so the two
 * never race when files run in parallel: the first live match with an open market is for reading
 * (the betslip), the last one for moving (live odds).
 */
export async function marketToRead(): Promise<OpenMarket> {
  const markets = openMarkets(await api.liveMatches());
  const first = markets[0];
  if (!first) throw new Error('The seed has no live match with an open market.');
  return first;
}

export async function marketToMove(): Promise<OpenMarket> {
  const markets = openMarkets(await api.liveMatches());
  const last = markets.at(-1);
  if (!last || last.match.id === markets[0]?.match.id) {
    throw new Error('The seed needs open markets in two different live matches.');
  }
  return last;
}

/** Odds to 2 decimals, as SPEC section 2 shows them. */
export function formatOdds(odds: number): string {
  return odds.toFixed(2);
}
