/** The catalog's tables: sports, tournaments, matches, their markets (`bets`) and selections (`bet_events`). */
import type { Generated } from 'kysely';
import type { MatchStatus } from '@sportsbook/shared/contracts';

export interface SportsTable {
  id: Generated<number>;
  /** Stable key: cricket, football... (icons, durations and market templates hang off it). */
  slug: string;
  name: string;
  /** Path of the SVG icon below the API's public URL, e.g. /static/icons/cricket.svg. */
  icon_path: string;
}

export interface TournamentsTable {
  id: Generated<number>;
  sport_id: number;
  name: string;
  sort_order: number;
}

export interface MatchesTable {
  id: Generated<number>;
  tournament_id: number;
  title: string;
  first_team: string;
  second_team: string;
  status: MatchStatus;
  match_datetime: string;
  live_updates: string | null;
  created_at: string;
  updated_at: string;
}

/** A market of a match. */
export interface BetsTable {
  id: Generated<number>;
  match_id: number;
  bet_title: string;
  /** 1 open, 0 locked (BET_STATUS_OPEN / BET_STATUS_LOCKED). */
  bet_status: number;
  cash_limit_minor: number;
  sort_order: number;
}

/** A selectable outcome of a market. */
export interface BetEventsTable {
  id: Generated<number>;
  bet_id: number;
  bet_event_title: string;
  odds_cents: number;
  sort_order: number;
}

/**
 * One row (id 1): bumped by triggers on every change of the catalog's tables (0009), read by the
 * catalog cache on every request.
 */
export interface CatalogVersionTable {
  id: number;
  version: number;
  generation: string;
}

export interface CatalogTables {
  sports: SportsTable;
  catalog_version: CatalogVersionTable;
  tournaments: TournamentsTable;
  matches: MatchesTable;
  bets: BetsTable;
  bet_events: BetEventsTable;
}

declare module '../db/schema' {
  // The database holds this domain's tables (see db/schema.ts).
  interface Database extends CatalogTables {}
}
