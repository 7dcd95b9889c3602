import { useCallback } from 'react';
import { publish, useBusEvent } from '@sportsbook/shared/events';
import { commonActions, useSessionDispatch, useSessionSelector } from '@sportsbook/shared/session';

/**
 * The mobile betslip drawer: open or closed is `common.betSlipShow` in the session store, and the
 * bus's `betslip:toggle` keeps the betslip remote and the host in step (DESIGN.md section 3).
 */
export function useBetslipDrawer() {
  const open = useSessionSelector((state) => state.common.betSlipShow);
  const dispatch = useSessionDispatch();

  // The betslip remote closes itself (overlay or close icon) or opens on a picked bet.
  useBusEvent('betslip:toggle', ({ open: next }) => {
    dispatch(commonActions.setBetSlipShow(next));
  });

  const setOpen = useCallback(
    (next: boolean) => {
      dispatch(commonActions.setBetSlipShow(next));
      publish('betslip:toggle', { open: next });
    },
    [dispatch],
  );

  return { open, setOpen };
}
