import { fetchComplaintHistory } from '@sportsbook/shared/api';
import type { Complaint } from '@sportsbook/shared/contracts';
import { formatDay } from '@sportsbook/shared/format';
import { AccountPage } from '../../common/AccountPage';
import { ResponsiveList, type ListColumn } from '../../common/ResponsiveList';
import { usePagedList } from '../../common/use-paged-list';

export const NO_COMPLAIN_TEXT = 'No complain is Available';
/** Shown in place of the answer while an operator has not answered. */
export const AWAITING_ANSWER_TEXT = 'Awaiting answer';

const COLUMNS: readonly ListColumn<Complaint>[] = [
  { key: 'question', header: 'Question', render: (complaint) => complaint.qtitle },
  { key: 'description', header: 'Description', render: (complaint) => complaint.qdescription },
  {
    key: 'answer',
    header: 'Answer',
    render: (complaint) =>
      complaint.answer ?? (
        <span className="sb-account-status sb-account-status--open">{AWAITING_ANSWER_TEXT}</span>
      ),
  },
  { key: 'date', header: 'Date', render: (complaint) => formatDay(complaint.date) },
];

const load = (page: number, signal: AbortSignal) => fetchComplaintHistory(page, signal);

/** Complain History (SPEC section 2): the user's complaints and their answers, paginated. */
export function ComplainHistory() {
  const { list, goToPage } = usePagedList(load);
  return (
    <AccountPage title="Complain History">
      <ResponsiveList
        list={list}
        columns={COLUMNS}
        rowKey={(complaint) => complaint.id}
        caption="Complaints"
        emptyText={NO_COMPLAIN_TEXT}
        onPageChange={goToPage}
      />
    </AccountPage>
  );
}
