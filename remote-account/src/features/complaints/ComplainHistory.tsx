import { REALTIME_EVENTS } from '@sportsbook/shared/contracts';
import { useUserRowUpdates } from '@sportsbook/shared/realtime';
import { useSessionSelector } from '@sportsbook/shared/session';
import { fetchComplaintHistory } from '@sportsbook/shared/api';
import type { Complaint } from '@sportsbook/shared/contracts';
import { formatDay } from '@sportsbook/shared/format';
import {
  LIST_COLUMN_WIDTHS_PX as WIDTHS,
  PagedList,
  usePagedList,
  type ListColumn,
} from '@sportsbook/shared/ui';
import { AccountPage } from '../../common/AccountPage';

export const NO_COMPLAIN_TEXT = 'No complain is Available';
/** Shown in place of the answer while an operator has not answered. */
export const AWAITING_ANSWER_TEXT = 'Awaiting answer';

function freeText(text: string) {
  return <span className="sb-account-free-text">{text}</span>;
}

const COLUMNS: readonly ListColumn<Complaint>[] = [
  // Free text (up to 150 and 1,000 characters) wraps between words, and inside a word only
  // where one is longer than its line (sb-account-free-text).
  {
    header: 'Question',
    cell: (complaint) => freeText(complaint.qtitle),
    minWidth: 120,
    longText: true,
  },
  {
    header: 'Description',
    cell: (complaint) => freeText(complaint.qdescription),
    minWidth: 160,
    longText: true,
  },
  {
    header: 'Answer',
    minWidth: 140,
    longText: true,
    cell: (complaint) =>
      complaint.answer !== null ? (
        freeText(complaint.answer)
      ) : (
        <span className="sb-account-status sb-account-status--open">{AWAITING_ANSWER_TEXT}</span>
      ),
  },
  { header: 'Date', cell: (complaint) => formatDay(complaint.date), minWidth: WIDTHS.day },
];

const load = (page: number, signal: AbortSignal) => fetchComplaintHistory(page, signal);

/** Complain History (SPEC section 2): the user's complaints and their answers, paginated. */
export function ComplainHistory() {
  const paged = usePagedList(load);
  const userId = useSessionSelector((state) => state.auth.user?.id ?? null);
  // An answered complaint's row shows the answer at once (ComplaintAnswered).
  useUserRowUpdates(
    userId,
    REALTIME_EVENTS.complaintAnswered,
    ({ complaint }) => (complaint ? [complaint] : undefined),
    paged.updateRows,
  );
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
