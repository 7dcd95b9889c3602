import { fetchComplaintHistory } from '@sportsbook/shared/api';
import type { Complaint } from '@sportsbook/shared/contracts';
import { formatDay } from '@sportsbook/shared/format';
import { PagedList, usePagedList, type ListColumn } from '@sportsbook/shared/ui';
import { AccountPage } from '../../common/AccountPage';

export const NO_COMPLAIN_TEXT = 'No complain is Available';
/** Shown in place of the answer while an operator has not answered. */
export const AWAITING_ANSWER_TEXT = 'Awaiting answer';

const COLUMNS: readonly ListColumn<Complaint>[] = [
  { header: 'Question', cell: (complaint) => complaint.qtitle },
  { header: 'Description', cell: (complaint) => complaint.qdescription },
  {
    header: 'Answer',
    cell: (complaint) =>
      complaint.answer ?? (
        <span className="sb-account-status sb-account-status--open">{AWAITING_ANSWER_TEXT}</span>
      ),
  },
  { header: 'Date', cell: (complaint) => formatDay(complaint.date) },
];

const load = (page: number, signal: AbortSignal) => fetchComplaintHistory(page, signal);

/** Complain History (SPEC section 2): the user's complaints and their answers, paginated. */
export function ComplainHistory() {
  const paged = usePagedList(load);
  return (
    <AccountPage title="Complain History">
      <PagedList
        paged={paged}
        columns={COLUMNS}
        rowKey={(complaint) => complaint.id}
        label="Complaints"
        loadingLabel="Loading complaints"
        emptyText={NO_COMPLAIN_TEXT}
      />
    </AccountPage>
  );
}
