import { TimeOut } from '../features/safer-gambling/TimeOut';

/** `./TimeOutPage` of the federation contract: the page the host routes inside its account-area frame. */
export default function TimeOutPage() {
  return <TimeOut />;
}
