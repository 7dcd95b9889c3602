/**
 * The ledger verifier's full set: every domain's check that its rows agree with the ledger, in
 * the order the report lists them. The ledger knows no domain (ledger/verify-checks.ts); this
 * list, like app.ts for the routes, is where they meet. `npm run ledger:verify`, `ops verify`,
 * the benches and the tests verify with it. A domain whose rows stand for coins adds its check
 * here.
 */
import { checkBetCashOuts, checkPlacedBets } from './betting/betting-ledger-check';
import { checkMultipleBets } from './betting/multiple-ledger-check';
import type { LedgerCheck } from './ledger/verify-checks';
import { checkPredictionEntries } from './prediction/prediction-ledger-check';
import { checkWallet } from './wallet/wallet-ledger-check';

export const LEDGER_CHECKS: readonly LedgerCheck[] = [
  checkPlacedBets,
  checkMultipleBets,
  checkBetCashOuts,
  checkWallet,
  checkPredictionEntries,
];
