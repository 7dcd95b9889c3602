/** Wire types of the prediction event (SPEC sections 2, 3 and 7). */

/** The event id the prediction screen always reads and enters. */
export const PREDICTION_EVENT_ID = 1;

export interface PredictionTeam {
  id: number;
  /** Short code: csk, dc, gt, kkr, lsg, mi, pbks, rr, rcb, srh. */
  short_name: string;
  full_name: string;
  /** Tile background, CSS colour. */
  color: string;
  /** Tile text colour, CSS colour. */
  text_color: string;
  /** URL of the team's logo (SVG). */
  logo: string;
}

/** `GET getPredictionEvent/{id}`. */
export interface PredictionEvent {
  id: number;
  name: string;
  /** Trusted HTML written by operators. */
  description: string;
  /** Payout multiplier; the screen shows it rounded as "Win {n}X". */
  remuneration: number;
  /** `open` takes entries; `closed` (entries over) and `settled` (a winner named) refuse them. */
  status: PredictionEventStatus;
  teams: PredictionTeam[];
}

export type PredictionEventStatus = 'open' | 'closed' | 'settled';

/** The quick-pick stakes of the prediction screen (SPEC section 9). */
export const PREDICTION_QUICK_STAKES = [500, 1000, 3000, 5000, 10000] as const;

/** The stake the prediction screen starts with (SPEC section 9). */
export const PREDICTION_DEFAULT_STAKE = 500;

/** A prediction stake must be MORE than this many coins (SPEC section 5: "50 or less" is too low). */
export const PREDICTION_STAKE_FLOOR = 50;

/** SPEC's texts of the prediction screen, spelling included ("amout"). */
export const PREDICTION_MESSAGES = {
  selectTeam: 'Select a team',
  stakeTooLow: 'Stake amout is too low',
  failed: 'Prediction not Placed',
  placed: 'Prediction Placed Successfully',
  loginToSubmit: 'Login to Submit',
  responsible: 'Bet responsibly. You must be 18+ to place bets. Terms & conditions apply.',
} as const;

/** `POST /ng/prediction-entry` (form fields, all strings on the wire). */
export interface PredictionEntryRequest {
  /** The signed-in user's id; any other id is refused. */
  participant_id: number;
  /** Always PREDICTION_EVENT_ID from the screen. */
  prediction_event_id: number;
  /** Whole coins, digits only, more than PREDICTION_STAKE_FLOOR and within the balance. */
  stake: string;
  /** A team id of the event. */
  prediction: number;
}

export interface PredictionEntry {
  id: number;
  prediction_event_id: number;
  prediction: number;
  stake: number;
  status: 'pending' | 'won' | 'lost';
  entered_at: string;
}

export interface PredictionEntryResponse {
  status: 'success';
  message: string;
  data: PredictionEntry;
}
