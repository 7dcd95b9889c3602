/** The slip feature's public face. */
export { SlipPanel } from './SlipPanel';
export { SlipBet } from './SlipBet';
export { MultiSlip, MULTIPLE_SUBJECT, multipleTitle, type StakeShortcuts } from './MultiSlip';
export { useSlip, DESKTOP_MIN_WIDTH_PX, type StakeTarget, type PlacedBets } from './use-slip';
export { isStakeValid } from './stake-rules';
export { multipleOffered, SLIP_FULL_MESSAGE } from './selections-reducer';
export { slipPlan, type SlipPlan } from './plan';
export { usePayoutCap } from './use-payout-cap';
