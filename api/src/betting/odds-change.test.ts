import { acceptsOdds } from './odds-change';

describe('acceptsOdds', () => {
  it.each([
    ['ask', 185, 185, true],
    ['ask', 185, 190, false],
    ['ask', 185, 180, false],
    ['higher', 185, 185, true],
    ['higher', 185, 186, true],
    ['higher', 185, 184, false],
    ['any', 185, 185, true],
    ['any', 185, 250, true],
    ['any', 185, 101, true],
  ] as const)('%s: seen %i, now %i → %s', (preference, seen, current, accepted) => {
    expect(acceptsOdds(preference, seen, current)).toBe(accepted);
  });
});
