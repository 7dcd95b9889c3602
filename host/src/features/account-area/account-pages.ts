import { ACCOUNT_AREA, type AccountAreaPageKey } from '@sportsbook/shared/contracts';
import type { RemoteModuleId } from '../../federation/module-id';

/** The remote's exposed page behind each page of the account area (REMOTE_EXPOSES). */
export const ACCOUNT_PAGE_MODULES: Record<AccountAreaPageKey, RemoteModuleId> = {
  'view-profile': 'account/ProfilePage',
  'update-profile': 'account/UpdateProfilePage',
  'update-password': 'account/UpdatePasswordPage',
  'update-club': 'account/UpdateClubPage',
  'my-followers': 'account/FollowersPage',
  'bet-history': 'account/BetHistoryPage',
  'make-deposit': 'wallet/MakeDepositPage',
  'deposit-history': 'wallet/DepositHistoryPage',
  'coin-transfer': 'wallet/CoinTransferPage',
  withdraw: 'wallet/WithdrawPage',
  'withdraw-history': 'wallet/WithdrawHistoryPage',
  statement: 'wallet/StatementPage',
  'complain-history': 'account/ComplainHistoryPage',
  'submit-complain': 'account/SubmitComplainPage',
  'deposit-limits': 'account/DepositLimitsPage',
  'time-out': 'account/TimeOutPage',
  'self-exclusion': 'account/SelfExclusionPage',
  'reality-check': 'account/RealityCheckPage',
  'activity-summary': 'account/ActivitySummaryPage',
};

/** `/profile` shows the profile view too (SPEC-READINGS.md "Routes and navigation"). */
export const PROFILE_ROOT_PATH = '/profile';

export interface AccountAreaPage {
  key: AccountAreaPageKey;
  label: string;
  path: string;
  alias: string;
}

/** Every page of the area, in menu order. */
export const ACCOUNT_PAGES: readonly AccountAreaPage[] = ACCOUNT_AREA.flatMap((group) => [
  ...group.pages,
]);

/** The page of the area a path shows (a trailing slash allowed), or null outside the area. */
export function accountPageAt(pathname: string): AccountAreaPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === PROFILE_ROOT_PATH) return ACCOUNT_PAGES[0] ?? null;
  return ACCOUNT_PAGES.find((page) => page.path === path) ?? null;
}
