/**
 * The slip of several selections (issue 32): up to MAX_MULTIPLE_LEGS bets, each with the stake of
 * its single, and one stake for the multiple of them all. What concerns one bet (its stake, its
 * odds and market live, a refusal) is SPEC's single slip and goes through `slipReducer` for that
 * selection, so the rules of SPEC's slip live in one place; this reducer only keeps the list.
 */
import {
  MAX_MULTIPLE_LEGS,
  type BetEventDetails,
  type MatchBetUpdatePayload,
  type OddsChangePayload,
} from '@sportsbook/shared/contracts';
import { initialSlipState, slipReducer, type OddsTrend, type SlipAction } from './slip-reducer';
import { STAKE_DEFAULT, checkStake, stepDown, stepUp } from './stake-rules';

/** One bet on the slip: SPEC's active bet with its own stake. */
export interface Selection {
  bet: BetEventDetails;
  stake: number;
  stakeMessage: string | null;
  oddsTrend: OddsTrend | null;
  /** Which pick put it there: a later pick of the same market wins over an earlier one. */
  seq: number;
  /**
   * Shown from the odds button's details while `GET /ng/event-details/{id}` confirms it; the
   * selection it took the place of (same market) comes back if the answer refuses it.
   */
  preview?: { replaced: Selection | null };
  /** Its single was placed while the multiple of the slip was not: it stays for the multiple. */
  singlePlaced?: boolean;
}

export interface MultipleStake {
  stake: number;
  stakeMessage: string | null;
  /** The bettor wants the multiple placed (offered with two or more selections of different matches). */
  chosen: boolean;
}

export interface BetslipState {
  selections: Selection[];
  multiple: MultipleStake;
  /** With two or more selections: their singles are placed too (or alone). */
  singlesChosen: boolean;
  /** Picks whose details are being loaded, by bet event id, with their pick number. */
  loading: { betEventId: number; seq: number }[];
  /** Why the last selection could not be taken (load failure, a locked market, a full slip). */
  selectionProblem: string | null;
  /** The server's message for the bets just placed; shown on the empty slip until the next pick. */
  placedMessage: string | null;
}

/** A pick that would make the slip hold more than MAX_MULTIPLE_LEGS selections. */
export const SLIP_FULL_MESSAGE = `The slip holds at most ${MAX_MULTIPLE_LEGS} selections. Remove one to add another.`;

export type BetslipAction =
  | { type: 'selectionStarted'; betEventId: number; seq: number }
  | { type: 'selectionAbandoned'; betEventId: number; seq: number }
  | { type: 'selectionPreviewed'; bet: BetEventDetails; seq: number }
  | { type: 'betTaken'; bet: BetEventDetails; seq: number }
  | { type: 'selectionRefused'; betEventId: number; seq: number; problem: string }
  | { type: 'removed'; betEventId: number }
  /** A stake action (entered, stepped) for one selection's single. */
  | { type: 'singleStake'; betEventId: number; action: StakeAction }
  | { type: 'multipleStake'; action: StakeAction }
  | { type: 'singlesChosen'; chosen: boolean }
  | { type: 'multipleChosen'; chosen: boolean }
  | { type: 'oddsChanged'; payload: OddsChangePayload }
  | { type: 'marketUpdated'; payload: MatchBetUpdatePayload }
  | { type: 'marketLocked'; betId: number }
  | { type: 'oddsRefused'; betEventId: number; odds: number }
  /**
   * A submission round ended with these bets placed: the selections whose singles were placed
   * leave the slip (or stay, marked, while the multiple is still to be placed), a placed multiple
   * is no longer chosen. When everything chosen was placed the slip empties with `message`.
   */
  | { type: 'placed'; singles: number[]; multiple: boolean; message: string }
  | { type: 'cleared' };

export type StakeAction =
  { type: 'stakeEntered'; value: number } | { type: 'stakeStepped'; direction: 'down' | 'up' };

export const initialBetslipState: BetslipState = {
  selections: [],
  multiple: { stake: STAKE_DEFAULT, stakeMessage: null, chosen: true },
  singlesChosen: false,
  loading: [],
  selectionProblem: null,
  placedMessage: null,
};

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, at) => (at === index ? item : current));
}

/** SPEC's slip reducer applied to one selection, for what concerns that bet alone. */
function applyToSelection(selection: Selection, action: SlipAction): Selection {
  const { bet, stake, stakeMessage, oddsTrend } = selection;
  const next = slipReducer({ ...initialSlipState, bet, stake, stakeMessage, oddsTrend }, action);
  if (!next.bet) return selection;
  if (
    next.bet === bet &&
    next.stake === stake &&
    next.stakeMessage === stakeMessage &&
    next.oddsTrend === oddsTrend
  ) {
    return selection;
  }
  return {
    ...selection,
    bet: next.bet,
    stake: next.stake,
    stakeMessage: next.stakeMessage,
    oddsTrend: next.oddsTrend,
  };
}

function applyToAll(state: BetslipState, action: SlipAction): BetslipState {
  const selections = state.selections.map((selection) => applyToSelection(selection, action));
  return selections.every((selection, index) => selection === state.selections[index])
    ? state
    : { ...state, selections };
}

/** The lowest cash limit of the selections' markets: the most the multiple's stake may be. */
export function multipleCashLimit(selections: readonly Selection[]): number {
  return Math.min(...selections.map((selection) => selection.bet.bets.cash_limit));
}

/** Two selections of one match: they cannot be combined (correlated outcomes). */
export function hasCorrelatedSelections(selections: readonly Selection[]): boolean {
  const matches = new Set(selections.map((selection) => selection.bet.bets.match_id));
  return matches.size < selections.length;
}

/** The multiple is on offer: two or more selections, no two of one match. */
export function multipleOffered(selections: readonly Selection[]): boolean {
  return selections.length >= 2 && !hasCorrelatedSelections(selections);
}

/** The selections whose singles a press of Submit Bet places. */
export function singlesToPlace(state: BetslipState): Selection[] {
  const { selections } = state;
  if (selections.length === 1) return selections;
  const singles = state.singlesChosen || !multipleOffered(selections);
  return singles ? selections.filter((selection) => !selection.singlePlaced) : [];
}

/** Whether a press of Submit Bet places the multiple. */
export function multipleToPlace(state: BetslipState): boolean {
  return state.multiple.chosen && multipleOffered(state.selections);
}

function stakeValue(current: number, action: StakeAction): number {
  if (action.type === 'stakeEntered') return action.value;
  return action.direction === 'down' ? stepDown(current) : stepUp(current);
}

/** Puts a loaded or previewed bet on the slip: refreshes it, takes its market's place, or adds it. */
function placeOnSlip(
  state: BetslipState,
  bet: BetEventDetails,
  seq: number,
  preview: boolean,
): BetslipState {
  const loading = state.loading.filter((pick) => pick.seq !== seq);
  const { selections } = state;
  const same = selections.findIndex((selection) => selection.bet.id === bet.id);
  if (same !== -1) {
    const current = selections[same]!;
    // Picking the bet already on the slip refreshes it but keeps the stake typed (SPEC's slip).
    const refreshed = applyToSelection(current, { type: 'betTaken', bet });
    const next: Selection = { ...refreshed, bet, oddsTrend: null, seq: Math.max(seq, current.seq) };
    if (preview) next.preview = current.preview ?? { replaced: current };
    else delete next.preview;
    return {
      ...state,
      loading,
      selections: replaceAt(selections, same, next),
      selectionProblem: null,
    };
  }
  const fresh: Selection = {
    bet,
    stake: STAKE_DEFAULT,
    stakeMessage: null,
    oddsTrend: null,
    seq,
    ...(preview ? { preview: { replaced: null } } : {}),
  };
  const sameMarket = selections.findIndex((selection) => selection.bet.bets.id === bet.bets.id);
  if (sameMarket !== -1) {
    const current = selections[sameMarket]!;
    // A later pick of the same market already took its place: this answer came too late.
    if (current.seq > seq) return { ...state, loading };
    // Outcomes of one market exclude each other: the new one takes the old one's place.
    if (preview) fresh.preview = { replaced: current };
    return {
      ...state,
      loading,
      selections: replaceAt(selections, sameMarket, fresh),
      selectionProblem: null,
    };
  }
  if (selections.length >= MAX_MULTIPLE_LEGS) {
    return { ...state, loading, selectionProblem: SLIP_FULL_MESSAGE };
  }
  const multiple = selections.length === 1 ? { ...initialBetslipState.multiple } : state.multiple;
  return {
    ...state,
    loading,
    selections: [...selections, fresh],
    multiple,
    singlesChosen: selections.length === 1 ? false : state.singlesChosen,
    selectionProblem: null,
  };
}

export function betslipReducer(state: BetslipState, action: BetslipAction): BetslipState {
  switch (action.type) {
    case 'selectionStarted':
      return {
        ...state,
        loading: [
          ...state.loading.filter((pick) => pick.betEventId !== action.betEventId),
          { betEventId: action.betEventId, seq: action.seq },
        ],
        selectionProblem: null,
        placedMessage: null,
      };

    case 'selectionAbandoned':
      return { ...state, loading: state.loading.filter((pick) => pick.seq !== action.seq) };

    case 'selectionPreviewed':
      if (!state.loading.some((pick) => pick.seq === action.seq)) return state;
      return {
        ...placeOnSlip(state, action.bet, action.seq, true),
        loading: state.loading,
      };

    case 'betTaken':
      if (!state.loading.some((pick) => pick.seq === action.seq)) return state;
      return placeOnSlip(state, action.bet, action.seq, false);

    case 'selectionRefused': {
      if (!state.loading.some((pick) => pick.seq === action.seq)) return state;
      const loading = state.loading.filter((pick) => pick.seq !== action.seq);
      // A previewed pick goes, and what it took the place of comes back.
      const selections = state.selections.flatMap((selection) => {
        if (selection.bet.id !== action.betEventId || !selection.preview) return [selection];
        return selection.preview.replaced ? [selection.preview.replaced] : [];
      });
      return { ...state, loading, selections, selectionProblem: action.problem };
    }

    case 'removed': {
      const selections = state.selections.filter(
        (selection) => selection.bet.id !== action.betEventId,
      );
      if (selections.length === state.selections.length) return state;
      if (selections.length === 0) return { ...initialBetslipState, loading: state.loading };
      // One selection left is SPEC's slip again: its single is what it offers.
      const [only] = selections;
      if (selections.length === 1 && only?.singlePlaced) {
        const { singlePlaced: _placed, ...rest } = only;
        return { ...state, selections: [rest] };
      }
      return { ...state, selections };
    }

    case 'singleStake': {
      const index = state.selections.findIndex(
        (selection) => selection.bet.id === action.betEventId,
      );
      if (index === -1) return state;
      const selection = state.selections[index]!;
      const value = stakeValue(selection.stake, action.action);
      return {
        ...state,
        selections: replaceAt(
          state.selections,
          index,
          applyToSelection(selection, { type: 'stakeEntered', value }),
        ),
      };
    }

    case 'multipleStake': {
      if (state.selections.length < 2) return state;
      const value = stakeValue(state.multiple.stake, action.action);
      const { stake, message } = checkStake(value, multipleCashLimit(state.selections));
      return { ...state, multiple: { ...state.multiple, stake, stakeMessage: message } };
    }

    case 'singlesChosen':
      return { ...state, singlesChosen: action.chosen };

    case 'multipleChosen':
      return { ...state, multiple: { ...state.multiple, chosen: action.chosen } };

    case 'oddsChanged':
    case 'marketUpdated':
    case 'marketLocked':
    case 'oddsRefused':
      return applyToAll(state, action);

    case 'placed': {
      const placedSingles = new Set(action.singles);
      const multipleLeft = multipleToPlace(state) && !action.multiple;
      const singlesLeft = singlesToPlace(state).some(
        (selection) => !placedSingles.has(selection.bet.id),
      );
      if (!multipleLeft && !singlesLeft) {
        return { ...initialBetslipState, placedMessage: action.message };
      }
      // Something was refused: what was placed leaves the slip, the rest stays to try again.
      const selections = state.selections.flatMap((selection) => {
        if (!placedSingles.has(selection.bet.id)) return [selection];
        return multipleLeft ? [{ ...selection, singlePlaced: true }] : [];
      });
      return {
        ...state,
        selections,
        multiple: action.multiple ? { ...state.multiple, chosen: false } : state.multiple,
      };
    }

    case 'cleared':
      return initialBetslipState;
  }
}
