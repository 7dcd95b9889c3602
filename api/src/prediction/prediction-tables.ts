/** The prediction game's tables: events, their teams, and users' entries. */
import type { Generated } from 'kysely';

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

export interface PredictionTables {
  prediction_events: PredictionEventsTable;
  prediction_teams: PredictionTeamsTable;
  prediction_entries: PredictionEntriesTable;
}

declare module '../db/schema' {
  // The database holds this domain's tables (see db/schema.ts).
  interface Database extends PredictionTables {}
}
