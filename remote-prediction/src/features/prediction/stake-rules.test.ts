import { digitsOnly, submitProblem, winBadge } from './stake-rules';

describe('prediction stake rules', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('1,0a0.5-')).toBe('1005');
    expect(digitsOnly('abc')).toBe('');
  });

  it('asks for a team first, then a stake above 50', () => {
    expect(submitProblem(null, '')).toBe('Select a team');
    expect(submitProblem(null, '500')).toBe('Select a team');
    expect(submitProblem(3, '')).toBe('Stake amout is too low');
    expect(submitProblem(3, '50')).toBe('Stake amout is too low');
    expect(submitProblem(3, '0')).toBe('Stake amout is too low');
    expect(submitProblem(3, '51')).toBeNull();
  });

  it('rounds the remuneration in the badge', () => {
    expect(winBadge(1.85)).toBe('Win 2X');
    expect(winBadge(1.4)).toBe('Win 1X');
    expect(winBadge(3)).toBe('Win 3X');
  });
});
