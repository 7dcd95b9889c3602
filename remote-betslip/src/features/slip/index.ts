/** The slip feature's public face. */
export { SlipPanel } from './SlipPanel';
export { SlipBet } from './SlipBet';
export { useSlip, DESKTOP_MIN_WIDTH_PX } from './use-slip';
export { isStakeValid } from './stake-rules';
