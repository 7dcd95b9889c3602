/**
 * The database as Kysely sees it: one interface per table. Rows stay inside the services that
 * read them; routes only ever see wire types. Conventions, on both SQLite and PostgreSQL:
 * - ids are auto-increment integers;
 * - money is an integer of hundredths of a coin (`_minor`), odds an integer of hundredths
 *   (`odds_cents`: 1.85 is 185), never a float;
 * - times are ISO 8601 UTC text from `toDbTime` (fixed width, so text order is time order);
 * - flags are integers 0/1.
 */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { MatchStatus } from '@sportsbook/shared/contracts';
import type { AccountsTables } from '../accounts/accounts-tables';
import type { BettingTables } from '../betting/betting-tables';
import type { LedgerTables } from '../ledger/ledger-tables';
import type { RemoteLoadsTables } from '../remote-loads/remote-loads-tables';
import type { SupportTables } from '../support/support-tables';
import type { WalletTables } from '../wallet/wallet-tables';

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

export interface CountriesTable {
  id: Generated<number>;
  name: string;
  phone_code: string;
  sort_order: number;
}

export interface ClubsTable {
  id: Generated<number>;
  name: string;
  sort_order: number;
}

export interface SiteNoticesTable {
  id: Generated<number>;
  message: string;
  active: number;
  sort_order: number;
  created_at: string;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
}

export interface PredictionEventsTable {
  id: Generated<number>;
  name: string;
  /** Trusted HTML written by operators. */
  description: string;
  /** Payout multiplier in hundredths (1.85 is 185). */
  remuneration_cents: number;
  created_at: string;
  /** `open` takes entries; `closed` and `settled` refuse them (0008). */
  status: Generated<PredictionEventStatus>;
  winning_team_id: number | null;
  settled_at: string | null;
}

export type PredictionEventStatus = 'open' | 'closed' | 'settled';

/** A user's prediction: its stake is a ledger hold until the event settles (0008). */
export interface PredictionEntriesTable {
  id: Generated<number>;
  prediction_event_id: number;
  user_id: number;
  team_id: number;
  stake_minor: number;
  /** The event's multiplier at entry, in hundredths: what a win pays. */
  remuneration_cents: number;
  status: 'pending' | 'won' | 'lost';
  hold_id: number | null;
  payout_minor: number | null;
  entered_at: string;
  settled_at: string | null;
}

export interface PredictionTeamsTable {
  id: Generated<number>;
  prediction_event_id: number;
  short_name: string;
  full_name: string;
  color: string;
  text_color: string;
  logo_path: string;
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

/** Tables of the accounts, ledger, betting, support, wallet and remote-loads domains are declared beside their code. */
export interface Database
  extends
    AccountsTables,
    LedgerTables,
    BettingTables,
    SupportTables,
    WalletTables,
    RemoteLoadsTables {
  sports: SportsTable;
  catalog_version: CatalogVersionTable;
  tournaments: TournamentsTable;
  matches: MatchesTable;
  bets: BetsTable;
  bet_events: BetEventsTable;
  countries: CountriesTable;
  clubs: ClubsTable;
  site_notices: SiteNoticesTable;
  site_settings: SiteSettingsTable;
  prediction_events: PredictionEventsTable;
  prediction_teams: PredictionTeamsTable;
  prediction_entries: PredictionEntriesTable;
}

export type MatchRow = Selectable<MatchesTable>;
export type NewMatch = Insertable<MatchesTable>;
export type NewBet = Insertable<BetsTable>;
export type NewBetEvent = Insertable<BetEventsTable>;
