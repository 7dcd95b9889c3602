import { fastForwardLiveUpdate, initialLiveUpdate, nextLiveUpdate } from './live-updates';
import { teamCode } from './match-factory';
import { seededRandom } from './random';
import { MINUTE_MS } from '../db/time';

describe('live score text', () => {
  it('starts a cricket match at nought for nought', () => {
    expect(initialLiveUpdate('cricket', 'Bangladesh', 'India')).toBe('BAN 0/0 (0.0 ov)');
  });

  it('adds one ball per step in cricket, rolling the over after six', () => {
    const random = seededRandom(3);
    let text = 'BAN 145/3 (17.5 ov)';
    text = nextLiveUpdate('cricket', text, 'Bangladesh', 'India', 0, random);
    expect(text).toMatch(/^BAN (\d+)\/([34]) \(18\.0 ov\)$/);
    const runs = Number(/^BAN (\d+)/.exec(text)![1]);
    expect(runs).toBeGreaterThanOrEqual(145);
    expect(runs).toBeLessThanOrEqual(151);
  });

  it('starts the chase after twenty overs with the target', () => {
    const text = nextLiveUpdate(
      'cricket',
      'BAN 175/6 (20.0 ov)',
      'Bangladesh',
      'India',
      0,
      Math.random,
    );
    expect(text).toBe('IND 0/0 (0.0 ov), target 176');
  });

  it('fast-forwards a football match to the minute and keeps the score format', () => {
    const text = fastForwardLiveUpdate(
      'football',
      'Arsenal',
      'Chelsea',
      63 * MINUTE_MS,
      seededRandom(5),
    );
    expect(text).toMatch(/^ARS \d+ - \d+ CHE \(63'\)$/);
  });

  it('starts over from text it cannot read', () => {
    expect(nextLiveUpdate('kabaddi', 'rain delay', 'Patna Pirates', 'U Mumba', 0, () => 0.99)).toBe(
      'PP 0 - 0 UM (1st half)',
    );
  });

  it('never lets a tennis player win more than two sets', () => {
    let text = initialLiveUpdate('tennis', 'Carlos Alcaraz', 'Jannik Sinner');
    const random = seededRandom(11);
    for (let step = 0; step < 2000; step += 1) {
      text = nextLiveUpdate('tennis', text, 'Carlos Alcaraz', 'Jannik Sinner', 0, random);
    }
    const [, a, b] = /^CA (\d+) - (\d+) JS/.exec(text)!;
    expect(Math.max(Number(a), Number(b))).toBe(2);
  });

  it('shortens team names to codes', () => {
    expect(teamCode('Chennai Super Kings')).toBe('CSK');
    expect(teamCode('Sunrisers Hyderabad')).toBe('SRH');
    expect(teamCode('Barcelona')).toBe('BAR');
    expect(teamCode('Philadelphia 76ers')).toBe('PHI');
  });
});
