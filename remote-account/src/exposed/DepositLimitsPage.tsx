import { DepositLimits } from '../features/safer-gambling/DepositLimits';

/** `./DepositLimitsPage` of the federation contract: the page the host routes inside its account-area frame. */
export default function DepositLimitsPage() {
  return <DepositLimits />;
}
