/** The submit feature's public face: the button and the seam issue 4 completes. */
export { SubmitBet } from './SubmitBet';
export { SUBMIT_COOLDOWN_MS, LOGIN_REQUIRED_MESSAGE } from './use-submit-bet';
export { submitBet, type BetSubmission, type SubmitOutcome } from './submit-bet';
