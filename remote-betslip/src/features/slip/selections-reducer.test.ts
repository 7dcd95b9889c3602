import { MAX_MULTIPLE_LEGS, type BetEventDetails } from '@sportsbook/shared/contracts';
import { otherMatchBet, testBet } from '../../common/test-bet';
import {
  SLIP_FULL_MESSAGE,
  betslipReducer,
  initialBetslipState,
  multipleOffered,
  multipleToPlace,
  singlesToPlace,
  type BetslipAction,
  type BetslipState,
} from './selections-reducer';

let seq = 0;

/** A pick that loads and is taken, as the slip's hook dispatches it. */
function take(state: BetslipState, bet: BetEventDetails): BetslipState {
  seq += 1;
  const started = betslipReducer(state, { type: 'selectionStarted', betEventId: bet.id, seq });
  return betslipReducer(started, { type: 'betTaken', bet, seq });
}

function slipOf(...bets: BetEventDetails[]): BetslipState {
  return bets.reduce(take, initialBetslipState);
}

function run(state: BetslipState, ...actions: BetslipAction[]): BetslipState {
  return actions.reduce(betslipReducer, state);
}

const ids = (state: BetslipState) => state.selections.map((selection) => selection.bet.id);

describe('the slip of several selections', () => {
  it('adds selections of other markets, each with the default stake, and offers the multiple', () => {
    const state = slipOf(testBet(), otherMatchBet(1), otherMatchBet(2));
    expect(ids(state)).toEqual([501, 601, 602]);
    expect(state.selections.map((selection) => selection.stake)).toEqual([20, 20, 20]);
    expect(multipleOffered(state.selections)).toBe(true);
    // The multiple is what a slip of several offers first; singles are the bettor's choice.
    expect(multipleToPlace(state)).toBe(true);
    expect(singlesToPlace(state)).toEqual([]);
    expect(state.multiple).toMatchObject({ stake: 20, stakeMessage: null, chosen: true });
  });

  it('puts another outcome of a market in the place of the one on the slip', () => {
    const state = slipOf(
      otherMatchBet(1),
      testBet(),
      testBet({ id: 502, bet_event_title: 'Chennai' }),
    );
    expect(ids(state)).toEqual([601, 502]);
  });

  it('keeps the later pick of a market when an earlier one answers after it', () => {
    const started = run(
      initialBetslipState,
      { type: 'selectionStarted', betEventId: 501, seq: 101 },
      { type: 'selectionStarted', betEventId: 502, seq: 102 },
      { type: 'betTaken', bet: testBet({ id: 502 }), seq: 102 },
      { type: 'betTaken', bet: testBet({ id: 501 }), seq: 101 },
    );
    expect(ids(started)).toEqual([502]);
    expect(started.loading).toEqual([]);
  });

  it('refuses a selection beyond the twentieth, and keeps the twenty', () => {
    const twenty = Array.from({ length: MAX_MULTIPLE_LEGS }, (_, n) => otherMatchBet(n));
    const full = slipOf(...twenty);
    expect(full.selections).toHaveLength(MAX_MULTIPLE_LEGS);
    const refused = take(full, otherMatchBet(99));
    expect(refused.selections).toHaveLength(MAX_MULTIPLE_LEGS);
    expect(refused.selectionProblem).toBe(SLIP_FULL_MESSAGE);
    // Another outcome of a market already there still takes its place.
    const swapped = take(full, { ...otherMatchBet(3), id: 999 });
    expect(ids(swapped)).toContain(999);
    expect(swapped.selectionProblem).toBeNull();
  });

  it('offers two selections of one match as singles only', () => {
    const state = slipOf(testBet(), testBet({ id: 510, market_id: 78 }), otherMatchBet(1));
    expect(state.selections).toHaveLength(3);
    expect(multipleOffered(state.selections)).toBe(false);
    expect(multipleToPlace(state)).toBe(false);
    expect(ids({ ...state, selections: singlesToPlace(state) })).toEqual([501, 510, 601]);
  });

  it("keeps each single's stake by SPEC's rules, and the multiple's under the lowest cash limit", () => {
    const state = slipOf(testBet(), otherMatchBet(1, { cash_limit: 300 }));
    const next = run(
      state,
      { type: 'singleStake', betEventId: 501, action: { type: 'stakeEntered', value: 10 } },
      { type: 'singleStake', betEventId: 601, action: { type: 'stakeStepped', direction: 'up' } },
      { type: 'multipleStake', action: { type: 'stakeEntered', value: 1000 } },
    );
    expect(next.selections[0]).toMatchObject({
      stake: 10,
      stakeMessage: 'Stake Should not be less than 20.',
    });
    expect(next.selections[1]).toMatchObject({ stake: 25, stakeMessage: null });
    expect(next.multiple).toMatchObject({
      stake: 300,
      stakeMessage: 'Stake should not be greater than 300.',
    });
  });

  it('follows the odds and the lock of every selection', () => {
    const state = slipOf(testBet(), otherMatchBet(1));
    const moved = run(
      state,
      { type: 'oddsChanged', payload: { betId: 81, data: [{ id: 601, bet_ratio: 2.5 }] } },
      { type: 'marketLocked', betId: 77 },
    );
    expect(moved.selections[1]).toMatchObject({ oddsTrend: 'up' });
    expect(moved.selections[1]?.bet.bet_ratio).toBe(2.5);
    expect(moved.selections[0]?.bet.bets.bet_status).toBe(0);
  });

  it('takes back a previewed pick the answer refuses, and gives back what it replaced', () => {
    const state = slipOf(testBet(), otherMatchBet(1));
    const previewed = run(
      state,
      { type: 'selectionStarted', betEventId: 502, seq: 500 },
      { type: 'selectionPreviewed', bet: testBet({ id: 502 }), seq: 500 },
    );
    expect(ids(previewed)).toEqual([502, 601]);
    const refused = betslipReducer(previewed, {
      type: 'selectionRefused',
      betEventId: 502,
      seq: 500,
      problem: 'locked',
    });
    expect(ids(refused)).toEqual([501, 601]);
    expect(refused.selectionProblem).toBe('locked');
  });

  it('removes one selection; the last one left is a slip of one', () => {
    const state = slipOf(testBet(), otherMatchBet(1));
    const one = betslipReducer(state, { type: 'removed', betEventId: 501 });
    expect(ids(one)).toEqual([601]);
    expect(singlesToPlace(one)).toHaveLength(1);
    expect(betslipReducer(one, { type: 'removed', betEventId: 601 })).toEqual(initialBetslipState);
  });

  it('empties with the message when everything chosen was placed', () => {
    const state = betslipReducer(slipOf(testBet(), otherMatchBet(1)), {
      type: 'singlesChosen',
      chosen: true,
    });
    const placed = betslipReducer(state, {
      type: 'placed',
      singles: [501, 601],
      multiple: true,
      message: '3 bets placed.',
    });
    expect(placed).toEqual({ ...initialBetslipState, placedMessage: '3 bets placed.' });
  });

  it('keeps what was not placed: a placed single stays marked while its multiple is refused', () => {
    const state = betslipReducer(slipOf(testBet(), otherMatchBet(1)), {
      type: 'singlesChosen',
      chosen: true,
    });
    const partly = betslipReducer(state, {
      type: 'placed',
      singles: [501],
      multiple: false,
      message: '1 of 3 bets placed.',
    });
    expect(ids(partly)).toEqual([501, 601]);
    expect(partly.selections[0]?.singlePlaced).toBe(true);
    expect(ids({ ...partly, selections: singlesToPlace(partly) })).toEqual([601]);
    expect(multipleToPlace(partly)).toBe(true);

    const multipleDone = betslipReducer(state, {
      type: 'placed',
      singles: [],
      multiple: true,
      message: '1 of 3 bets placed.',
    });
    expect(multipleToPlace(multipleDone)).toBe(false);
    expect(ids({ ...multipleDone, selections: singlesToPlace(multipleDone) })).toEqual([501, 601]);
  });
});
