/** The quick-stakes feature's public face. */
export { QuickStakes } from './QuickStakes';
export { QUICK_STAKES } from './quick-stakes';
