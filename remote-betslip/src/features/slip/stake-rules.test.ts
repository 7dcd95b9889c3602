import {
  STAKE_DEFAULT,
  checkStake,
  isStakeValid,
  parseStakeInput,
  possibleWin,
  stakeRangeMessage,
  stepDown,
  stepUp,
} from './stake-rules';

describe('stake rules (SPEC sections 5 and 9)', () => {
  it('starts at 20', () => {
    expect(STAKE_DEFAULT).toBe(20);
  });

  describe('reading the input', () => {
    it('reads a number as typed', () => {
      expect(parseStakeInput('35')).toBe(35);
      expect(parseStakeInput(' 42.5 ')).toBe(42.5);
    });

    it('turns a value not above 0 into 0', () => {
      expect(parseStakeInput('0')).toBe(0);
      expect(parseStakeInput('-15')).toBe(0);
    });

    it('turns an emptied field into 0', () => {
      expect(parseStakeInput('')).toBe(0);
      expect(parseStakeInput('   ')).toBe(0);
    });

    it('ignores text that is not a number', () => {
      expect(parseStakeInput('abc')).toBeNull();
      expect(parseStakeInput('1e999')).toBeNull();
    });

    it('keeps at most two decimals', () => {
      expect(parseStakeInput('20.129')).toBe(20.13);
    });
  });

  describe('validation on change', () => {
    it('accepts a stake from 20 up to the cash limit with no message', () => {
      expect(checkStake(20, 5000)).toEqual({ stake: 20, message: null });
      expect(checkStake(5000, 5000)).toEqual({ stake: 5000, message: null });
    });

    it('keeps a stake below 20 and says exactly why', () => {
      expect(checkStake(19.99, 5000)).toEqual({
        stake: 19.99,
        message: 'Stake Should not be less than 20.',
      });
      expect(checkStake(0, 5000)).toEqual({
        stake: 0,
        message: 'Stake Should not be less than 20.',
      });
    });

    it('sets a stake above the cash limit to the limit and says exactly why', () => {
      expect(checkStake(5000.01, 5000)).toEqual({
        stake: 5000,
        message: 'Stake should not be greater than 5000.',
      });
      expect(checkStake(999, 250)).toEqual({
        stake: 250,
        message: 'Stake should not be greater than 250.',
      });
    });

    it('never keeps a negative stake', () => {
      expect(checkStake(-5, 5000).stake).toBe(0);
    });
  });

  describe('minus and plus', () => {
    it('moves the stake by 5', () => {
      expect(stepUp(20)).toBe(25);
      expect(stepDown(25)).toBe(20);
    });

    it('never goes below 0', () => {
      expect(stepDown(5)).toBe(0);
      expect(stepDown(3)).toBe(0);
      expect(stepDown(0)).toBe(0);
    });

    it('keeps decimals exact', () => {
      expect(stepUp(20.1)).toBe(25.1);
      expect(stepDown(20.3)).toBe(15.3);
    });
  });

  describe('possible win', () => {
    it('is odds times stake to 2 decimals', () => {
      expect(possibleWin(1.85, 20, 5000)).toBe(37);
      expect(possibleWin(1.15, 20, 5000)).toBe(23);
      expect(possibleWin(2.333, 33, 5000)).toBe(76.99);
    });

    it('is 0 while the stake is invalid', () => {
      expect(possibleWin(1.85, 15, 5000)).toBe(0);
      expect(possibleWin(1.85, 0, 5000)).toBe(0);
      expect(possibleWin(1.85, 5001, 5000)).toBe(0);
    });

    it('counts a stake valid from the minimum to the cash limit', () => {
      expect(isStakeValid(19.99, 100)).toBe(false);
      expect(isStakeValid(20, 100)).toBe(true);
      expect(isStakeValid(100, 100)).toBe(true);
      expect(isStakeValid(100.01, 100)).toBe(false);
    });
  });

  it('words the range with the minimum and the cash limit', () => {
    expect(stakeRangeMessage(5000)).toBe('Stake range: 20 - 5000');
  });
});
