import { ComplainHistory } from '../features/complaints/ComplainHistory';

/** `./ComplainHistoryPage` of the federation contract: the page the host routes inside its account-area frame. */
export default function ComplainHistoryPage() {
  return <ComplainHistory />;
}
