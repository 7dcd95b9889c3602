import { BetHistory } from '../features/bet-history/BetHistory';

/** `./BetHistoryPage` of the federation contract: the page the host routes inside its account-area frame. */
export default function BetHistoryPage() {
  return <BetHistory />;
}
