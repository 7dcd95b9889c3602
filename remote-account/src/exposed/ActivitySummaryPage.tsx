import { ActivitySummary } from '../features/safer-gambling/ActivitySummary';

/** `./ActivitySummaryPage` of the federation contract: the page the host routes inside its account-area frame. */
export default function ActivitySummaryPage() {
  return <ActivitySummary />;
}
