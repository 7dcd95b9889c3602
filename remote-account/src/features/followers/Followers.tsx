import { fetchFollowers } from '@sportsbook/shared/api';
import type { Follower } from '@sportsbook/shared/contracts';
import { formatDay } from '@sportsbook/shared/format';
import { AccountPage } from '../../common/AccountPage';
import { ResponsiveList, type ListColumn } from '../../common/ResponsiveList';
import { usePagedList } from '../../common/use-paged-list';
import { NOT_SET } from '../../common/profile-texts';

export const NO_FOLLOWER_TEXT = 'No follower is Available';

const COLUMNS: readonly ListColumn<Follower>[] = [
  { key: 'username', header: 'Username', render: (follower) => follower.username },
  { key: 'phone', header: 'Phone', render: (follower) => follower.phone ?? NOT_SET },
  { key: 'joined', header: 'Join Date', render: (follower) => formatDay(follower.join_date) },
];

const load = (page: number, signal: AbortSignal) => fetchFollowers(page, signal);

/** My Followers (SPEC section 2): the users who named this user as sponsor, paginated. */
export function Followers() {
  const { list, goToPage } = usePagedList(load);
  return (
    <AccountPage title="My Followers">
      <ResponsiveList
        list={list}
        columns={COLUMNS}
        rowKey={(follower) => `${follower.username}-${follower.join_date}`}
        caption="Followers"
        emptyText={NO_FOLLOWER_TEXT}
        onPageChange={goToPage}
      />
    </AccountPage>
  );
}
