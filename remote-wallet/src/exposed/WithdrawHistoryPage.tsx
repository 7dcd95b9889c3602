import { WithdrawHistoryPage } from '../features/withdraw-history/WithdrawHistoryPage';

/** `./WithdrawHistoryPage` of the federation contract: the page inside the host's account-area frame. */
export default function ExposedWithdrawHistoryPage() {
  return <WithdrawHistoryPage />;
}
