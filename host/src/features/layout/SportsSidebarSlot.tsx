import { Skeleton } from '@sportsbook/shared/ui';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { BETSLIP_MAX_WAIT_MS } from './BetslipSlot';
import { usePageContentShown } from './use-page-content-shown';

const skeleton = <Skeleton rows={9} height={34} label="Loading sports" />;

/**
 * The left column's sports list (the sports remote's `SportsSidebar`). Like the betslip, it starts
 * loading once the page's content has shown, and at the latest when the betslip would: its chunk
 * was part of what every page fetched before its first list or markets, which have a budget of
 * 180 KB gz (issue 33), and at 992 px and below the column is not shown at all. Until then the
 * column shows its skeleton, the same size as before.
 */
export function SportsSidebarSlot() {
  const contentShown = usePageContentShown(BETSLIP_MAX_WAIT_MS);
  if (!contentShown) return skeleton;
  return <RemoteSlot module="sports/SportsSidebar" skeleton={skeleton} />;
}
