import { DepositHistoryPage } from '../features/deposit-history/DepositHistoryPage';

/** `./DepositHistoryPage` of the federation contract: the page inside the host's account-area frame. */
export default function ExposedDepositHistoryPage() {
  return <DepositHistoryPage />;
}
