/** The submit feature's public face: SPEC's Submit Bet, and the slip of several bets' (issue 32). */
export { SubmitBet } from './SubmitBet';
export { SubmitBets, submitLabel } from './SubmitBets';
export { SUBMIT_COOLDOWN_MS, LOGIN_REQUIRED_MESSAGE } from './use-submit-bet';
export { submitBet, type BetSubmission, type SubmitOutcome } from './submit-bet';
export type { BetsPlan, SingleIntent, PlacedResult } from './use-submit-bets';
