import { useCallback, useEffect, useRef, useState } from 'react';
import { publish, subscribe, type SportsbookEventMap } from '@sportsbook/shared/events';
import { Skeleton } from '@sportsbook/shared/ui';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { usePageContentShown } from './use-page-content-shown';

export { PAGE_CONTENT_ID } from './use-page-content-shown';
/**
 * The betslip loads this long after the shell at the latest, however long the page's content
 * takes. Every loading state ends (in content, an error, or the unavailable panel); this bounds a
 * slow one to one API timeout (shared/api's 15 s), and is long enough for a slow phone's first
 * list, which the betslip should not compete with.
 */
export const BETSLIP_MAX_WAIT_MS = 15_000;

const skeleton = <Skeleton rows={2} height={90} label="Loading betslip" />;

/**
 * The betslip's slot. The betslip remote (its remoteEntry and chunks) starts loading once the
 * page's content has shown (no loading placeholder left in `<main>`, then an idle moment), so it
 * is not part of what `/` fetches before its first match list (issue 12); until then the slot
 * shows its skeleton. It starts at once when a bet is picked (`bet:select`) or the mobile drawer
 * opens before that, and at the latest BETSLIP_MAX_WAIT_MS after the shell mounted. A bet picked
 * before the betslip listened is published again once it has mounted, so no click is lost.
 */
export function BetslipSlot({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const contentShown = usePageContentShown(BETSLIP_MAX_WAIT_MS);
  const [picked, setPicked] = useState(false);
  /** Picks made before the betslip listened, in order, with whatever details they carried. */
  const held = useRef<SportsbookEventMap['bet:select'][]>([]);
  /** The betslip has mounted and hears the bus itself. */
  const listening = useRef(false);

  useEffect(() => {
    const stop = subscribe('bet:select', (pick) => {
      if (listening.current) return;
      held.current.push(pick);
      setPicked(true);
    });
    return stop;
  }, []);

  const handOver = useCallback(() => {
    listening.current = true;
    const picks = held.current;
    held.current = [];
    picks.forEach((pick) => publish('bet:select', pick));
  }, []);

  if (!contentShown && !picked && !open) return skeleton;
  return (
    <RemoteSlot
      module="betslip/Betslip"
      skeleton={skeleton}
      onDismiss={onDismiss}
      onMounted={handOver}
    />
  );
}
