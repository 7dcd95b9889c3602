/**
 * The betslip's own state (SPEC sections 3-5): the active bet, its stake and what the slip says
 * about them. It lives in the remote, not in the host's store: no other app reads it.
 */
import {
  BET_STATUS_LOCKED,
  BET_STATUS_OPEN,
  type BetEventDetails,
  type MatchBetUpdatePayload,
  type OddsChangePayload,
} from '@sportsbook/shared/contracts';
import { STAKE_DEFAULT, checkStake, stepDown, stepUp } from './stake-rules';

export type OddsTrend = 'up' | 'down';

export interface SlipState {
  /** The active bet on the slip, or null when the slip is empty. */
  bet: BetEventDetails | null;
  stake: number;
  /** The stake message of SPEC section 5, or null while the stake is fine. */
  stakeMessage: string | null;
  /** Which way the odds of the active bet last moved in real time, if they did. */
  oddsTrend: OddsTrend | null;
  /** The bet event whose details are being loaded, if any. */
  loadingBetEventId: number | null;
  /** Why the last selection could not be taken (load failure or a locked market). */
  selectionProblem: string | null;
  /** The server's message for the bet just placed; shown on the empty slip until the next pick. */
  placedMessage: string | null;
  /**
   * While a pick shown from the odds button's details waits for `GET /ng/event-details/{id}`: the
   * slip as it was before, restored if the answer refuses the pick (locked, or not loaded), as a
   * refused pick never replaced the bet on the slip before (issue 33).
   */
  beforePreview: Pick<SlipState, 'bet' | 'stake' | 'stakeMessage' | 'oddsTrend'> | null;
}

export type SlipAction =
  | { type: 'selectionStarted'; betEventId: number }
  | { type: 'betTaken'; bet: BetEventDetails }
  /** The odds button's details of the pick, shown until the answer confirms or corrects them. */
  | { type: 'selectionPreviewed'; bet: BetEventDetails }
  | { type: 'selectionRefused'; betEventId: number; problem: string }
  | { type: 'stakeEntered'; value: number }
  | { type: 'stakeStepped'; direction: 'down' | 'up' }
  | { type: 'oddsChanged'; payload: OddsChangePayload }
  /** A match's markets changed (`match-bet-update`): the slip's market may be locked or open again. */
  | { type: 'marketUpdated'; payload: MatchBetUpdatePayload }
  /** A submission was refused because the market is locked (409 `MARKET_LOCKED`). */
  | { type: 'marketLocked'; betId: number }
  /** A submission was refused because the odds moved; the server said what they are now. */
  | { type: 'oddsRefused'; betEventId: number; odds: number }
  | { type: 'placed'; message: string }
  | { type: 'cleared' };

export const initialSlipState: SlipState = {
  bet: null,
  stake: STAKE_DEFAULT,
  stakeMessage: null,
  oddsTrend: null,
  loadingBetEventId: null,
  selectionProblem: null,
  placedMessage: null,
  beforePreview: null,
};

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'selectionStarted':
      return {
        ...state,
        loadingBetEventId: action.betEventId,
        selectionProblem: null,
        placedMessage: null,
      };

    case 'betTaken': {
      // Picking the bet that is already on the slip refreshes it but keeps the stake typed.
      const sameBet = state.bet?.id === action.bet.id;
      const { stake, message } = sameBet
        ? checkStake(state.stake, action.bet.bets.cash_limit)
        : { stake: STAKE_DEFAULT, message: null };
      return {
        ...state,
        bet: action.bet,
        stake,
        stakeMessage: sameBet ? message : null,
        oddsTrend: null,
        loadingBetEventId: null,
        selectionProblem: null,
        beforePreview: null,
      };
    }

    case 'selectionPreviewed': {
      if (state.loadingBetEventId !== action.bet.id) return state;
      const sameBet = state.bet?.id === action.bet.id;
      const { bet, stake, stakeMessage, oddsTrend } = state;
      return {
        ...state,
        bet: action.bet,
        stake: sameBet ? stake : STAKE_DEFAULT,
        stakeMessage: sameBet ? stakeMessage : null,
        oddsTrend: sameBet ? oddsTrend : null,
        beforePreview: state.beforePreview ?? { bet, stake, stakeMessage, oddsTrend },
      };
    }

    case 'selectionRefused':
      if (state.loadingBetEventId !== action.betEventId) return state;
      return {
        ...state,
        ...state.beforePreview,
        loadingBetEventId: null,
        selectionProblem: action.problem,
        beforePreview: null,
      };

    case 'stakeEntered':
    case 'stakeStepped': {
      if (!state.bet) return state;
      const value =
        action.type === 'stakeEntered'
          ? action.value
          : action.direction === 'down'
            ? stepDown(state.stake)
            : stepUp(state.stake);
      const { stake, message } = checkStake(value, state.bet.bets.cash_limit);
      return { ...state, stake, stakeMessage: message };
    }

    case 'oddsChanged': {
      const { bet } = state;
      if (!bet || action.payload.betId !== bet.bets.id) return state;
      const update = action.payload.data.find((event) => event.id === bet.id);
      if (!update || update.bet_ratio === bet.bet_ratio) return state;
      return {
        ...state,
        bet: { ...bet, bet_ratio: update.bet_ratio },
        oddsTrend: update.bet_ratio > bet.bet_ratio ? 'up' : 'down',
      };
    }

    case 'marketUpdated': {
      const { bet } = state;
      if (!bet || action.payload.match_id !== bet.bets.match_id) return state;
      const market = action.payload.data.find((item) => item.id === bet.bets.id);
      // A market that is no longer among the match's markets takes no bets: it shows as locked.
      const status = market ? market.bet_status : BET_STATUS_LOCKED;
      const odds = market?.bet_events.find((event) => event.id === bet.id)?.bet_ratio;
      const oddsMoved = odds !== undefined && odds !== bet.bet_ratio;
      if (status === bet.bets.bet_status && !oddsMoved) return state;
      return {
        ...state,
        bet: {
          ...bet,
          bet_ratio: oddsMoved ? odds : bet.bet_ratio,
          bets: { ...bet.bets, bet_status: status },
        },
        oddsTrend: oddsMoved ? (odds > bet.bet_ratio ? 'up' : 'down') : state.oddsTrend,
      };
    }

    case 'marketLocked': {
      const { bet } = state;
      if (!bet || bet.bets.id !== action.betId || bet.bets.bet_status !== BET_STATUS_OPEN) {
        return state;
      }
      return { ...state, bet: { ...bet, bets: { ...bet.bets, bet_status: BET_STATUS_LOCKED } } };
    }

    case 'oddsRefused': {
      const { bet } = state;
      if (!bet || bet.id !== action.betEventId || action.odds === bet.bet_ratio) return state;
      return {
        ...state,
        bet: { ...bet, bet_ratio: action.odds },
        oddsTrend: action.odds > bet.bet_ratio ? 'up' : 'down',
      };
    }

    case 'placed':
      return { ...initialSlipState, placedMessage: action.message };

    case 'cleared':
      return initialSlipState;
  }
}
