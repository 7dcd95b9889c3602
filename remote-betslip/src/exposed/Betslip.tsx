import { useCallback } from 'react';
import { BET_STATUS_OPEN } from '@sportsbook/shared/contracts';
import { Loader } from '@sportsbook/shared/ui';
import { SlipBet, SlipPanel, isStakeValid, useSlip } from '../features/slip';
import { SubmitBet } from '../features/submit';

/** SPEC section 2: the prompt of an empty slip. */
export const EMPTY_SLIP_TEXT = 'Please take any bet';

/**
 * The betslip remote's public face (`betslip/Betslip`): the panel of SPEC section 2. It takes no
 * props; it hears `bet:select`, `bet:clear` and `betslip:toggle` on the bus and reads the session
 * store the host provides.
 */
export default function Betslip() {
  const { state, open, setOpen, clear, placed, oddsRefused, marketLocked, enterStake, stepStake } =
    useSlip();
  const close = useCallback(() => setOpen(false), [setOpen]);
  const { bet } = state;
  const betEventId = bet?.id;
  const onOddsChanged = useCallback(
    (odds: number) => {
      if (betEventId !== undefined) oddsRefused(betEventId, odds);
    },
    [betEventId, oddsRefused],
  );
  const betId = bet?.bets.id;
  const onMarketLocked = useCallback(() => {
    if (betId !== undefined) marketLocked(betId);
  }, [betId, marketLocked]);
  const loading = state.loadingBetEventId !== null;

  return (
    <SlipPanel open={open} count={bet ? 1 : 0} busy={loading} onClose={close}>
      {state.selectionProblem && (
        <p className="sb-slip-notice sb-slip-notice--warn" role="status">
          {state.selectionProblem}
        </p>
      )}
      {bet ? (
        <SlipBet
          state={{ ...state, bet }}
          onRemove={clear}
          onEnterStake={enterStake}
          onStepStake={stepStake}
        >
          <SubmitBet
            bet={{ betEventId: bet.id, stake: state.stake, odds: bet.bet_ratio }}
            stakeProblem={
              isStakeValid(state.stake, bet.bets.cash_limit) ? null : state.stakeMessage
            }
            onPlaced={placed}
            onOddsChanged={onOddsChanged}
            locked={bet.bets.bet_status !== BET_STATUS_OPEN}
            onMarketLocked={onMarketLocked}
          />
        </SlipBet>
      ) : loading ? (
        <Loader label="Loading the bet" />
      ) : (
        <div className="sb-slip-empty">
          {state.placedMessage && (
            <p className="sb-slip-notice sb-slip-notice--success" role="status">
              {state.placedMessage}
            </p>
          )}
          <svg className="sb-slip-empty__icon" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 6h16v3a3 3 0 0 0 0 6v3H4v-3a3 3 0 0 0 0-6z M9 6v12"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
          <p>{EMPTY_SLIP_TEXT}</p>
        </div>
      )}
    </SlipPanel>
  );
}
