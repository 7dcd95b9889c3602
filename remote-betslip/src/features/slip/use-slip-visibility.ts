import { useCallback } from 'react';
import { publish, useBusEvent } from '@sportsbook/shared/events';
import { commonActions, useSessionDispatch, useSessionSelector } from '@sportsbook/shared/session';

/**
 * Whether the slip is open on mobile. The truth is `common.betSlipShow` of the session store; the
 * slip announces its own opening and closing on the bus (`betslip:toggle`) so the host layout
 * follows, and it follows the host's mobile bar the same way.
 */
export function useSlipVisibility() {
  const open = useSessionSelector((state) => state.common.betSlipShow);
  const dispatch = useSessionDispatch();

  const setOpen = useCallback(
    (next: boolean) => {
      dispatch(commonActions.setBetSlipShow(next));
      publish('betslip:toggle', { open: next });
    },
    [dispatch],
  );

  // Heard from the host's mobile bar (and our own announcements, which change nothing).
  useBusEvent('betslip:toggle', ({ open: next }) => {
    dispatch(commonActions.setBetSlipShow(next));
  });

  return { open, setOpen };
}
