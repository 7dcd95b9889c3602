/** Betting rules and wire types shared by the betslip and the API (SPEC sections 5, 7, 8, 9). */

/** Smallest stake, in coins. */
export const STAKE_MIN = 20;
/** Stake the slip starts with, in coins. */
export const STAKE_DEFAULT = 20;
/** What the minus and plus buttons move the stake by, in coins. */
export const STAKE_STEP = 5;

/** SPEC section 5, exactly. */
export const STAKE_TOO_LOW_MESSAGE = 'Stake Should not be less than 20.';
/** SPEC section 5, exactly, with the market's cash limit. */
export function stakeTooHighMessage(limit: number): string {
  return `Stake should not be greater than ${limit}.`;
}

/**
 * `POST /ng/bet-submit`, form data. `bet_ratio` is the odds the slip showed; when the market has
 * moved since, the bettor's OddsChangePreference decides (by default the server refuses with
 * ODDS_CHANGED, so no one is matched at an unseen price). Without it the bet takes the current odds.
 */
export interface BetSubmitRequest {
  bet_amount: number;
  bet_event_id: number;
  bet_ratio?: number;
}

export interface PlacedBet {
  id: number;
  /** For a multiple: its first leg's selection. */
  bet_event_id: number;
  bet_amount: number;
  /** For a multiple: the combined odds (product of the legs' odds, to 2 decimals). */
  bet_rate: number;
  /** For a multiple: stake x combined odds, capped at the site's maximum multiple payout. */
  possible_win: number;
  status: BetSlipStatus;
  bet_placed_at: string;
  /** Issue 32, optional on the wire (a remote ships alone): absent means a single. */
  kind?: BetKind;
  /** The bet's reference as the bettor quotes it, e.g. "B-000042" (issue 32). */
  reference?: string;
  /** A multiple's legs, in the order they were submitted (issue 32). */
  legs?: PlacedBetLeg[];
}

/** A single (one selection) or a multiple (accumulator of 2 to MAX_MULTIPLE_LEGS selections). */
export type BetKind = 'single' | 'multiple';

/** Result of one leg of a multiple; a void leg counts 1.00. */
export type BetLegResult = 'pending' | 'won' | 'lost' | 'void';

/** One leg (selection) of a multiple. */
export interface PlacedBetLeg {
  bet_event_id: number;
  /** The selection's title, e.g. "Home". */
  title: string;
  /** The match the selection belongs to, e.g. "Team A vs Team B". */
  match_title?: string;
  /** The match's tournament, e.g. "Indian Premier League"; optional: older APIs send none. */
  tournament?: string;
  /** The leg's decimal odds, as taken when the multiple was placed. */
  odds: number;
  result: BetLegResult;
}

/** `POST /ng/bet-submit` success. */
export interface BetSubmitResponse {
  status: 'success';
  message: string;
  data: PlacedBet;
}

/** The most legs one multiple may have (issue 32). */
export const MAX_MULTIPLE_LEGS = 20;
/** The fewest legs of a multiple. */
export const MIN_MULTIPLE_LEGS = 2;

/** Refusal of a multiple with two legs of one match (issue 32), code MULTIPLE_CORRELATED. */
export const MULTIPLE_CORRELATED_MESSAGE =
  'Selections from the same match cannot be combined in a multiple.';
/** Refusal of a multiple of more than MAX_MULTIPLE_LEGS legs, code MULTIPLE_TOO_MANY_LEGS. */
export const MULTIPLE_TOO_MANY_LEGS_MESSAGE = `A multiple can have at most ${MAX_MULTIPLE_LEGS} selections.`;
/** Refusal of a multiple of fewer than MIN_MULTIPLE_LEGS legs, code MULTIPLE_TOO_FEW_LEGS. */
export const MULTIPLE_TOO_FEW_LEGS_MESSAGE = `A multiple needs at least ${MIN_MULTIPLE_LEGS} selections.`;
/**
 * Not a refusal: when stake x combined odds exceeds the site's maximum multiple payout, the
 * multiple is placed with the capped possible win, and the answer's message says so.
 */
export function multiplePayoutCappedMessage(cap: number): string {
  return `Possible win is capped at ${cap}.`;
}

/**
 * `POST /ng/multiple-bet-submit`, form data (issue 32). `bet_event_ids`: comma-separated selection
 * ids, MIN_MULTIPLE_LEGS to MAX_MULTIPLE_LEGS, distinct, each of a different match. `bet_ratios`:
 * optional, comma-separated decimal odds the slip showed, in the same order; the odds-change
 * preference applies to each leg as it does to a single. `bet_amount`: the one stake, under
 * SPEC's stake rules. Money-moving (Idempotency-Key). Success: BetSubmitResponse with a
 * PlacedBet of kind 'multiple', 201.
 */
export interface MultipleBetSubmitRequest {
  bet_amount: number;
  bet_event_ids: string;
  bet_ratios?: string;
}

/** Status of a placed bet as bet history shows it. */
export type BetSlipStatus = 'pending' | 'won' | 'lost' | 'void';

/**
 * What the server does when the odds the slip showed (`bet_ratio` of the bet submit) are no longer
 * the market's (issue 32), kept per bettor on the server:
 * - `ask`: refuse with ODDS_CHANGED and the current odds, so the bettor decides (the default, and
 *   SPEC's slip as it has always been);
 * - `higher`: place the bet at the current odds when they are higher, refuse when lower;
 * - `any`: place the bet at the current odds, higher or lower.
 * A submit without `bet_ratio` is placed at the current odds whatever the preference.
 */
export type OddsChangePreference = 'ask' | 'higher' | 'any';

/** Every preference, in the order the slip offers them. */
export const ODDS_CHANGE_PREFERENCES: readonly OddsChangePreference[] = ['ask', 'higher', 'any'];

/** A bettor who never chose keeps today's behaviour. */
export const ODDS_CHANGE_DEFAULT: OddsChangePreference = 'ask';

/**
 * `GET /ng/user/betting-preferences` answers `{ data: BettingPreferences }`; `POST` of the same
 * path (form: odds_change) saves them and answers `{ message, data: BettingPreferences }`.
 */
export interface BettingPreferences {
  odds_change: OddsChangePreference;
}

/** `POST /ng/user/betting-preferences` success. */
export interface BettingPreferencesResponse {
  message: string;
  data: BettingPreferences;
}
