import {
  betHistoryFilterMatches,
  cashOutAmountProblem,
  cashOutRestTooLowMessage,
  partialCashOutPrice,
  STAKE_TOO_LOW_MESSAGE,
  stakeTooHighMessage,
} from '.';

describe('the part of a stake a cash-out takes', () => {
  it('takes SPEC smallest stake at least, and at most what is riding', () => {
    expect(cashOutAmountProblem(19.99, 100)).toBe(STAKE_TOO_LOW_MESSAGE);
    expect(cashOutAmountProblem(0, 100)).toBe(STAKE_TOO_LOW_MESSAGE);
    expect(cashOutAmountProblem(Number.NaN, 100)).toBe(STAKE_TOO_LOW_MESSAGE);
    expect(cashOutAmountProblem(20, 100)).toBeNull();
    expect(cashOutAmountProblem(100, 100)).toBeNull();
    expect(cashOutAmountProblem(100.01, 100)).toBe(stakeTooHighMessage(100));
  });

  it('leaves nothing riding, or at least the smallest stake', () => {
    expect(cashOutAmountProblem(80, 100)).toBeNull();
    expect(cashOutAmountProblem(80.01, 100)).toBe(cashOutRestTooLowMessage());
    expect(cashOutRestTooLowMessage()).toBe('The stake left riding should not be less than 20.');
    // Hundredths, not floats: 40.1 + 19.9 is exactly 60.
    expect(cashOutAmountProblem(40.1, 60)).toBe(cashOutRestTooLowMessage());
    expect(cashOutAmountProblem(40.1, 60.1)).toBeNull();
  });
});

describe('the price of a part', () => {
  it('is the same share of the price, rounded half up in hundredths', () => {
    expect(partialCashOutPrice(150, 100, 50)).toBe(75);
    // 33.33 x 20 / 60 = 11.11
    expect(partialCashOutPrice(33.33, 60, 20)).toBe(11.11);
    // 10.01 x 25 / 50 = 5.005 → 5.01
    expect(partialCashOutPrice(10.01, 50, 25)).toBe(5.01);
  });

  it('is the whole price for the whole stake, and never more', () => {
    expect(partialCashOutPrice(123.45, 40, 40)).toBe(123.45);
    expect(partialCashOutPrice(123.45, 40, 41)).toBe(123.45);
    expect(partialCashOutPrice(0, 40, 20)).toBe(0);
  });
});

describe('open and settled bets', () => {
  it('lists a pending bet with stake riding as open, and a bet cashed out in full as settled', () => {
    expect(betHistoryFilterMatches({ status: 'pending' }, 'open')).toBe(true);
    expect(betHistoryFilterMatches({ status: 'pending', remaining_stake: 10 }, 'open')).toBe(true);
    expect(betHistoryFilterMatches({ status: 'pending', remaining_stake: 0 }, 'settled')).toBe(
      true,
    );
    expect(betHistoryFilterMatches({ status: 'won' }, 'settled')).toBe(true);
    expect(betHistoryFilterMatches({ status: 'void' }, 'open')).toBe(false);
    expect(betHistoryFilterMatches({ status: 'lost' }, 'all')).toBe(true);
  });
});
