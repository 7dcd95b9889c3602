import { useCallback, useMemo } from 'react';
import { BET_STATUS_OPEN } from '@sportsbook/shared/contracts';
import { Loader } from '@sportsbook/shared/ui';
import {
  MultiSlip,
  SlipBet,
  SlipPanel,
  isStakeValid,
  multipleOffered,
  slipPlan,
  usePayoutCap,
  useSlip,
  type StakeShortcuts,
} from '../features/slip';
import { OddsPreference } from '../features/odds-preference';
import { QuickStakes } from '../features/quick-stakes';
import { SubmitBet, SubmitBets } from '../features/submit';

/** SPEC section 2: the prompt of an empty slip. */
export const EMPTY_SLIP_TEXT = 'Please take any bet';

/**
 * The betslip remote's public face (`betslip/Betslip`): the panel of SPEC section 2. It takes no
 * props; it hears `bet:select`, `bet:clear` and `betslip:toggle` on the bus and reads the session
 * store the host provides.
 */
export default function Betslip() {
  const {
    state,
    open,
    setOpen,
    remove,
    placed,
    oddsRefused,
    marketLocked,
    enterStake,
    stepStake,
    chooseSingles,
    chooseMultiple,
  } = useSlip();
  const close = useCallback(() => setOpen(false), [setOpen]);
  const { selections } = state;
  const [first] = selections;
  const only = selections.length === 1 ? first : undefined;
  const betEventId = only?.bet.id;
  const onOddsChanged = useCallback(
    (odds: number) => {
      if (betEventId !== undefined) oddsRefused(betEventId, odds);
    },
    [betEventId, oddsRefused],
  );
  const betId = only?.bet.bets.id;
  const onMarketLocked = useCallback(() => {
    if (betId !== undefined) marketLocked(betId);
  }, [betId, marketLocked]);
  const onPlaced = useCallback(
    (message: string) => {
      if (betEventId !== undefined) {
        placed({ singles: [betEventId], multiple: false, message, all: true });
      }
    },
    [betEventId, placed],
  );
  /** A single or a leg refused as locked: its market shows the lock. */
  const legLocked = useCallback(
    (lockedBetEventId: number) => {
      const selection = selections.find((candidate) => candidate.bet.id === lockedBetEventId);
      if (selection) marketLocked(selection.bet.bets.id);
    },
    [selections, marketLocked],
  );
  const loading = state.loading.length > 0;
  const payoutCap = usePayoutCap(multipleOffered(selections));
  const plan = useMemo(() => slipPlan(state), [state]);
  const removeOnly = useCallback(() => {
    if (betEventId !== undefined) remove(betEventId);
  }, [betEventId, remove]);
  // A chip is a typed amount: the slip's stake rules apply to it as to the input.
  const chooseStake = useCallback(
    (amount: number) => {
      if (betEventId !== undefined) enterStake(betEventId, String(amount));
    },
    [betEventId, enterStake],
  );
  const enterOnlyStake = useCallback(
    (raw: string) => {
      if (betEventId !== undefined) enterStake(betEventId, raw);
    },
    [betEventId, enterStake],
  );
  const stepOnlyStake = useCallback(
    (direction: 'down' | 'up') => {
      if (betEventId !== undefined) stepStake(betEventId, direction);
    },
    [betEventId, stepStake],
  );
  const stakeShortcuts = useCallback<StakeShortcuts>(
    (target, stake, label) => (
      <QuickStakes
        stake={stake}
        label={label}
        onChoose={(amount) => enterStake(target, String(amount))}
      />
    ),
    [enterStake],
  );

  return (
    <SlipPanel open={open} count={selections.length} busy={loading} onClose={close}>
      {state.selectionProblem && (
        <p className="sb-slip-notice sb-slip-notice--warn" role="status">
          {state.selectionProblem}
        </p>
      )}
      {only ? (
        <SlipBet
          state={only}
          onRemove={removeOnly}
          onEnterStake={enterOnlyStake}
          onStepStake={stepOnlyStake}
          stakeShortcuts={<QuickStakes stake={only.stake} onChoose={chooseStake} />}
        >
          <OddsPreference />
          <SubmitBet
            bet={{ betEventId: only.bet.id, stake: only.stake, odds: only.bet.bet_ratio }}
            stakeProblem={
              isStakeValid(only.stake, only.bet.bets.cash_limit) ? null : only.stakeMessage
            }
            onPlaced={onPlaced}
            onOddsChanged={onOddsChanged}
            locked={only.bet.bets.bet_status !== BET_STATUS_OPEN}
            onMarketLocked={onMarketLocked}
          />
        </SlipBet>
      ) : selections.length > 1 ? (
        <MultiSlip
          state={state}
          payoutCap={payoutCap}
          totalStake={plan.totalStake}
          onRemove={remove}
          onEnterStake={enterStake}
          onStepStake={stepStake}
          onChooseSingles={chooseSingles}
          onChooseMultiple={chooseMultiple}
          stakeShortcuts={stakeShortcuts}
        >
          <OddsPreference />
          <SubmitBets
            plan={plan}
            stakeProblem={plan.stakeProblem}
            locked={plan.locked}
            onPlaced={placed}
            onOddsChanged={oddsRefused}
            onMarketLocked={legLocked}
          />
        </MultiSlip>
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
