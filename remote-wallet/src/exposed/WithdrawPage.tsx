import { WithdrawPage } from '../features/withdraw/WithdrawPage';

/** `./WithdrawPage` of the federation contract: the page inside the host's account-area frame. */
export default function ExposedWithdrawPage() {
  return <WithdrawPage />;
}
