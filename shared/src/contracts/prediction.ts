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
  teams: PredictionTeam[];
}
