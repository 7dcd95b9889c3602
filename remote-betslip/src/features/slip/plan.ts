/**
 * What a press of Submit Bet on a slip of several selections places (issue 32): the chosen singles
 * and the multiple, with the stake problem and the lock that stop it.
 */
import { BET_STATUS_OPEN, STAKE_TOO_LOW_MESSAGE, toHundredths } from '@sportsbook/shared/contracts';
import {
  multipleCashLimit,
  multipleToPlace,
  singlesToPlace,
  type BetslipState,
  type Selection,
} from './selections-reducer';
import { isStakeValid } from './stake-rules';

export interface SlipPlan {
  singles: { betEventId: number; stake: number; odds: number; title: string }[];
  multiple: { betEventIds: number[]; stake: number; odds: number[] } | null;
  /** The first message of a chosen stake that is invalid. */
  stakeProblem: string | null;
  /** A chosen bet has a locked market. */
  locked: boolean;
  /** Coins staked by the press, counted in hundredths. */
  totalStake: number;
}

const isLocked = (selection: Selection) => selection.bet.bets.bet_status !== BET_STATUS_OPEN;

export function slipPlan(state: BetslipState): SlipPlan {
  const singles = singlesToPlace(state);
  const multiple = multipleToPlace(state);
  const { selections } = state;
  const problems = singles.flatMap((selection) =>
    isStakeValid(selection.stake, selection.bet.bets.cash_limit) ? [] : [selection.stakeMessage],
  );
  if (multiple && !isStakeValid(state.multiple.stake, multipleCashLimit(selections))) {
    problems.push(state.multiple.stakeMessage);
  }
  const stakes = [
    ...singles.map((selection) => selection.stake),
    ...(multiple ? [state.multiple.stake] : []),
  ];
  return {
    singles: singles.map((selection) => ({
      betEventId: selection.bet.id,
      stake: selection.stake,
      odds: selection.bet.bet_ratio,
      title: selection.bet.bet_event_title,
    })),
    multiple: multiple
      ? {
          betEventIds: selections.map((selection) => selection.bet.id),
          stake: state.multiple.stake,
          odds: selections.map((selection) => selection.bet.bet_ratio),
        }
      : null,
    stakeProblem:
      problems.find((problem) => problem !== null) ??
      (problems.length > 0 ? STAKE_TOO_LOW_MESSAGE : null),
    locked: (multiple ? selections : singles).some(isLocked),
    totalStake: stakes.reduce((sum, stake) => sum + toHundredths(stake), 0) / 100,
  };
}
