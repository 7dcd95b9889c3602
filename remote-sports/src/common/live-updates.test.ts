import { applyOddsChange, matchListShape, matchShape, upcomingListShape } from './live-updates';
import { bet, betEvent, BET_STATUS_LOCKED, match, upcoming } from '../test/fixtures';

describe('live updates', () => {
  const list = [
    match({
      id: 1,
      bets: [
        bet({ id: 11, bet_events: [betEvent(101, 'A', 1.5, 11), betEvent(102, 'B', 2.5, 11)] }),
      ],
    }),
    match({ id: 2, bets: [bet({ id: 21, bet_events: [betEvent(201, 'C', 3, 21)] })] }),
  ];

  it('sets the new odds of matching bet events and says which way each moved', () => {
    const { data, moved } = applyOddsChange(matchListShape, list, {
      betId: 11,
      data: [
        { id: 101, bet_ratio: 1.75 },
        { id: 102, bet_ratio: 2.1 },
        { id: 999, bet_ratio: 9 },
      ],
    });
    expect(data[0].bets[0].bet_events.map((e) => e.bet_ratio)).toEqual([1.75, 2.1]);
    expect(moved).toEqual({ 101: 'up', 102: 'down' });
    expect(data[1]).toBe(list[1]);
  });

  it('marks nothing when the odds did not change', () => {
    const { data, moved } = applyOddsChange(matchListShape, list, {
      betId: 11,
      data: [{ id: 101, bet_ratio: 1.5 }],
    });
    expect(moved).toEqual({});
    expect(data).toBe(list);
  });

  it("replaces only the named match's bets", () => {
    const replacement = [bet({ id: 12, bet_title: 'Toss Winner', match_id: 1 })];
    const next = matchListShape.replaceBets(list, { match_id: 1, data: replacement });
    expect(next[0].bets).toEqual(replacement);
    expect(next[1]).toBe(list[1]);
    expect(matchShape.replaceBets(list[1], { match_id: 1, data: replacement })).toBe(list[1]);
  });

  it("updates an upcoming card's headline odds and follows its market's new status", () => {
    const card = upcoming({
      match_id: 5,
      bet: {
        id: 50,
        bet_title: 'Match Winner',
        bet_status: 1,
        bet_events: [betEvent(501, 'X', 2)],
      },
      bets: [{ id: 50, bet_status: 1, bet_events: [betEvent(501, 'X', 2)] }],
    });
    const { data, moved } = applyOddsChange(upcomingListShape, [card], {
      betId: 50,
      data: [{ id: 501, bet_ratio: 1.8 }],
    });
    expect(data[0].bet?.bet_events[0].bet_ratio).toBe(1.8);
    expect(data[0].bets[0].bet_events[0].bet_ratio).toBe(1.8);
    expect(moved).toEqual({ 501: 'down' });

    const locked = upcomingListShape.replaceBets(data, {
      match_id: 5,
      data: [
        bet({
          id: 50,
          match_id: 5,
          bet_title: 'Match Winner',
          bet_status: BET_STATUS_LOCKED,
          bet_events: [betEvent(501, 'X', 1.8)],
        }),
      ],
    });
    expect(locked[0].bet).toMatchObject({ id: 50, bet_status: BET_STATUS_LOCKED });
  });
});
