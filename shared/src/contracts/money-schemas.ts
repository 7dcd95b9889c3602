/**
 * The schemas of the money-moving form posts that no browser form validates with yup (the betslip
 * and the prediction screen build their posts from a chosen selection or team): one definition
 * per route gives the API its body schema (the fields, `http/money-post.ts`), the handler's types
 * (`FormOutput`) and the messages of each problem, as the wallet's forms (form-schemas.ts) do.
 * A route's problems that are not VALIDATION_FAILED are named by message in its `...Codes`.
 *
 * Its own module, exported from the contracts' index: no front end imports it, so no front end's
 * bundle carries it (the package has no side effects, and unused modules are dropped).
 */
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { STAKE_TOO_LOW_MESSAGE } from './betting';
import type { ApiErrorCode } from './envelope';
import { PREDICTION_MESSAGES } from './prediction';
import { choiceId, coinAmount, requiredText } from './validation';

/** The codes of a route's problems that are not VALIDATION_FAILED, by message. */
export type FormCodes = Readonly<Record<string, ApiErrorCode>>;

/** Decimal odds as the slip showed them ("1.85", "2.1") in hundredths, or null when not a price. */
export function oddsCentsOf(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,6}(\.\d+)?$/.test(value)) return null;
  const cents = Math.round(Number(value) * 100);
  return cents > 0 ? cents : null;
}

export const BET_SUBMIT_MESSAGES = {
  betEventRequired: 'Please choose a bet.',
  betEventInvalid: 'The bet_event_id must be a positive integer.',
  stakeRequired: 'Stake required',
  stakeNotANumber: 'Stake must be a number.',
  stakeDecimals: 'Stake can have at most 2 decimals.',
  oddsInvalid: 'The bet_ratio must be the decimal odds shown, e.g. 1.85.',
} as const;

/**
 * `POST /ng/bet-submit`. A stake of 0 or below is SPEC's "Stake Should not be less than 20."
 * (STAKE_TOO_LOW) at once; 20 and the market's cash limit are the server's, which knows the market.
 */
/** The stake of a bet form, a single's or a multiple's: one rule, one set of messages. */
function betStake() {
  return coinAmount({
    required: BET_SUBMIT_MESSAGES.stakeRequired,
    notANumber: BET_SUBMIT_MESSAGES.stakeNotANumber,
    notPositive: STAKE_TOO_LOW_MESSAGE,
    decimals: BET_SUBMIT_MESSAGES.stakeDecimals,
  });
}

export const betSubmitSchema = object({
  bet_event_id: choiceId(BET_SUBMIT_MESSAGES.betEventRequired, BET_SUBMIT_MESSAGES.betEventInvalid),
  bet_amount: betStake(),
  bet_ratio: string()
    .trim()
    .default('')
    .test(
      'odds',
      BET_SUBMIT_MESSAGES.oddsInvalid,
      (value) => value === undefined || value === '' || oddsCentsOf(value) !== null,
    ),
});

export const betSubmitCodes: FormCodes = { [STAKE_TOO_LOW_MESSAGE]: 'STAKE_TOO_LOW' };

export const MULTIPLE_SUBMIT_MESSAGES = {
  legsRequired: 'Please choose the selections of your multiple.',
  legsInvalid: 'The bet_event_ids must be selection ids separated by commas.',
  oddsInvalid:
    'The bet_ratios must be the decimal odds shown for each selection, separated by commas.',
} as const;

/**
 * `POST /ng/multiple-bet-submit` (issue 32): the stake as a single's; the lists' shape here, how
 * many legs and whether two are of one match the server's (it knows the matches).
 */
export const multipleBetSubmitSchema = object({
  bet_amount: betStake(),
  bet_event_ids: requiredText(MULTIPLE_SUBMIT_MESSAGES.legsRequired),
  bet_ratios: string().trim().default(''),
});

export const multipleBetSubmitCodes: FormCodes = betSubmitCodes;

export const PREDICTION_ENTRY_MESSAGES = {
  participantRequired: 'The participant_id is required.',
  participantNotYou: 'You can only enter a prediction for yourself.',
  eventInvalid: 'The prediction_event_id must be a positive integer.',
  stakeDigits: 'Stake must be whole coins, digits only.',
  /** No team, or a team of another event (the server's check). */
  teamInvalid: 'Please choose a team of this event.',
} as const;

/**
 * `POST /ng/prediction-entry`. Whether the participant is the signed-in user, the event is open,
 * the team is one of its teams and the stake above the floor and within the balance: the server's.
 */
export const predictionEntrySchema = object({
  participant_id: requiredText(PREDICTION_ENTRY_MESSAGES.participantRequired),
  prediction_event_id: choiceId(
    PREDICTION_ENTRY_MESSAGES.eventInvalid,
    PREDICTION_ENTRY_MESSAGES.eventInvalid,
  ),
  stake: requiredText(PREDICTION_MESSAGES.stakeTooLow).matches(
    /^[0-9]{1,12}$/,
    PREDICTION_ENTRY_MESSAGES.stakeDigits,
  ),
  prediction: choiceId(
    PREDICTION_ENTRY_MESSAGES.teamInvalid,
    PREDICTION_ENTRY_MESSAGES.teamInvalid,
  ),
});

export const predictionEntryCodes: FormCodes = {
  [PREDICTION_MESSAGES.stakeTooLow]: 'STAKE_TOO_LOW',
};

export const WITHDRAWAL_ID_INVALID_MESSAGE = 'Choose a withdrawal to cancel.';

/** `POST /ng/user/wallet/withdraw-cancel` (issue 25): one of the bettor's pending withdrawals. */
export const withdrawCancelSchema = object({
  id: choiceId(WITHDRAWAL_ID_INVALID_MESSAGE, WITHDRAWAL_ID_INVALID_MESSAGE),
});

export type BetSubmitForm = InferType<typeof betSubmitSchema>;
export type MultipleBetSubmitForm = InferType<typeof multipleBetSubmitSchema>;
export type PredictionEntryForm = InferType<typeof predictionEntrySchema>;
export type WithdrawCancelForm = InferType<typeof withdrawCancelSchema>;
