import { initialSlipState, slipReducer, type SlipState } from './slip-reducer';
import { testBet } from '../../common/test-bet';

function withBet(overrides: Partial<SlipState> = {}): SlipState {
  return { ...initialSlipState, bet: testBet(), ...overrides };
}

describe('slip reducer', () => {
  it('takes a bet with the default stake and no message', () => {
    const state = slipReducer(
      { ...initialSlipState, stake: 0, loadingBetEventId: 501 },
      { type: 'betTaken', bet: testBet() },
    );
    expect(state).toMatchObject({ stake: 20, stakeMessage: null, loadingBetEventId: null });
    expect(state.bet?.id).toBe(501);
  });

  it('keeps the typed stake when the same bet event is picked again', () => {
    const state = slipReducer(withBet({ stake: 45 }), { type: 'betTaken', bet: testBet() });
    expect(state.stake).toBe(45);
  });

  it('starts again at 20 for another bet event', () => {
    const state = slipReducer(withBet({ stake: 45 }), {
      type: 'betTaken',
      bet: testBet({ id: 502 }),
    });
    expect(state.stake).toBe(20);
  });

  it('ignores a refusal for a selection that is no longer the pending one', () => {
    const state = withBet({ loadingBetEventId: 600 });
    expect(slipReducer(state, { type: 'selectionRefused', betEventId: 599, problem: 'no' })).toBe(
      state,
    );
  });

  it('ignores stake changes on an empty slip', () => {
    expect(slipReducer(initialSlipState, { type: 'stakeStepped', direction: 'up' })).toBe(
      initialSlipState,
    );
  });

  it('follows odds of its own bet event only and marks the direction', () => {
    const up = slipReducer(withBet(), {
      type: 'oddsChanged',
      payload: {
        betId: 77,
        data: [
          { id: 502, bet_ratio: 9 },
          { id: 501, bet_ratio: 2 },
        ],
      },
    });
    expect(up.bet?.bet_ratio).toBe(2);
    expect(up.oddsTrend).toBe('up');

    const down = slipReducer(up, {
      type: 'oddsChanged',
      payload: { betId: 77, data: [{ id: 501, bet_ratio: 1.5 }] },
    });
    expect(down.oddsTrend).toBe('down');

    const otherMarket = slipReducer(down, {
      type: 'oddsChanged',
      payload: { betId: 78, data: [{ id: 501, bet_ratio: 7 }] },
    });
    expect(otherMarket).toBe(down);
  });

  it('empties completely on clear', () => {
    expect(slipReducer(withBet({ stake: 70, oddsTrend: 'up' }), { type: 'cleared' })).toEqual(
      initialSlipState,
    );
  });

  it('puts the odds a refused submission reported on the slip, marked up or down', () => {
    const up = slipReducer(withBet({ stake: 40 }), {
      type: 'oddsRefused',
      betEventId: 501,
      odds: 2.1,
    });
    expect(up).toMatchObject({ stake: 40, oddsTrend: 'up' });
    expect(up.bet?.bet_ratio).toBe(2.1);
    const down = slipReducer(withBet(), { type: 'oddsRefused', betEventId: 501, odds: 1.2 });
    expect(down.oddsTrend).toBe('down');
  });

  it('ignores reported odds for another bet event', () => {
    const state = withBet();
    expect(slipReducer(state, { type: 'oddsRefused', betEventId: 999, odds: 3 })).toBe(state);
  });

  it('empties after a placed bet and keeps its message until the next pick', () => {
    const placed = slipReducer(withBet({ stake: 70 }), { type: 'placed', message: 'Bet placed.' });
    expect(placed).toEqual({ ...initialSlipState, placedMessage: 'Bet placed.' });
    const next = slipReducer(placed, { type: 'selectionStarted', betEventId: 502 });
    expect(next.placedMessage).toBeNull();
  });

  it('follows the status of its market from match-bet-update, and ignores other matches', () => {
    const market = (bet_status: number, odds = 1.85) => ({
      id: 77,
      match_id: 9,
      bet_title: 'Match Winner',
      bet_status,
      cash_limit: 5000,
      bet_events: [{ id: 501, bet_id: 77, bet_event_title: 'Mumbai to win', bet_ratio: odds }],
    });
    const locked = slipReducer(withBet({ stake: 40 }), {
      type: 'marketUpdated',
      payload: { match_id: 9, data: [market(0)] },
    });
    expect(locked.bet?.bets.bet_status).toBe(0);
    expect(locked.stake).toBe(40);

    const reopened = slipReducer(locked, {
      type: 'marketUpdated',
      payload: { match_id: 9, data: [market(1, 1.5)] },
    });
    expect(reopened.bet?.bets.bet_status).toBe(1);
    expect(reopened.bet?.bet_ratio).toBe(1.5);
    expect(reopened.oddsTrend).toBe('down');

    const gone = slipReducer(reopened, {
      type: 'marketUpdated',
      payload: { match_id: 9, data: [] },
    });
    expect(gone.bet?.bets.bet_status).toBe(0);

    const other = slipReducer(reopened, {
      type: 'marketUpdated',
      payload: { match_id: 10, data: [{ ...market(0), match_id: 10 }] },
    });
    expect(other).toBe(reopened);
  });

  it('locks its market when a submission was refused as locked, for that market only', () => {
    const state = withBet();
    expect(slipReducer(state, { type: 'marketLocked', betId: 78 })).toBe(state);
    expect(slipReducer(state, { type: 'marketLocked', betId: 77 }).bet?.bets.bet_status).toBe(0);
  });
});
