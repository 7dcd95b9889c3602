import { useCallback } from 'react';
import { publish, useBusEvent } from '@sportsbook/shared/events';
import { commonActions, useSessionDispatch, useSessionSelector } from '@sportsbook/shared/session';

/**
 * Keeps `common.betSlipShow` in step with the bus's `betslip:toggle`: the betslip remote closes
 * itself (overlay or close icon) or opens on a picked bet (DESIGN.md section 3). Used once, by
 * the shell; it reads no state, so the shell does not render again when the slip opens or closes
 * (issue 33: an odds click opened the slip and re-rendered the header, the sidebar remote and
 * everything else of the shell).
 */
export function useBetslipToggleSync(): void {
  const dispatch = useSessionDispatch();
  useBusEvent('betslip:toggle', ({ open: next }) => {
    dispatch(commonActions.setBetSlipShow(next));
  });
}

/**
 * The mobile betslip drawer: open or closed is `common.betSlipShow` in the session store; setting
 * it tells the betslip remote on the bus. Read only by the parts that show it (the drawer, the
 * mobile bar).
 */
export function useBetslipDrawer() {
  const open = useSessionSelector((state) => state.common.betSlipShow);
  const dispatch = useSessionDispatch();

  const setOpen = useCallback(
    (next: boolean) => {
      dispatch(commonActions.setBetSlipShow(next));
      publish('betslip:toggle', { open: next });
    },
    [dispatch],
  );

  return { open, setOpen };
}
