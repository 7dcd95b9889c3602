import { StatementPage } from '../features/statement/StatementPage';

/** `./StatementPage` of the federation contract: the page inside the host's account-area frame. */
export default function ExposedStatementPage() {
  return <StatementPage />;
}
