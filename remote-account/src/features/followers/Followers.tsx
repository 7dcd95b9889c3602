import { fetchFollowers } from '@sportsbook/shared/api';
import type { Follower } from '@sportsbook/shared/contracts';
import { formatDay } from '@sportsbook/shared/format';
import {
  LIST_COLUMN_WIDTHS_PX as WIDTHS,
  PagedList,
  usePagedList,
  type ListColumn,
} from '@sportsbook/shared/ui';
import { AccountPage } from '../../common/AccountPage';
import { NOT_SET } from '../../common/profile-texts';

export const NO_FOLLOWER_TEXT = 'No follower is Available';

const COLUMNS: readonly ListColumn<Follower>[] = [
  {
    header: 'Username',
    // A name of up to 30 characters breaks only where it alone is wider than its line.
    cell: (follower) => <span className="sb-account-name">{follower.username}</span>,
    minWidth: WIDTHS.username,
  },
  { header: 'Phone', cell: (follower) => follower.phone ?? NOT_SET, minWidth: WIDTHS.phone },
  { header: 'Join Date', cell: (follower) => formatDay(follower.join_date), minWidth: WIDTHS.day },
];

const load = (page: number, signal: AbortSignal) => fetchFollowers(page, signal);

/** My Followers (SPEC section 2): the users who named this user as sponsor, paginated. */
export function Followers() {
  const paged = usePagedList(load);
  return (
    <AccountPage title="My Followers">
      <PagedList
        paged={paged}
        columns={COLUMNS}
        rowKey={(follower) => `${follower.username}-${follower.join_date}`}
        label="Followers"
        loadingLabel="Loading followers"
        emptyText={NO_FOLLOWER_TEXT}
      />
    </AccountPage>
  );
}
