import type { AccountAreaPageKey } from '@sportsbook/shared/contracts';
import { Skeleton } from '@sportsbook/shared/ui';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { ACCOUNT_PAGES, ACCOUNT_PAGE_MODULES } from './account-pages';

/**
 * One page of the account area: the remote's exposed page (its one h1 included) inside the frame.
 * A remote that is not registered or is down shows the page's title and the unavailable panel; the
 * frame's menu keeps working.
 */
export function AccountPage({ pageKey }: { pageKey: AccountAreaPageKey }) {
  const module = ACCOUNT_PAGE_MODULES[pageKey];
  const label = ACCOUNT_PAGES.find((page) => page.key === pageKey)?.label;
  return (
    <RemoteSlot
      // A new slot per page, so one page's failure never shows on the next.
      key={module}
      module={module}
      unavailableTitle={label}
      skeleton={<Skeleton rows={4} height={56} label={`Loading ${label ?? 'page'}`} />}
    />
  );
}
